/**
 * Who takes a quiz and whose attempts they read (002 §4, §6-§7). A signed-in caller takes the
 * quiz of a workflow they may play (media-access.ts: published, or theirs to edit; an
 * e-learning session only its course's); a public share's visitor the quiz of the share's
 * published workflow (external-access.ts), without identity. An attempt is read by its owner,
 * and by organisation admins and admins of the workflow's workspace; a public attempt by whoever
 * holds a share of its workflow and its id (the answer to their own POST).
 */
import { eq } from 'drizzle-orm';
import { isAdminRole } from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { userQuizzes } from '../db/schema.js';
import type { Caller } from './caller.js';
import { notFound } from './errors.js';
import { playableWorkflow } from './media-access.js';
import { publicWorkflowAccess, shareGrant, type PublicAccess } from './external-access.js';
import { visibleWorkflow, type WorkflowAccess, type WorkflowRow } from './workflow-access.js';
import type { Taker, UserQuizRow } from './quiz-taking.js';

export async function callerTaker(caller: Caller, workflowId: string): Promise<Taker> {
  const { workflow, workspace, access } = await playableWorkflow(caller, workflowId);
  return {
    tenant: caller.tenant,
    workflow,
    userId: caller.userId,
    // A learner's session is a viewer's, whatever the role of the user behind it.
    canEdit: caller.kind !== 'custom' && access.canEdit(workspace),
  };
}

export function publicTaker(access: PublicAccess): Taker {
  return { tenant: access.tenant, workflow: access.workflow, userId: null, canEdit: false };
}

/**
 * The public access a share token gives, for routes that name no workflow (the submission, an
 * attempt): the share's own workflow. Any token that opens nothing is 403 'no permission'.
 */
export async function publicShareAccess(app: ZodApp, token: string): Promise<PublicAccess> {
  const grant = await shareGrant(app.services, token);
  // publicWorkflowAccess refuses a token that opens nothing the way every public route does.
  return publicWorkflowAccess(app, token, grant?.share.workflowId ?? '');
}

/** GET /v1/user-quiz/{id}/ for a signed-in caller: the owner, or an admin of its workflow. */
export async function readableAttempt(
  caller: Caller,
  id: string,
): Promise<{ row: UserQuizRow; workflow: WorkflowRow }> {
  const row = await caller.tenant.first(userQuizzes, eq(userQuizzes.id, id));
  if (!row) throw notFound('User quiz');
  let found: WorkflowAccess;
  try {
    found = await visibleWorkflow(caller, row.workflowId);
  } catch {
    throw notFound('User quiz');
  }
  const own = row.userId === caller.userId;
  const admin =
    caller.kind !== 'custom' &&
    (isAdminRole(caller.role) || found.access.canAdminister(found.workspace));
  if (!own && !admin) throw notFound('User quiz');
  return { row, workflow: found.workflow };
}

/** GET /v1/user-quiz/{id}/ with a share token: a public attempt at the share's workflow. */
export async function publicAttempt(access: PublicAccess, id: string): Promise<UserQuizRow> {
  const row = await access.tenant.first(userQuizzes, eq(userQuizzes.id, id));
  if (!row || row.userId !== null || row.workflowId !== access.workflow.id) {
    throw notFound('User quiz');
  }
  return row;
}
