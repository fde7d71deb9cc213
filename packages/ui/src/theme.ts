// Light and dark themes (000 §1: dark is the default). The theme is a `data-theme` attribute on
// <html> that tokens.css keys its palettes on, remembered in localStorage (guarded: a frame of
// another site may have none, and then the choice lasts for the page).
import { pageStorage } from '@stepwise/bridge/storage';
import { DEFAULT_THEME, THEMES } from '@stepwise/core';
import type { Theme } from '@stepwise/core';

export const THEME_STORAGE_KEY = 'stepwise.theme';

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** The stored theme, or the default when none (or an unknown one) is stored or storage is off. */
export function readTheme(storage: Pick<Storage, 'getItem'> | null = pageStorage('local')): Theme {
  try {
    const stored = storage?.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

export interface ApplyThemeOptions {
  root?: HTMLElement | undefined;
  storage?: Pick<Storage, 'setItem'> | null | undefined;
}

/** Sets `data-theme` on <html> (or `root`) and remembers the choice. */
export function applyTheme(theme: Theme, options: ApplyThemeOptions = {}): void {
  const root = options.root ?? document.documentElement;
  root.dataset.theme = theme;
  const storage = options.storage === undefined ? pageStorage('local') : options.storage;
  try {
    storage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode or a full quota: the theme still applies for this page.
  }
}
