/**
 * POST /v1/notifications (issue 24; 002 §7 "share workflow / smart instruction, ask to watch
 * again, ask to review"): a person tells users and the members of teams of their organisation
 * about content. The sender must see the content (to review it: edit it); receivers outside the
 * organisation are refused, not skipped, so a wrong id is noticed.
 */
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  displayName,
  NOTIFICATION_RECEIVERS_MAX,
  type notificationSendSchema,
} from '@stepwise/core';
import { teamMembers, teams, users } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import type { Caller } from './caller.js';
import { badRequest } from './errors.js';
import { unpublishedWorkflow } from './media-access.js';
import { notify } from './notify.js';
import { editableWorkflow, visibleWorkflow } from './workflow-access.js';
import { visibleInstruction } from './smart-instruction-access.js';

type SendBody = z.output<typeof notificationSendSchema>;

/** The users of `userIds` plus the members of `teamIds`, each once; 400 for a foreign id. */
export async function receiversIn(
  tenant: Tenant,
  userIds: readonly string[],
  teamIds: readonly string[],
): Promise<string[]> {
  const wantedUsers = [...new Set(userIds)];
  const wantedTeams = [...new Set(teamIds)];
  const [userRows, teamRows, memberRows] = await Promise.all([
    wantedUsers.length ? tenant.select(users, inArray(users.id, wantedUsers)) : [],
    wantedTeams.length ? tenant.select(teams, inArray(teams.id, wantedTeams)) : [],
    wantedTeams.length ? tenant.select(teamMembers, inArray(teamMembers.teamId, wantedTeams)) : [],
  ]);
  if (userRows.length !== wantedUsers.length)
    throw badRequest('Some receivers are not users of this organisation');
  if (teamRows.length !== wantedTeams.length)
    throw badRequest('Some teams are not teams of this organisation');
  const disabled = new Set(userRows.filter((u) => u.disabled).map((u) => u.id));
  const all = [...new Set([...wantedUsers, ...memberRows.map((m) => m.userId)])].filter(
    (id) => !disabled.has(id),
  );
  if (all.length > NOTIFICATION_RECEIVERS_MAX)
    throw badRequest(`At most ${NOTIFICATION_RECEIVERS_MAX} receivers at once`);
  return all;
}

/** The content's title and ids, checked against what the sender may do with it. */
async function contentOf(
  caller: Caller,
  body: SendBody,
): Promise<{ title: string; workflowId: string | null; multimodalSopId: string | null }> {
  if (body.type === 'share_mmsop') {
    const { row } = await visibleInstruction(caller, body.multimodalSopId!);
    return { title: row.title, workflowId: null, multimodalSopId: row.id };
  }
  // Asking someone to review a workflow opens the builder for them: only an editor may ask.
  const { workflow, workspace, access } =
    body.type === 'review_workflow'
      ? await editableWorkflow(caller, body.workflowId!)
      : await visibleWorkflow(caller, body.workflowId!);
  // A draft is shared only by those who see drafts there (the player's code 2 for the rest).
  if (!workflow.published && !access.canEdit(workspace)) throw unpublishedWorkflow();
  return { title: workflow.title, workflowId: workflow.id, multimodalSopId: null };
}

/** Sends one notification per receiver (never to the sender); answers how many were stored. */
export async function sendNotification(caller: Caller, body: SendBody): Promise<number> {
  const content = await contentOf(caller, body);
  const receiverIds = await receiversIn(caller.tenant, body.userIds, body.teamIds);
  return caller.tenant.transaction((tx) =>
    notify(tx, {
      type: body.type,
      receiverIds,
      sender: { id: caller.userId, name: displayName(caller.user) || caller.email },
      title: content.title,
      workflowId: content.workflowId,
      multimodalSopId: content.multimodalSopId,
      message: body.message,
    }),
  );
}
