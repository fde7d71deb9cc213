/**
 * The approval notifications (issue 23; 002 §4 "approval requested or approved opens the player;
 * approval canceled or rejected opens the advanced editor"; card labels approval requested,
 * smart video approved, smart video rejected, approval recalled), stored per receiver in
 * `notifications` (the notification centre and its live delivery are issue 24; until then
 * /home/for-approval lists them).
 */
import { inArray } from 'drizzle-orm';
import { approvalNoticePath, displayName, type ApprovalNotificationType } from '@stepwise/core';
import { users } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import type { Services } from '../services.js';
import { hasMailbox, notify, receiversOf } from './notify.js';

export interface ApprovalNotice {
  type: ApprovalNotificationType;
  /** Who is told (duplicates and the sender are left out). */
  receiverIds: readonly string[];
  sender: { id: string | null; name: string };
  request: {
    id: string;
    title: string;
    workflowId: string | null;
    multimodalSopId: string | null;
  };
  /** The reject or recall comment, else ''. */
  message?: string;
}

/** Stores one notification per receiver, in the caller's transaction (through notify). */
export async function notifyApprovalEvent(tx: Tenant, notice: ApprovalNotice): Promise<number> {
  return notify(tx, {
    type: notice.type,
    receiverIds: notice.receiverIds,
    sender: notice.sender,
    title: notice.request.title,
    workflowId: notice.request.workflowId,
    multimodalSopId: notice.request.multimodalSopId,
    approvalRequestId: notice.request.id,
    message: notice.message ?? '',
  });
}

/**
 * The mail's subject: the English text of the notification (the catalogue's notification.*
 * keys; the server's mails are English, like the invitations).
 */
const SUBJECTS: Record<ApprovalNotificationType, (title: string, sender: string) => string> = {
  approval_requested: (title, sender) => `${sender} asked you to review “${title}”`,
  approval_approved: (title) => `“${title}” was approved and published`,
  approval_rejected: (title, sender) => `${sender} rejected “${title}”`,
  approval_recalled: (title, sender) => `${sender} recalled “${title}” from review`,
  approval_reminder: (title) => `“${title}” is waiting for your review`,
  approval_escalated: (title) => `“${title}” is overdue for review`,
};

/** What mailing needs: the mailer and the public URL the links are built on. */
export type ApprovalMailServices = Pick<Services, 'mailer'> & {
  config: Pick<Services['config'], 'publicUrl'>;
};

/** The subject, text and link of one notice's mail. */
export function approvalMail(
  publicUrl: string,
  notice: ApprovalNotice,
): { subject: string; text: string; link: string | null } {
  const sender = notice.sender.name || 'Stepwise';
  const subject = SUBJECTS[notice.type](notice.request.title, sender);
  const path = approvalNoticePath(notice.type, notice.request);
  const link = path ? `${publicUrl}${path}` : null;
  const lines = [subject, ''];
  if (notice.message) lines.push(`Comment from ${sender}:`, notice.message, '');
  if (link) lines.push(`Open it: ${link}`);
  return { subject, text: `${lines.join('\n')}\n`, link };
}

/**
 * Mails a notice to each receiver with a real address: passwordless (employee id) accounts,
 * shared accounts, e-learning learners and disabled users are skipped. Call it after the
 * transaction that stored the notice committed. It never throws: a failed mail is logged and the
 * approval goes on (the notification is stored either way). Answers how many were mailed.
 */
export async function mailApprovalNotice(
  services: ApprovalMailServices,
  tenant: Tenant,
  notice: ApprovalNotice,
): Promise<number> {
  try {
    const receivers = receiversOf(notice);
    if (receivers.length === 0) return 0;
    const rows = await tenant.select(users, inArray(users.id, receivers));
    const mail = approvalMail(services.config.publicUrl, notice);
    let sent = 0;
    for (const user of rows) {
      if (!hasMailbox(user)) continue;
      try {
        await services.mailer.send({
          kind: 'approval',
          to: user.email,
          organizationId: tenant.organizationId,
          subject: mail.subject,
          text: `Hello ${displayName(user) || user.email},\n\n${mail.text}`,
          ...(mail.link ? { link: mail.link } : {}),
        });
        sent += 1;
      } catch (err) {
        services.mailer.log.error({ err, to: user.email }, 'approval mail failed');
      }
    }
    return sent;
  } catch (err) {
    services.mailer.log.error({ err, requestId: notice.request.id }, 'approval mails failed');
    return 0;
  }
}
