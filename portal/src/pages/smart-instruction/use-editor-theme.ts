/**
 * The editor's own theme (001 §2 "Editor themes dark and light"), apart from the portal's: a
 * toggle whose choice is remembered on this device.
 */
import { pageStorage } from '@stepwise/bridge/storage';
import { useCallback, useState } from 'react';

export type EditorTheme = 'light' | 'dark';
export const EDITOR_THEME_KEY = 'sw:sop-editor-theme';

function readTheme(): EditorTheme {
  return pageStorage('local').getItem(EDITOR_THEME_KEY) === 'dark' ? 'dark' : 'light';
}

export function useEditorTheme(): [EditorTheme, () => void] {
  const [theme, setTheme] = useState<EditorTheme>(readTheme);
  const toggle = useCallback(() => {
    setTheme((current) => {
      const next = current === 'dark' ? 'light' : 'dark';
      pageStorage('local').setItem(EDITOR_THEME_KEY, next);
      return next;
    });
  }, []);
  return [theme, toggle];
}
