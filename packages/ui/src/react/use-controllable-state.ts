import { useCallback, useState } from 'react';

/**
 * A value that is controlled when `value` is given and internal otherwise; `setValue` always
 * reports through `onChange`. Every widget uses it so the read-only / disabled guard sits in one
 * place whether the caller controls the value or not.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [inner, setInner] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;
  const setValue = useCallback(
    (next: T) => {
      if (!controlled) setInner(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [current, setValue];
}
