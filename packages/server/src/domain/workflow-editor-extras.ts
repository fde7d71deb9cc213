/**
 * The editors' smaller calls (issue 21; 001 §3, §7): the feedback an author gives the editor,
 * who may review a workflow, the edit events an editor records, the conversion history, and the
 * workflow edit steps (cues, voice-overs, audio language; one row per workflow, made on first
 * read). The poster and the external id are in workflow-poster.ts.
 */
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import { displayName, Role, type WorkflowEditSteps, type WorkflowRender } from '@stepwise/core';
import { newId } from '../db/ids.js';
import {
  users,
  workflowEditEvents,
  workflowEditSteps,
  workflowFeedback,
  workflowRenders,
  workspaceMembers,
} from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import { checkKey, workflowKeys } from '../storage/storage.js';
import type { Caller } from './caller.js';
import { badRequest } from './errors.js';
import { editableWorkflow } from './workflow-access.js';
import { renderView, type KeySigner } from './workflow-edits.js';

export async function recordFeedback(
  caller: Caller,
  workflowId: string,
  input: { editor: string; rating: number; comment: string },
): Promise<{ id: string }> {
  const { workflow } = await editableWorkflow(caller, workflowId);
  const id = newId();
  await caller.tenant.insert(workflowFeedback, {
    id,
    workflowId: workflow.id,
    ...input,
    userId: caller.userId,
  });
  return { id };
}

/** Active org admins and the active admins of the workflow's workspace. */
export async function reviewers(caller: Caller, workflowId: string) {
  const { workflow } = await editableWorkflow(caller, workflowId);
  const admins = await caller.tenant.select(
    workspaceMembers,
    and(
      eq(workspaceMembers.workspaceId, workflow.workspaceId),
      eq(workspaceMembers.role, Role.WorkspaceAdmin),
    ),
  );
  const adminIds = admins.map((m) => m.userId);
  const rows = await caller.tenant.select(
    users,
    and(
      eq(users.disabled, false),
      adminIds.length > 0
        ? or(eq(users.role, Role.OrgAdmin), inArray(users.id, adminIds))
        : eq(users.role, Role.OrgAdmin),
    ),
  );
  return rows
    .map((u) => ({
      uid: u.id,
      displayName: displayName(u),
      email: u.email,
      role: u.role === Role.OrgAdmin ? Role.OrgAdmin : Role.WorkspaceAdmin,
    }))
    .sort((a, b) => a.displayName.localeCompare(b.displayName));
}

export async function conversionHistory(
  caller: Caller,
  workflowId: string,
): Promise<WorkflowRender[]> {
  const { workflow } = await editableWorkflow(caller, workflowId);
  const rows = await caller.tenant.select(
    workflowRenders,
    eq(workflowRenders.workflowId, workflow.id),
    { orderBy: [desc(workflowRenders.createdAt), desc(workflowRenders.id)], limit: 100 },
  );
  return rows.map(renderView);
}

type EventRow = typeof workflowEditEvents.$inferSelect;

async function eventViews(tenant: Tenant, rows: EventRow[]) {
  const ids = [...new Set(rows.map((r) => r.userId).filter((id): id is string => !!id))];
  const people =
    ids.length > 0 ? await tenant.select(users, inArray(users.id, ids)) : ([] as never[]);
  const byId = new Map(people.map((u) => [u.id, u]));
  return rows.map((r) => {
    const user = r.userId ? byId.get(r.userId) : undefined;
    return {
      id: r.id,
      workflowId: r.workflowId,
      type: r.type as never,
      stepId: r.stepId,
      data: r.data,
      user: user ? { uid: user.id, displayName: displayName(user) } : null,
      createdAt: r.createdAt.toISOString(),
    };
  });
}

export async function recordEditEvents(
  caller: Caller,
  workflowId: string,
  events: { type: string; stepId: string | null; data: Record<string, unknown> }[],
) {
  const { workflow } = await editableWorkflow(caller, workflowId);
  const rows = await caller.tenant.insert(
    workflowEditEvents,
    events.map((e) => ({ id: newId(), workflowId: workflow.id, ...e, userId: caller.userId })),
  );
  return eventViews(caller.tenant, rows);
}

/** The workflow's edit events, newest first (the last 500). */
export async function editEvents(caller: Caller, workflowId: string) {
  const { workflow } = await editableWorkflow(caller, workflowId);
  const rows = await caller.tenant.select(
    workflowEditEvents,
    eq(workflowEditEvents.workflowId, workflow.id),
    { orderBy: [desc(workflowEditEvents.createdAt), desc(workflowEditEvents.id)], limit: 500 },
  );
  return eventViews(caller.tenant, rows);
}

// ---- workflow edit steps ----------------------------------------------------------------------

type EditStepsRow = typeof workflowEditSteps.$inferSelect;

async function editStepsRow(tenant: Tenant, workflowId: string): Promise<EditStepsRow> {
  const found = await tenant.first(workflowEditSteps, eq(workflowEditSteps.workflowId, workflowId));
  if (found) return found;
  await tenant.insertIgnore(workflowEditSteps, { workflowId });
  return (await tenant.first(workflowEditSteps, eq(workflowEditSteps.workflowId, workflowId)))!;
}

function editStepsView(row: EditStepsRow, sign: KeySigner): WorkflowEditSteps {
  return {
    id: row.workflowId,
    cues: row.cues,
    voiceOvers: row.voiceOvers.map((v) => ({
      ...v,
      originalAudioUrl: v.audioUrl,
      audioUrl: sign(v.audioUrl) ?? '',
    })),
    audioLanguage: row.audioLanguage,
  };
}

export async function readEditSteps(caller: Caller, workflowId: string, sign: KeySigner) {
  const { workflow } = await editableWorkflow(caller, workflowId);
  return editStepsView(await editStepsRow(caller.tenant, workflow.id), sign);
}

/** A voice-over's audio must be this workflow's own file: anything else is a 400. */
function checkAudioKey(root: string, key: string): void {
  let valid = false;
  try {
    valid = checkKey(key).startsWith(`${root}/`);
  } catch {
    valid = false;
  }
  if (!valid) {
    throw badRequest("A voice-over's audio must be a file of this workflow.", { audioUrl: key });
  }
}

export async function updateEditSteps(
  caller: Caller,
  workflowId: string,
  patch: {
    cues?: EditStepsRow['cues'] | undefined;
    voiceOvers?: EditStepsRow['voiceOvers'] | undefined;
    audioLanguage?: string | null | undefined;
  },
  sign: KeySigner,
) {
  const { workflow } = await editableWorkflow(caller, workflowId);
  const root = workflowKeys(workflow.organizationId, workflow.id).root;
  for (const v of patch.voiceOvers ?? []) checkAudioKey(root, v.audioUrl);
  await editStepsRow(caller.tenant, workflow.id);
  const [row] = await caller.tenant.update(
    workflowEditSteps,
    {
      ...(patch.cues ? { cues: patch.cues } : {}),
      ...(patch.voiceOvers ? { voiceOvers: patch.voiceOvers } : {}),
      ...(patch.audioLanguage !== undefined ? { audioLanguage: patch.audioLanguage } : {}),
      updatedAt: new Date(),
    },
    eq(workflowEditSteps.workflowId, workflow.id),
  );
  return editStepsView(row!, sign);
}
