/**
 * Saving an edit list (issue 21; 001 §4, §7): PUT builder / transcription / segmentation and the
 * two resets. A save names the version it was made on (stale: 409), waits for no render (one
 * scheduled or running: 409), must replay over the base with the workflow's ready clips (else
 * 400 with the refusal and the segment's index) and leave no empty sentence (400).
 *
 * Then, in one transaction: when the list renders the video the workflow plays now (only steps
 * and text changed) its steps and transcript are written at once and editorStatus says which
 * screen finished; otherwise the list is stored, a render row and its durable job are made and
 * the workflow reads 'transcoding multi-edit-steps' until the job swaps the new media in.
 */
import { and, eq } from 'drizzle-orm';
import {
  EditorStatus,
  EditType,
  isRefused,
  replay,
  samePlan,
  timelineSentences,
  transcriptionIsValid,
  type EditSegment,
  type EditState,
} from '@stepwise/core';
import { workflowEdits, workflows } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import type { Caller } from './caller.js';
import { badRequest, conflict, notFound } from './errors.js';
import { editableWorkflow, type WorkflowRow } from './workflow-access.js';
import {
  currentPlan,
  editDocumentRow,
  EditMessage,
  liveRender,
  readyClipIds,
  TEXT_SEGMENTS,
  type EditRow,
  type RenderRow,
} from './workflow-edits.js';
import { workflowPlan } from './workflow-blurs.js';
import { startRender } from './workflow-render-start.js';
import { writeTimeline } from './workflow-timeline-write.js';

/** The editor screen a save comes from: it names the editorStatus of a plain save. */
export type EditScreen = 'builder' | 'transcription' | 'segmentation';
const COMPLETED: Record<EditScreen, string> = {
  builder: EditorStatus.CompletedBuildermain,
  transcription: EditorStatus.CompletedTranscription,
  segmentation: EditorStatus.CompletedSegmentation,
};

export interface EditList {
  segments: EditSegment[];
  redo: EditSegment[];
  terms?: string[] | undefined;
}

export interface SavedEdits {
  workflow: WorkflowRow;
  row: EditRow;
  render: RenderRow | null;
}

/** The state `list` makes, or the 400 that says why it cannot be saved. */
async function checkedState(tx: Tenant, row: EditRow, segments: EditSegment[]): Promise<EditState> {
  const state = replay(row.base, segments, await readyClipIds(tx, row.workflowId));
  if (isRefused(state)) {
    // A sentence corrected to nothing is the editors' one message for an empty sentence.
    const message = state.refused === 'emptySentence' ? EditMessage.emptySentence : state.message;
    throw badRequest(message, { refused: state.refused, index: state.index });
  }
  if (!transcriptionIsValid(timelineSentences(state))) throw badRequest(EditMessage.emptySentence);
  return state;
}

async function commit(
  tx: Tenant,
  userId: string | null,
  workflow: WorkflowRow,
  row: EditRow,
  state: EditState,
  list: EditList,
  screen: EditScreen,
  opts: { newEditor: boolean },
): Promise<SavedEdits> {
  // Claims the version: of two saves made on one version, the second finds it gone.
  const [saved] = await tx.update(
    workflowEdits,
    {
      version: row.version + 1,
      segments: list.segments,
      redo: list.redo,
      terms: list.terms ?? row.terms,
      updatedBy: userId,
      updatedAt: new Date(),
    },
    and(eq(workflowEdits.workflowId, workflow.id), eq(workflowEdits.version, row.version)),
  );
  if (!saved) throw conflict(EditMessage.stale);
  // With the workflow's blurs: a cut keeps them burned in, a titles-only save renders nothing.
  const plan = await workflowPlan(tx, workflow, state);
  if (samePlan(plan, currentPlan(row))) {
    await writeTimeline(tx, workflow, state, workflow.imageMap);
    // 001 §4: a new-editor workflow's card is ready only in 'completed buildermain', whichever
    // screen saved it; a classic one records the screen that finished.
    const editorStatus =
      workflow.editType === EditType.NewEditor
        ? EditorStatus.CompletedBuildermain
        : COMPLETED[screen];
    const [changed] = await tx.update(
      workflows,
      { editorStatus, updatedAt: new Date() },
      eq(workflows.id, workflow.id),
    );
    if (!changed) throw notFound('Workflow');
    return { workflow: changed, row: saved, render: null };
  }
  const started = await startRender(tx, userId, workflow, {
    editVersion: saved.version,
    plan,
    newEditor: opts.newEditor,
  });
  return { ...started, row: saved };
}

async function refuseWhileRendering(tx: Tenant, workflowId: string): Promise<void> {
  if (await liveRender(tx, workflowId)) throw conflict(EditMessage.rendering);
}

/** PUT builder / transcription / segmentation. */
export async function saveEdits(
  caller: Caller,
  workflowId: string,
  input: EditList & { version: number },
  screen: EditScreen,
): Promise<SavedEdits> {
  const { workflow } = await editableWorkflow(caller, workflowId);
  return saveWorkflowEdits(caller.tenant, workflow, caller.userId, input, screen);
}

/** A save on the tenant's behalf (the routes' after their access check; the demo seed's). */
export function saveWorkflowEdits(
  tenant: Tenant,
  workflow: WorkflowRow,
  userId: string | null,
  input: EditList & { version: number },
  screen: EditScreen,
): Promise<SavedEdits> {
  return tenant.transaction(async (tx) => {
    const row = await editDocumentRow(tx, workflow);
    if (input.version !== row.version) {
      throw conflict(EditMessage.stale, { version: row.version });
    }
    await refuseWhileRendering(tx, workflow.id);
    const state = await checkedState(tx, row, input.segments);
    return commit(tx, userId, workflow, row, state, input, screen, {
      newEditor: screen === 'builder',
    });
  });
}

/**
 * POST builder/reset: back to the processed original (no segments); re-rendered when the
 * media the workflow plays now was cut. POST transcription/reset: only the subtitle edits go.
 */
export async function resetEdits(
  caller: Caller,
  workflowId: string,
  what: 'builder' | 'transcription',
): Promise<SavedEdits> {
  const { workflow } = await editableWorkflow(caller, workflowId);
  return caller.tenant.transaction(async (tx) => {
    const row = await editDocumentRow(tx, workflow);
    await refuseWhileRendering(tx, workflow.id);
    const keep = (s: EditSegment) => !TEXT_SEGMENTS.has(s.type);
    const list: EditList =
      what === 'builder'
        ? { segments: [], redo: [] }
        : { segments: row.segments.filter(keep), redo: row.redo.filter(keep) };
    const state = await checkedState(tx, row, list.segments);
    return commit(tx, caller.userId, workflow, row, state, list, what, { newEditor: false });
  });
}
