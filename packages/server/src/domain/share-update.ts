/**
 * PUT /v1/content-shares/{id} (001 §7, §6): sets a share's access type and only that type's
 * fields. Switching type clears the others (lists emptied, password hash dropped), so nothing of
 * an earlier restricted or password share lingers. Every change of type, list or password raises
 * the share's token_epoch, which revokes the tokens issued before (share-tokens.ts).
 */
import { and, eq } from 'drizzle-orm';
import { displayName, type contentShareUpdateSchema } from '@stepwise/core';
import type { z } from 'zod';
import { contentShares, smartInstructions, workflows } from '../db/schema.js';
import { hashSecret } from '../auth/passwords.js';
import type { Services } from '../services.js';
import type { Caller } from './caller.js';
import { badRequest, conflict } from './errors.js';
import { assertAccessTypeAllowed, managedShare, type ContentShareRow } from './content-shares.js';
import { mailShareInvitations } from './share-mail.js';

export type ParsedShareUpdate = z.output<typeof contentShareUpdateSchema>;

type AccessColumns = Pick<
  ContentShareRow,
  | 'externalAccessType'
  | 'externalRestrictedDomains'
  | 'externalRestrictedEmails'
  | 'externalPasswordHash'
>;

const sorted = (list: readonly string[]) => [...new Set(list)].sort();
const sameList = (a: readonly string[], b: readonly string[]) =>
  JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));

/** What the update stores: the chosen type's fields, every other one cleared. */
async function accessColumns(
  share: ContentShareRow,
  update: ParsedShareUpdate,
): Promise<AccessColumns> {
  const cleared = {
    externalAccessType: update.externalAccessType,
    externalRestrictedDomains: [],
    externalRestrictedEmails: [],
    externalPasswordHash: null,
  };
  if (update.externalAccessType === 'restricted') {
    return {
      ...cleared,
      externalRestrictedDomains: sorted(update.externalRestrictedDomains),
      externalRestrictedEmails: sorted(update.externalRestrictedEmailRecords.map((r) => r.email)),
    };
  }
  if (update.externalAccessType === 'password') {
    if (update.externalPassword !== undefined) {
      return { ...cleared, externalPasswordHash: await hashSecret(update.externalPassword) };
    }
    // Left out: the password stays, but only a password share has one to keep.
    const kept = share.externalAccessType === 'password' ? share.externalPasswordHash : null;
    if (!kept) throw badRequest('body: externalPassword: Set a password for this link');
    return { ...cleared, externalPasswordHash: kept };
  }
  return cleared;
}

/** Whether issued tokens must stop working: anything about who may open the share changed. */
function accessChanged(
  share: ContentShareRow,
  next: AccessColumns,
  update: ParsedShareUpdate,
): boolean {
  return (
    share.externalAccessType !== next.externalAccessType ||
    !sameList(share.externalRestrictedDomains, next.externalRestrictedDomains) ||
    !sameList(share.externalRestrictedEmails, next.externalRestrictedEmails) ||
    (update.externalAccessType === 'password' && update.externalPassword !== undefined)
  );
}

async function contentTitle(caller: Caller, share: ContentShareRow): Promise<string> {
  if (share.multimodalSopId) {
    const row = await caller.tenant.first(
      smartInstructions,
      eq(smartInstructions.id, share.multimodalSopId),
    );
    return row?.title ?? '';
  }
  const row = await caller.tenant.first(workflows, eq(workflows.id, share.workflowId ?? ''));
  return row?.title ?? '';
}

/** Applies the update; answers the stored row and how many invitation mails went out. */
export async function updateShare(
  services: Pick<Services, 'config' | 'mailer'>,
  caller: Caller,
  id: string,
  update: ParsedShareUpdate,
): Promise<{ row: ContentShareRow; mailed: number }> {
  const share = await managedShare(caller, id);
  assertAccessTypeAllowed(caller, {
    externalAccessType: update.externalAccessType,
    emails:
      update.externalAccessType === 'restricted' ? update.externalRestrictedEmailRecords.length : 0,
    domains:
      update.externalAccessType === 'restricted' ? update.externalRestrictedDomains.length : 0,
  });
  const columns = await accessColumns(share, update);
  const epoch = share.tokenEpoch + (accessChanged(share, columns, update) ? 1 : 0);
  // Guarded by the epoch read: two changes at once cannot both leave tokens of the other alive.
  const [row] = await caller.tenant.update(
    contentShares,
    { ...columns, tokenEpoch: epoch, updatedAt: new Date() },
    and(eq(contentShares.id, share.id), eq(contentShares.tokenEpoch, share.tokenEpoch)),
  );
  if (!row) throw conflict('The share was changed meanwhile; open it again and retry');
  let mailed = 0;
  if (update.externalAccessType === 'restricted' && update.notify) {
    mailed = await mailShareInvitations(services, row.externalRestrictedEmails, {
      organizationId: caller.organizationId,
      shareId: row.id,
      title: await contentTitle(caller, row),
      sharer: displayName(caller.user) || caller.email,
      message: update.message || undefined,
    });
  }
  return { row, mailed };
}
