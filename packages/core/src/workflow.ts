import type { Workflow, WorkflowCounts, WorkflowTitleUpdate } from './workflow.schema.js';

type Titled = Pick<Workflow, 'title' | 'languageCode' | 'translatedTitles'>;

/**
 * 001 §7 Rename: the main title, or with a languageCode other than the workflow's own the
 * translated title for it. Null when nothing changes (001 §5 "nothing sent if unchanged").
 */
export function applyTitleUpdate(
  w: Titled,
  update: WorkflowTitleUpdate,
): Pick<Workflow, 'title' | 'translatedTitles'> | null {
  const lang = update.languageCode;
  if (lang === undefined || lang === w.languageCode) {
    return update.title === w.title
      ? null
      : { title: update.title, translatedTitles: w.translatedTitles };
  }
  if (w.translatedTitles[lang] === update.title) return null;
  return { title: w.title, translatedTitles: { ...w.translatedTitles, [lang]: update.title } };
}

// ---- Workflow counts per workspace (002 §3, §4 "Workspaces") ----------------------------------

/** 002 §9: after each change the counts are refetched after 3 s. */
export const COUNT_REFETCH_DELAY_MS = 3000;

/** 002 §3: unpublished is created minus published. */
export function workflowCounts(created: number, published: number): WorkflowCounts {
  const c = Math.max(0, created);
  const p = Math.max(0, published);
  return { created: c, published: p, unpublished: Math.max(0, c - p) };
}

export type WorkflowCountEvent =
  | { type: 'create'; workspaceId: string }
  | { type: 'duplicate'; workspaceId: string; sourcePublished: boolean }
  | { type: 'delete'; workspaceId: string; published: boolean }
  | { type: 'move'; fromWorkspaceId: string; toWorkspaceId: string; published: boolean }
  | { type: 'unpublish'; workspaceId: string };

type Delta = { workspaceId: string; created: number; published: number };

function deltas(event: WorkflowCountEvent): Delta[] {
  const one = (flag: boolean) => (flag ? 1 : 0);
  switch (event.type) {
    case 'create':
      return [{ workspaceId: event.workspaceId, created: 1, published: 0 }];
    case 'duplicate':
      return [
        { workspaceId: event.workspaceId, created: 1, published: one(event.sourcePublished) },
      ];
    case 'delete':
      return [{ workspaceId: event.workspaceId, created: -1, published: -one(event.published) }];
    case 'move':
      return [
        { workspaceId: event.fromWorkspaceId, created: -1, published: -one(event.published) },
        { workspaceId: event.toWorkspaceId, created: 1, published: one(event.published) },
      ];
    case 'unpublish':
      return [{ workspaceId: event.workspaceId, created: 0, published: -1 }];
  }
}

/**
 * 002 §4 "Workflow counts", applied to cached counts by workspace id. Only cached workspaces
 * change ("move adds to the target workspace if cached"); counts never go below zero. The
 * caller refetches after COUNT_REFETCH_DELAY_MS to replace these estimates with real numbers.
 */
export function applyCountChange(
  counts: Readonly<Record<string, WorkflowCounts>>,
  event: WorkflowCountEvent,
): Record<string, WorkflowCounts> {
  const next = { ...counts };
  for (const d of deltas(event)) {
    const current = next[d.workspaceId];
    if (current === undefined) continue;
    next[d.workspaceId] = workflowCounts(
      current.created + d.created,
      current.published + d.published,
    );
  }
  return next;
}
