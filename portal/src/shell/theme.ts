/**
 * The theme as React state: `@stepwise/ui` applies it (`data-theme` on <html>, remembered under
 * its storage key); this adds a subscription so every switch re-renders its readers.
 */
import type { Theme } from '@stepwise/core';
import { applyTheme, isTheme, readTheme } from '@stepwise/ui';
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

export function setTheme(theme: Theme): void {
  applyTheme(theme);
  for (const listener of listeners) listener();
}

/** Applies the remembered theme (or the dark default); call once at start-up. */
export function restoreTheme(): Theme {
  const theme = readTheme();
  document.documentElement.dataset.theme = theme;
  return theme;
}

function current(): Theme {
  const shown = document.documentElement.dataset.theme;
  return isTheme(shown) ? shown : readTheme();
}

export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, current);
  return [theme, setTheme];
}
