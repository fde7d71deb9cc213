/** 000 §2: workspace lists show as cards or as a list; the choice is remembered. */
import { useSyncExternalStore } from 'react';

export const VIEW_MODES = ['card', 'list'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];
export const VIEW_MODE_STORAGE_KEY = 'stepwise.workspaceViewMode';

const listeners = new Set<() => void>();

export function storedViewMode(storage: Pick<Storage, 'getItem'> = localStorage): ViewMode {
  try {
    return storage.getItem(VIEW_MODE_STORAGE_KEY) === 'list' ? 'list' : 'card';
  } catch {
    return 'card';
  }
}

export function setViewMode(mode: ViewMode): void {
  try {
    localStorage.setItem(VIEW_MODE_STORAGE_KEY, mode);
  } catch {
    // Not remembered in private mode; the listeners still switch this visit.
  }
  current = mode;
  for (const listener of listeners) listener();
}

let current: ViewMode | null = null;

export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const mode = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current ?? (current = storedViewMode()),
  );
  return [mode, setViewMode];
}
