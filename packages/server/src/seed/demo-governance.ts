/**
 * Governance on a few demo items (issue 25; /governance): owners and review-by dates, one of
 * them overdue, so the lists show something. Idempotent: an item that already has governance
 * keeps it. No API key is seeded (keys are secrets).
 */
import { inArray } from 'drizzle-orm';
import { isoDate, type GovernedContentType } from '@stepwise/core';
import { contentGovernance, users } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import { DEMO_USERS } from './demo.js';

const DAY = 86_400_000;

export async function ensureDemoGovernance(
  tenant: Tenant,
  items: { type: GovernedContentType; id: string | undefined }[],
  now = new Date(),
): Promise<void> {
  const people = await tenant.select(
    users,
    inArray(users.email, [DEMO_USERS.workspaceAdmin, DEMO_USERS.publisher, DEMO_USERS.orgAdmin]),
  );
  const byEmail = new Map(people.map((p) => [p.email, p.id]));
  // Overdue by ten days, then due in two and in four months.
  const plan = [
    { owner: DEMO_USERS.workspaceAdmin, days: -10 },
    { owner: DEMO_USERS.publisher, days: 60 },
    { owner: DEMO_USERS.orgAdmin, days: 120 },
  ];
  for (const [i, item] of items.entries()) {
    const step = plan[i % plan.length]!;
    if (!item.id) continue;
    await tenant.insertIgnore(contentGovernance, {
      contentType: item.type,
      contentId: item.id,
      ownerId: byEmail.get(step.owner) ?? null,
      reviewBy: isoDate(new Date(now.getTime() + step.days * DAY)),
    });
  }
}
