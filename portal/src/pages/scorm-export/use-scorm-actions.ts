import { downloadScormExport, retryScormExport } from '@stepwise/api';
import type { ScormExportProcess } from '@stepwise/core';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../api';
import { messageOf } from '../../i18n/t';
import { saveBlob, scormFileName } from './scorm-export-view';

/**
 * While `active`, calls `fetch` every `ms` (the next call waits for the last) and hands its
 * result to `apply`, unless polling stopped meanwhile: an answer that arrives after the screen
 * went final or away is dropped, so it cannot overwrite a newer state. A failed call is
 * retried on the next round. `done` says when an answer is final: then no further call is made,
 * even before the screen has re-rendered with it.
 */
export function usePolling<T>(
  active: boolean,
  ms: number,
  fetch: () => Promise<T>,
  apply: (value: T) => void,
  done: (value: T) => boolean,
): void {
  const latest = useRef({ fetch, apply, done });
  useEffect(() => {
    latest.current = { fetch, apply, done };
  });
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const next = () => {
      timer = setTimeout(() => {
        latest.current.fetch().then(
          (value) => {
            if (stopped) return;
            latest.current.apply(value);
            if (!latest.current.done(value)) next();
          },
          () => {
            if (!stopped) next();
          },
        );
      }, ms);
    };
    next();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [active, ms]);
}

/**
 * Download (finished) and retry (error) of one export, with which one is busy and the last
 * failure's text. `onRetried` receives the process the server moved back to pending.
 */
export function useScormActions(onRetried: (process: ScormExportProcess) => void) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (id: string, action: () => Promise<void>) => {
    setBusyId(id);
    setFailure(null);
    try {
      await action();
    } catch (err) {
      setFailure(messageOf(err));
    } finally {
      setBusyId(null);
    }
  };

  return {
    busyId,
    failure,
    download: (process: ScormExportProcess) =>
      run(process.id, async () => {
        saveBlob(await downloadScormExport(api, process.id), scormFileName(process));
      }),
    retry: (process: ScormExportProcess) =>
      run(process.id, async () => {
        onRetried(await retryScormExport(api, process.id));
      }),
  };
}
