/**
 * Troubleshooting reports (issue 25; 000 §2 /troubleshooting): the results of the checks a person
 * ran in their browser, sent to the organisation's admins. Stored (troubleshooting_reports) and
 * mailed to every active admin with a mailbox through the outbox (no notification kind of
 * 002 §4 fits a report); admins list them on the page.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  Role,
  displayName,
  worstStatus,
  type TroubleshootingReport,
  type TroubleshootingReportInput,
  type TroubleshootingResult,
} from '@stepwise/core';
import { newId } from '../db/ids.js';
import { troubleshootingReports, users } from '../db/schema.js';
import type { Mailer } from '../mail/mailer.js';
import type { Caller } from './caller.js';
import { hasMailbox } from './notify.js';

/** Ours: the newest reports the admin panel lists. */
export const TROUBLESHOOTING_LIST_MAX = 100;

/** Stores the report and mails the admins; answers the stored report. */
export async function sendTroubleshootingReport(
  caller: Caller,
  input: TroubleshootingReportInput,
  mailer: Mailer,
  publicUrl: string,
): Promise<TroubleshootingReport> {
  const [row] = await caller.tenant.insert(troubleshootingReports, {
    id: newId(),
    userId: caller.userId,
    results: input.results,
    note: input.note || null,
  });
  const admins = await caller.tenant.select(
    users,
    and(inArray(users.role, [Role.OrgAdmin, Role.SuperAdmin]), eq(users.disabled, false)),
  );
  const who = displayName(caller.user) || caller.user.employeeId || caller.email;
  const overall = worstStatus(input.results.map((r) => r.status));
  const lines = input.results.map((r) => `- ${r.check}: ${r.status.toUpperCase()} — ${r.detail}`);
  const text = [
    `${who} ran the troubleshooting checks (overall: ${overall}).`,
    '',
    ...lines,
    ...(input.note ? ['', `Note: ${input.note}`] : []),
    '',
    `All reports: ${publicUrl}/troubleshooting`,
  ].join('\n');
  for (const admin of admins.filter(hasMailbox)) {
    if (admin.id === caller.userId) continue;
    await mailer.send({
      to: admin.email,
      subject: `Troubleshooting report from ${who}`,
      text,
      kind: 'notice',
      link: `${publicUrl}/troubleshooting`,
      organizationId: caller.organizationId,
    });
  }
  return {
    id: row!.id,
    user: { id: caller.userId, name: who, email: caller.email },
    results: row!.results as TroubleshootingResult[],
    note: row!.note,
    createdAt: row!.createdAt.toISOString(),
  };
}

/** The newest reports of the organisation (organisation admins). */
export async function listTroubleshootingReports(caller: Caller): Promise<TroubleshootingReport[]> {
  const rows = await caller.tenant.select(troubleshootingReports, undefined, {
    orderBy: desc(troubleshootingReports.createdAt),
    limit: TROUBLESHOOTING_LIST_MAX,
  });
  const people = rows.length
    ? await caller.tenant.select(users, inArray(users.id, [...new Set(rows.map((r) => r.userId))]))
    : [];
  const byId = new Map(people.map((p) => [p.id, p]));
  return rows.map((r) => {
    const p = byId.get(r.userId);
    return {
      id: r.id,
      user: {
        id: r.userId,
        name: p ? displayName(p) || p.employeeId || p.email : '',
        email: p?.employeeId ?? p?.email ?? '',
      },
      results: r.results as TroubleshootingResult[],
      note: r.note,
      createdAt: r.createdAt.toISOString(),
    };
  });
}
