import { likeWorkspace } from '@stepwise/api';
import { useCallback, useRef, useState } from 'react';
import { api } from '../api';
import { messageOf } from '../i18n/t';

/**
 * 002 §4: the bookmark toggles a favourite, then the workspace lists are fetched again; a
 * toggle while one for the same workspace is still running is ignored.
 */
export function useFavourite(reloadWorkspaces: () => Promise<void>) {
  const pending = useRef(new Set<string>());
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const toggle = useCallback(
    async (workspaceId: string, like: boolean) => {
      if (pending.current.has(workspaceId)) return;
      pending.current.add(workspaceId);
      setBusy(new Set(pending.current));
      setError(null);
      try {
        await likeWorkspace(api, workspaceId, like);
        await reloadWorkspaces();
      } catch (err) {
        setError(messageOf(err));
      } finally {
        pending.current.delete(workspaceId);
        setBusy(new Set(pending.current));
      }
    },
    [reloadWorkspaces],
  );
  return { toggle, busy, error };
}
