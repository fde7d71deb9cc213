import { getWorkflow } from '@stepwise/api';
import { useEffect, useState } from 'react';
import { api } from '../../api';

// Titles by workflow id for this visit: an export names workflows by id only, and the same
// workflows recur across its rows and polls. null: deleted, or not the caller's to see.
const known = new Map<string, Promise<string | null>>();

function titleOf(id: string): Promise<string | null> {
  let pending = known.get(id);
  if (!pending) {
    pending = getWorkflow(api, id).then(
      (workflow) => workflow.title,
      () => null,
    );
    known.set(id, pending);
  }
  return pending;
}

/** The titles of `ids` as they arrive (absent while loading, null when unavailable). */
export function useWorkflowTitles(ids: readonly string[]): Map<string, string | null> {
  const [titles, setTitles] = useState<Map<string, string | null>>(() => new Map());
  const key = [...new Set(ids)].sort().join(',');
  useEffect(() => {
    let live = true;
    const wanted = key ? key.split(',') : [];
    void Promise.all(wanted.map(async (id) => [id, await titleOf(id)] as const)).then(
      (entries) => live && setTitles(new Map(entries)),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return titles;
}

/** Forgets what was learnt (tests). */
export function clearWorkflowTitles(): void {
  known.clear();
}
