/**
 * The demo's restricted and password links (issue 23), so the /share page can be tried at once:
 * "Replace the air filter" is shared with the domain partner.example (any address there gets a
 * code by mail; the codes land in the mail outbox and the log), and "Start the conveyor line"
 * opens with DEMO_SHARE_PASSWORD. The public share of the demo smart instruction stays as it is
 * (demo-sop.ts). Idempotent: a workflow that already has a share keeps it untouched, whatever
 * someone has set since.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { contentShares, users } from '../db/schema.js';
import { newId } from '../db/ids.js';
import type { Tenant } from '../db/tenant.js';
import { hashSecret } from '../auth/passwords.js';
import { DEMO_USERS } from './demo.js';

/** The demo password link's password (printed in the README and the start log). */
export const DEMO_SHARE_PASSWORD = 'Partner-Preview-2026';
/** The domain the demo restricted link admits. */
export const DEMO_SHARE_DOMAIN = 'partner.example';

type ShareFields = Pick<
  typeof contentShares.$inferInsert,
  'externalAccessType' | 'externalRestrictedDomains' | 'externalPasswordHash'
>;

async function ensureWorkflowShare(
  tenant: Tenant,
  workflowId: string,
  createdBy: string | null,
  fields: () => Promise<ShareFields>,
): Promise<void> {
  const existing = await tenant.first(
    contentShares,
    and(eq(contentShares.type, 'workflow'), eq(contentShares.workflowId, workflowId)),
  );
  if (existing) return;
  // Two seeds at once: the unique index keeps one.
  await tenant.insertIgnore(contentShares, {
    id: newId(),
    type: 'workflow',
    workflowId,
    redirectId: randomBytes(8).toString('base64url').slice(0, 10),
    createdBy,
    ...(await fields()),
  });
}

/** The two links, on the sample workflows that exist (either may be missing). */
export async function ensureDemoShares(
  tenant: Tenant,
  workflows: { restricted?: string; password?: string },
): Promise<void> {
  const author = await tenant.first(users, eq(users.email, DEMO_USERS.publisher));
  const by = author?.id ?? null;
  if (workflows.restricted) {
    await ensureWorkflowShare(tenant, workflows.restricted, by, async () => ({
      externalAccessType: 'restricted',
      externalRestrictedDomains: [DEMO_SHARE_DOMAIN],
    }));
  }
  if (workflows.password) {
    await ensureWorkflowShare(tenant, workflows.password, by, async () => ({
      externalAccessType: 'password',
      externalPasswordHash: await hashSecret(DEMO_SHARE_PASSWORD),
    }));
  }
}
