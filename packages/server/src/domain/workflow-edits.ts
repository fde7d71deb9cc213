/**
 * The edit document of a workflow (issue 21; 001 §3): made the first time an editor opens the
 * workflow, from its steps (in order) and its transcript in the workflow language, over the
 * processed original (`base`, in source seconds). Saves are in workflow-edits-save.ts, the
 * re-render in workflow-render-job.ts. The refusals' texts live here, once.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  baseEditState,
  EditRefusal,
  renderPlan,
  replay,
  isRefused,
  TITLE_MAX_LENGTH,
  withTimelineSentences,
  type EditSegment,
  type EditState,
  type RenderPlan,
  type Sentence,
  type WorkflowClip,
  type WorkflowEditDocument,
  type WorkflowRender,
} from '@stepwise/core';
import {
  steps,
  transcriptions,
  workflowClips,
  workflowEdits,
  workflowRenders,
  workflows,
} from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { conflict } from './errors.js';
import type { WorkflowRow } from './workflow-access.js';

export const EditMessage = {
  notProcessed: 'The video is still being processed: open the editor once it is ready.',
  rendering: 'The video is being re-rendered: wait until it finishes, then save again.',
  stale: 'This workflow was changed elsewhere: reload it to see the latest version.',
  /** One text for the editor and the server (001 §5: invalid when any sentence is empty). */
  emptySentence: EditRefusal.emptySentence,
  stepIdTaken: 'A new step needs an id of its own: this one is taken.',
  stepIdInvalid: 'A step id may only contain letters, digits, _ . : -',
} as const;

export type EditRow = typeof workflowEdits.$inferSelect;
export type RenderRow = typeof workflowRenders.$inferSelect;
export type ClipRow = typeof workflowClips.$inferSelect;
/** Signs a storage key of the workflow's folder into a media URL (null when it cannot). */
export type KeySigner = (key: string | null | undefined) => string | null;

/** Renders that hold the workflow: a save waits for them. */
export const LIVE_RENDER = ['scheduled', 'running'];

/** The transcription row of the workflow's own language, if any. */
export const workflowTranscript = (
  tenant: Tenant,
  workflow: Pick<WorkflowRow, 'id' | 'languageCode'>,
) =>
  tenant.first(
    transcriptions,
    and(
      eq(transcriptions.workflowId, workflow.id),
      eq(transcriptions.languageCode, workflow.languageCode),
    ),
  );

/** The workflow as processed, before any edit: its steps tile the original. */
async function initialState(tenant: Tenant, workflow: WorkflowRow): Promise<EditState> {
  const [stepRows, transcript] = await Promise.all([
    tenant.select(steps, eq(steps.workflowId, workflow.id), { orderBy: asc(steps.order) }),
    workflowTranscript(tenant, workflow),
  ]);
  return baseEditState({
    steps: stepRows.map((s) => ({
      id: s.id,
      title: (s.title[workflow.languageCode] ?? '').slice(0, TITLE_MAX_LENGTH),
      startTime: s.startTime,
      endTime: s.endTime,
    })),
    sentences: transcript?.sentences ?? [],
  });
}

/**
 * The workflow's edit document, made on first use. A workflow whose video is not processed yet
 * has nothing to edit: 409.
 */
export async function editDocumentRow(tenant: Tenant, workflow: WorkflowRow): Promise<EditRow> {
  const found = await tenant.first(workflowEdits, eq(workflowEdits.workflowId, workflow.id));
  if (found) return found;
  if (!workflow.processed || workflow.videoDuration === null) {
    throw conflict(EditMessage.notProcessed);
  }
  const base = await initialState(tenant, workflow);
  try {
    const [row] = await tenant.insert(workflowEdits, {
      workflowId: workflow.id,
      base,
      originalHlsKey: workflow.hlsKey,
      originalImageMap: workflow.imageMap,
      originalDuration: workflow.videoDuration,
    });
    return row!;
  } catch (err) {
    // Two editors opened it at once: the other one made it.
    if (!isUniqueViolation(err)) throw err;
    const again = await tenant.first(workflowEdits, eq(workflowEdits.workflowId, workflow.id));
    if (!again) throw err;
    return again;
  }
}

/** The state the saved list makes (the document's own: it always replays). */
export function savedState(row: EditRow): EditState {
  const state = replay(row.base, row.segments);
  if (isRefused(state)) throw new Error(`workflow ${row.workflowId}: saved edits do not replay`);
  return state;
}

/** The plan of the media the workflow plays now. */
export const currentPlan = (row: EditRow): RenderPlan => row.renderedPlan ?? renderPlan(row.base);

