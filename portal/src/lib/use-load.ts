import { useEffect, useRef, useState } from 'react';
import { messageOf } from '../i18n/t';

/** A read's state for screens that show loading, error (with retry) and the value. */
export type Load<T> =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; value: T };

/**
 * Runs `read` when `key` changes (and again on `retry`), keeping only the latest answer: a slow
 * answer for an earlier key never replaces a newer one. `read` may be a new function each render;
 * `key` names what it reads.
 */
export function useLoad<T>(key: string, read: () => Promise<T>): [Load<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<{ tag: string; value: Load<T> } | null>(null);
  const reader = useRef(read);
  useEffect(() => {
    reader.current = read;
  });
  const tag = `${key}#${attempt}`;
  useEffect(() => {
    let live = true;
    reader.current().then(
      (value) => live && setLoad({ tag, value: { state: 'ready', value } }),
      (err: unknown) =>
        live && setLoad({ tag, value: { state: 'error', message: messageOf(err) } }),
    );
    return () => {
      live = false;
    };
  }, [tag]);
  return [load?.tag === tag ? load.value : { state: 'loading' }, () => setAttempt((n) => n + 1)];
}
