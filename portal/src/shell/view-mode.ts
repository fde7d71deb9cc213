/** 000 §2: workspace lists show as cards or as a list; the choice is remembered. */
import { pageStorage } from '@stepwise/bridge/storage';
import { useSyncExternalStore } from 'react';

export const VIEW_MODES = ['card', 'list'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];
export const VIEW_MODE_STORAGE_KEY = 'stepwise.workspaceViewMode';

const listeners = new Set<() => void>();

export function storedViewMode(storage: Pick<Storage, 'getItem'> = pageStorage('local')): ViewMode {
  try {
    return storage.getItem(VIEW_MODE_STORAGE_KEY) === 'list' ? 'list' : 'card';
  } catch {
    return 'card';
  }
}

export function setViewMode(mode: ViewMode): void {
  // Where storage is refused, remembered for this visit only.
  pageStorage('local').setItem(VIEW_MODE_STORAGE_KEY, mode);
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