export const liveRender = (tenant: Tenant, workflowId: string) =>
  tenant.first(
    workflowRenders,
    and(eq(workflowRenders.workflowId, workflowId), inArray(workflowRenders.status, LIVE_RENDER)),
  );

export function renderView(r: RenderRow): WorkflowRender {
  return {
    id: r.id,
    workflowId: r.workflowId,
    editVersion: r.editVersion,
    status: r.status as WorkflowRender['status'],
    progress: Math.min(1, Math.max(0, r.progress)),
    stage: r.stage,
    durationBefore: r.durationBefore,
    durationAfter: r.durationAfter,
    error: r.error,
    createdAt: r.createdAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
  };
}

const signMap = (map: Record<string, string> | null | undefined, sign: KeySigner) => {
  const out: Record<string, string> = {};
  for (const [second, key] of Object.entries(map ?? {})) {
    const url = sign(key);
    if (url) out[second] = url;
  }
  return out;
};

export function clipView(c: ClipRow, sign: KeySigner): WorkflowClip {
  return {
    id: c.id,
    name: c.name,
    status: c.status as WorkflowClip['status'],
    duration: c.duration,
    videoURL: c.status === 'ready' ? sign(c.hlsKey) : null,
    imageMap: signMap(c.imageMap, sign),
  };
}

export const clipsOf = (tenant: Tenant, workflowId: string) =>
  tenant.select(workflowClips, eq(workflowClips.workflowId, workflowId), {
    orderBy: asc(workflowClips.createdAt),
  });

/** The ids of the clips an import may name: prepared ones. */
export async function readyClipIds(tenant: Tenant, workflowId: string): Promise<Set<string>> {
  const rows = await clipsOf(tenant, workflowId);
  return new Set(rows.filter((c) => c.status === 'ready').map((c) => c.id));
}

/** The document as the editors read it: media signed, clips, and the live (or last) render. */
export async function editDocumentView(
  tenant: Tenant,
  workflow: WorkflowRow,
  row: EditRow,
  sign: KeySigner,
): Promise<WorkflowEditDocument> {
  const [clips, renders] = await Promise.all([
    clipsOf(tenant, workflow.id),
    tenant.select(workflowRenders, eq(workflowRenders.workflowId, workflow.id), {
      orderBy: [desc(workflowRenders.createdAt), desc(workflowRenders.id)],
      limit: 1,
    }),
  ]);
  return {
    workflowId: workflow.id,
    version: row.version,
    editType: workflow.editType === 'new_editor' ? 'new_editor' : 'original',
    editorStatus: workflow.editorStatus,
    languageCode: workflow.languageCode,
    base: row.base,
    segments: row.segments,
    redo: row.redo,
    terms: row.terms,
    original: {
      duration: row.originalDuration ?? workflow.videoDuration ?? 0,
      videoURL: sign(row.originalHlsKey),
      imageMap: signMap(row.originalImageMap, sign),
    },
    clips: clips.map((c) => clipView(c, sign)),
    render: renders[0] ? renderView(renders[0]) : null,
  };
}

/** The subtitle edits: the only segments that name sentences (by key). */
export const TEXT_SEGMENTS: ReadonlySet<EditSegment['type']> = new Set([
  'correct',
  'replace-all',
  'delete-subtitle',
  'merge',
  'break-line',
]);

/**
 * A transcript of the workflow language written some other way (typed whole, uploaded as a
 * file) becomes the edit document's: its sentences, mapped from the timeline back to source
 * seconds, replace the base's, and the subtitle edits (which named the old sentences) go. The
 * video edits stay as they are, so the timeline shows exactly the new sentences and a reset
 * still goes back to the processed original. Another language's transcript is not the
 * document's business.
 */
export async function bakeTranscriptIntoEdits(
  tx: Tenant,
  transcript: { workflowId: string; languageCode: string; sentences: readonly Sentence[] },
): Promise<void> {
  const { languageCode, sentences } = transcript;
  const row = await tx.first(workflowEdits, eq(workflowEdits.workflowId, transcript.workflowId));
  if (!row) return;
  const workflow = await tx.first(workflows, eq(workflows.id, transcript.workflowId));
  if (!workflow || languageCode !== workflow.languageCode) return;
  const state = replay(row.base, row.segments);
  if (isRefused(state)) return;
  const mapped = withTimelineSentences(state, sentences).sentences;
  await tx.update(
    workflowEdits,
    {
      base: { ...row.base, sentences: mapped },
      segments: row.segments.filter((seg) => !TEXT_SEGMENTS.has(seg.type)),
      redo: [],
      version: row.version + 1,
      updatedAt: new Date(),
    },
    eq(workflowEdits.workflowId, workflow.id),
  );
}
