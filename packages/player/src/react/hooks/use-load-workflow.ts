/**
 * Loads the workflow (and, beside it, who is watching) through the data source. 002 §7: the
 * fetch retries 3 times — only failures a retry can mend (offline, the server unreachable or
 * failing); a refusal (404, 403, code 2) is the answer. Unmounting or a new workflow aborts.
 */
import { useEffect, useMemo, useState } from 'react';
import type { PlayerDataSource, PlayerViewer, PlayerWorkflowData } from '../../core/data-source.js';
import { loadOutcome, outcomeForError, type LoadOutcome } from '../../core/loading.js';

export type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; workflow: PlayerWorkflowData; viewer: PlayerViewer | null }
  | { status: 'failed'; outcome: Exclude<LoadOutcome, { kind: 'loading' | 'ready' }> };

export const LOAD_RETRIES = 3;
/** Ours: the waits before the 1st, 2nd and 3rd retry. */
export const LOAD_RETRY_DELAYS_MS = [300, 1000, 2000] as const;

function retryable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return true;
  const e = error as { category?: unknown; data?: { status?: unknown } | null };
  const status = e.data?.status;
  return e.category === 'network' || typeof status !== 'number' || status === 0 || status >= 500;
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

async function loadWithRetries(
  source: PlayerDataSource,
  id: string,
  versionId: string | undefined,
  signal: AbortSignal,
) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await source.loadWorkflow(id, { ...(versionId ? { versionId } : {}), signal });
    } catch (error) {
      if (signal.aborted || attempt >= LOAD_RETRIES || !retryable(error)) throw error;
      await wait(LOAD_RETRY_DELAYS_MS[attempt] ?? 2000, signal);
    }
  }
}

const here = () =>
  typeof location === 'undefined' ? '/' : `${location.pathname}${location.search}${location.hash}`;

export function useLoadWorkflow(options: {
  source: PlayerDataSource;
  workflowId: string;
  versionId?: string | undefined;
  preview: boolean;
  /** Bumped by the message's retry button. */
  attempt: number;
}): LoadState {
  const { source, workflowId, versionId, preview, attempt } = options;
  // The answer remembers which request it answers: a new request reads as loading at once.
  const request = useMemo(
    () => ({ source, workflowId, versionId, preview, attempt }),
    [source, workflowId, versionId, preview, attempt],
  );
  const [answer, setAnswer] = useState<{ request: typeof request; state: LoadState } | null>(null);
  const setState = (state: LoadState) => setAnswer({ request, state });

  useEffect(() => {
    const abort = new AbortController();
    const viewer = source.viewer().catch(() => null);
    loadWithRetries(source, workflowId, versionId, abort.signal).then(
      async (workflow) => {
        const who = await viewer;
        if (abort.signal.aborted) return;
        const outcome = loadOutcome({
          isPublic: source.isPublic,
          signedIn: true,
          location: here(),
          workflow,
          preview,
          userId: who?.id ?? null,
        });
        setState(
          outcome.kind === 'ready'
            ? { status: 'ready', workflow, viewer: who }
            : {
                status: 'failed',
                outcome: outcome as Extract<LoadState, { status: 'failed' }>['outcome'],
              },
        );
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        const outcome = outcomeForError(error, here(), source.isPublic);
        if (outcome.kind === 'loading' || outcome.kind === 'ready') return;
        setState({ status: 'failed', outcome });
      },
    );
    return () => abort.abort();
    // setState closes over `request`, which these make.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);

  return answer?.request === request ? answer.state : { status: 'loading' };
}
