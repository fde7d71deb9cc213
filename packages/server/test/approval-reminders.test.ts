/**
 * Approval reminders and escalation (domain/approval-reminders.ts), the approval mails
 * (domain/approval-notifications.ts) and GET /v1/me/notifications, against the harness database:
 * the sweep is called directly with an injected `now`.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { ApprovalNotificationType } from '@stepwise/core';
import {
  approvalRequestHistories,
  approvalRequests,
  approvalWorkflows,
  jobs,
  mailOutbox,
  notifications,
  users,
  workflows,
  workspaces,
} from '../src/db/schema.js';
import type { StoredApprovalStage } from '../src/db/schema/sharing-approvals.js';
import { newId } from '../src/db/ids.js';
import { Tenant } from '../src/db/tenant.js';
import {
  APPROVAL_SWEEP_JOB,
  scheduleApprovalSweep,
  sweepApprovalReminders,
} from '../src/domain/approval-reminders.js';
import { approvalMail, mailApprovalNotice } from '../src/domain/approval-notifications.js';
import { DEMO_EMPLOYEE_ID, DEMO_USERS } from '../src/seed/demo.js';
import { startTestServer, type TestServer } from './harness.js';

const DAY = 86_400_000;
const T0 = Date.parse('2026-03-02T09:00:00Z');

let s: TestServer;
let org: string;
const ids = {} as Record<'orgAdmin' | 'wsAdmin' | 'publisher' | 'viewer' | 'employee', string>;
let workspaceId: string;

beforeAll(async () => {
  s = await startTestServer();
  org = s.demoOrganizationId;
  const db = s.database.db;
  const rows = await db.select().from(users).where(eq(users.organizationId, org));
  const byEmail = (email: string) => rows.find((u) => u.email === email)!.id;
  ids.orgAdmin = byEmail(DEMO_USERS.orgAdmin);
  ids.wsAdmin = byEmail(DEMO_USERS.workspaceAdmin);
  ids.publisher = byEmail(DEMO_USERS.publisher);
  ids.viewer = byEmail(DEMO_USERS.viewer);
  ids.employee = rows.find((u) => u.employeeId === DEMO_EMPLOYEE_ID)!.id;
  const wss = await db.select().from(workspaces).where(eq(workspaces.organizationId, org));
  workspaceId = wss.find((w) => w.name === 'Assembly Line')!.id;
});
afterAll(() => s?.close());

/** A workflow under review: stage 1 needs both the publisher and the viewer; the publisher approved. */
async function openRequest(
  opts: {
    status?: string;
    withWorkflow?: boolean;
    startedAt?: number;
    days?: [number, number];
  } = {},
) {
  const db = s.database.db;
  const workflowId = newId();
  await db.insert(workflows).values({
    id: workflowId,
    organizationId: org,
    workspaceId,
    authorId: ids.publisher,
    title: `Torque check ${workflowId.slice(-4)}`,
    languageCode: 'en',
    processed: true,
  });
  const stages: StoredApprovalStage[] = [
    {
      title: 'Quality',
      rule: 'all',
      reviewerIds: [ids.publisher, ids.viewer],
      approvedBy: [ids.publisher],
    },
  ];
  let approvalWorkflowId: string | null = null;
  if (opts.withWorkflow !== false) {
    // One approval workflow per workspace: reuse it across requests of this file.
    const [existing] = await db
      .select()
      .from(approvalWorkflows)
      .where(eq(approvalWorkflows.workspaceId, workspaceId));
    approvalWorkflowId = existing?.id ?? newId();
    if (!existing) {
      await db.insert(approvalWorkflows).values({
        id: approvalWorkflowId,
        organizationId: org,
        workspaceId,
        title: 'Assembly review',
        stages,
        reminderDays: opts.days?.[0] ?? 3,
        escalationDays: opts.days?.[1] ?? 4,
        createdBy: ids.orgAdmin,
      });
    }
  }
  const id = newId();
  await db.insert(approvalRequests).values({
    id,
    organizationId: org,
    approvalWorkflowId,
    workspaceId,
    contentType: 'workflow',
    workflowId,
    title: `Torque check ${workflowId.slice(-4)}`,
    status: opts.status ?? 'in_progress',
    stages,
    requestedBy: ids.publisher,
    stageStartedAt: new Date(opts.startedAt ?? T0),
    ...(opts.status && opts.status !== 'in_progress' ? { closedAt: new Date(T0) } : {}),
  });
  return { id, workflowId };
}

async function noticesOf(requestId: string, type?: ApprovalNotificationType) {
  const rows = await s.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.approvalRequestId, requestId));
  return rows.filter((n) => !type || n.type === type);
}

async function historyOf(requestId: string) {
  const rows = await s.database.db
    .select()
    .from(approvalRequestHistories)
    .where(eq(approvalRequestHistories.requestId, requestId));
  return rows.map((h) => h.event).sort();
}

async function mailsAbout(workflowId: string) {
  const rows = await s.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'approval'));
  return rows.filter((m) => m.text.includes(workflowId));
}

const emailOf = async (userIds: string[]) =>
  (await s.database.db.select().from(users).where(inArray(users.id, userIds)))
    .map((u) => u.email)
    .sort();

const sweep = (now: number) => sweepApprovalReminders(s.app.services, now);

describe('the approval reminder sweep', () => {
  // The sweep covers every open request: each test starts with none left by the one before.
  beforeEach(async () => {
    await s.database.db
      .update(approvalRequests)
      .set({ status: 'canceled', closedAt: new Date() })
      .where(eq(approvalRequests.status, 'in_progress'));
  });

  it('reminds the active reviewers once after the reminder days, then the workspace admins once after the escalation days', async () => {
    const closed = await openRequest({ status: 'approved', startedAt: T0 - 30 * DAY });
    const open = await openRequest();

    expect(await sweep(T0 + 3 * DAY - 60_000)).toEqual({ reminded: 0, escalated: 0 });
    expect(await noticesOf(open.id)).toHaveLength(0);

    // Day 3: the viewer (who has not approved) is reminded; the publisher, who has, is not.
    expect(await sweep(T0 + 3 * DAY)).toEqual({ reminded: 1, escalated: 0 });
    const reminders = await noticesOf(open.id, 'approval_reminder');
    expect(reminders.map((n) => n.receiverId)).toEqual([ids.viewer]);
    expect(reminders[0]).toMatchObject({ workflowId: open.workflowId, read: false });
    expect(await historyOf(open.id)).toEqual(['remind']);
    const [request] = await s.database.db
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.id, open.id));
    expect(request!.remindedAt?.getTime()).toBe(T0 + 3 * DAY);
    expect(request!.escalatedAt).toBeNull();
    const reminderMails = await mailsAbout(open.workflowId);
    expect(reminderMails.map((m) => m.to)).toEqual([DEMO_USERS.viewer]);
    expect(reminderMails[0]!.subject).toContain('is waiting for your review');
    expect(reminderMails[0]!.link).toBe(`${s.config.publicUrl}/playermain/${open.workflowId}`);

    // Later the same day: nothing new.
    expect(await sweep(T0 + 3 * DAY + 3_600_000)).toEqual({ reminded: 0, escalated: 0 });
    expect(await noticesOf(open.id)).toHaveLength(1);

    // Day 3 + 4: the workspace's admins (its admin-group member and the org admin) are told.
    expect(await sweep(T0 + 7 * DAY)).toEqual({ reminded: 0, escalated: 1 });
    const escalations = await noticesOf(open.id, 'approval_escalated');
    const told = escalations.map((n) => n.receiverId);
    expect(told).toEqual(expect.arrayContaining([ids.wsAdmin, ids.orgAdmin]));
    expect(told).not.toContain(ids.viewer);
    expect(told).not.toContain(ids.publisher);
    expect(new Set(told).size).toBe(told.length);
    expect(await historyOf(open.id)).toEqual(['escalate', 'remind']);
    const escalationMails = (await mailsAbout(open.workflowId)).filter((m) =>
      m.subject.includes('overdue'),
    );
    expect(escalationMails.map((m) => m.to).sort()).toEqual(await emailOf(told));

    // A second sweep sends nothing new, and the closed request was never touched.
    expect(await sweep(T0 + 9 * DAY)).toEqual({ reminded: 0, escalated: 0 });
    expect(await noticesOf(open.id)).toHaveLength(1 + told.length);
    expect(await noticesOf(closed.id)).toHaveLength(0);
    expect(await historyOf(closed.id)).toEqual([]);
    expect(await mailsAbout(closed.workflowId)).toHaveLength(0);
  });

  it('sends each reminder once when two sweeps run at the same time', async () => {
    const start = T0 + 20 * DAY;
    const open = await openRequest({ startedAt: start });
    const results = await Promise.all([sweep(start + 3 * DAY), sweep(start + 3 * DAY)]);
    expect(results.reduce((n, r) => n + r.reminded, 0)).toBe(1);
    expect(await noticesOf(open.id, 'approval_reminder')).toHaveLength(1);
    expect(await historyOf(open.id)).toEqual(['remind']);
  });

  it('uses the default days when the approval workflow was deleted', async () => {
    const start = T0 + 40 * DAY;
    const open = await openRequest({ startedAt: start, withWorkflow: false });
    expect(await sweep(start + 2 * DAY)).toEqual({ reminded: 0, escalated: 0 });
    expect((await sweep(start + 3 * DAY)).reminded).toBe(1);
    expect((await sweep(start + 6 * DAY)).escalated).toBe(0);
    expect((await sweep(start + 7 * DAY)).escalated).toBe(1);
    expect(await historyOf(open.id)).toEqual(['escalate', 'remind']);
  });
});

describe('approval mails', () => {
  it('mail only receivers with a mailbox, never the sender, and link rejections to the editor', async () => {
    const { id, workflowId } = await openRequest({ status: 'rejected' });
    const tenant = new Tenant(s.database.db, org);
    const sent = await mailApprovalNotice(s.app.services, tenant, {
      type: 'approval_rejected',
      receiverIds: [ids.employee, ids.viewer, ids.orgAdmin, ids.viewer],
      sender: { id: ids.orgAdmin, name: 'Olivia Admin' },
      request: { id, title: 'Torque check', workflowId, multimodalSopId: null },
      message: 'Step 3 shows the wrong wrench',
    });
    expect(sent).toBe(1);
    const [mail] = await mailsAbout(workflowId);
    expect(mail).toMatchObject({
      to: DEMO_USERS.viewer,
      organizationId: org,
      subject: 'Olivia Admin rejected “Torque check”',
      link: `${s.config.publicUrl}/editor/${workflowId}`,
    });
    expect(mail!.text).toContain('Step 3 shows the wrong wrench');
  });

  it('never throws into the caller', async () => {
    const tenant = new Tenant(s.database.db, org);
    const broken = {
      ...s.app.services,
      mailer: Object.assign(Object.create(s.app.services.mailer), {
        send: () => Promise.reject(new Error('smtp down')),
      }),
    };
    await expect(
      mailApprovalNotice(broken, tenant, {
        type: 'approval_requested',
        receiverIds: [ids.viewer],
        sender: { id: ids.publisher, name: 'Priya' },
        request: { id: newId(), title: 'X', workflowId: null, multimodalSopId: 'sop1' },
      }),
    ).resolves.toBe(0);
  });

  it('links smart instructions to their page', () => {
    const mail = approvalMail('https://stepwise.example', {
      type: 'approval_approved',
      receiverIds: [],
      sender: { id: null, name: '' },
      request: { id: 'r', title: 'Line start', workflowId: null, multimodalSopId: 'sop 1' },
    });
    expect(mail.subject).toBe('“Line start” was approved and published');
    expect(mail.link).toBe('https://stepwise.example/smart-instruction/sop%201');
  });
});

describe('GET /v1/me/notifications', () => {
  it("answers the caller's own notifications of the last 30 days, newest first, with the unread count", async () => {
    const db = s.database.db;
    const { id, workflowId } = await openRequest({ status: 'canceled' });
    const row = (receiverId: string, daysAgo: number, read = false) => ({
      id: newId(),
      organizationId: org,
      receiverId,
      type: 'approval_requested',
      workflowId,
      approvalRequestId: id,
      title: `Notice ${daysAgo}`,
      read,
      senderId: ids.publisher,
      senderName: 'Priya Author',
      createdAt: new Date(Date.now() - daysAgo * DAY),
    });
    await db
      .insert(notifications)
      .values([
        row(ids.wsAdmin, 1),
        row(ids.wsAdmin, 2, true),
        row(ids.wsAdmin, 31),
        row(ids.publisher, 1),
        { ...row(ids.wsAdmin, 0.5), type: 'skill_assigned' },
      ]);
    const token = (await s.api.login(DEMO_USERS.workspaceAdmin)).accessToken;
    const res = await s.api.get('/v1/me/notifications', token);
    expect(res.status).toBe(200);
    const mine = res.body.data.items.filter(
      (n: { approvalRequestId: string }) => n.approvalRequestId === id,
    );
    expect(mine.map((n: { title: string }) => n.title)).toEqual(['Notice 1', 'Notice 2']);
    expect(mine[0]).toMatchObject({
      type: 'approval_requested',
      read: false,
      counter: 1,
      workflowId,
      activity: { senderId: ids.publisher, senderName: 'Priya Author' },
    });
    const all = res.body.data.items as { read: boolean }[];
    expect(res.body.data.unread).toBe(all.filter((n) => !n.read).length);

    const unauth = await s.api.get('/v1/me/notifications');
    expect(unauth.status).toBe(401);
    expect(
      await db
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.receiverId, ids.wsAdmin), eq(notifications.type, 'skill_assigned')),
        ),
    ).toHaveLength(1);
  });
});

describe('GET /v1/me/notifications, at most', () => {
  it('answers the newest 500', async () => {
    const { id, workflowId } = await openRequest({ status: 'canceled' });
    const base = Date.now() - 3_600_000;
    await s.database.db.insert(notifications).values(
      Array.from({ length: 505 }, (_, i) => ({
        id: newId(),
        organizationId: org,
        receiverId: ids.viewer,
        type: 'approval_approved',
        workflowId,
        approvalRequestId: id,
        title: `Bulk ${i}`,
        createdAt: new Date(base + i * 1000),
      })),
    );
    const token = (await s.api.login(DEMO_USERS.viewer)).accessToken;
    const res = await s.api.get('/v1/me/notifications', token);
    expect(res.status).toBe(200);
    expect(res.body.data.items).toHaveLength(500);
    const items = res.body.data.items as { title: string; createdAt: string }[];
    const times = items.map((n) => Date.parse(n.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const titles = items.map((n) => n.title);
    expect(titles).toContain('Bulk 504');
    expect(titles).not.toContain('Bulk 0');
    expect(res.body.data.unread).toBe(500);
  });
});

describe('scheduling', () => {
  it('schedules one sweep per interval however many processes ask', async () => {
    const at = Date.parse('2026-05-01T10:20:00Z');
    await scheduleApprovalSweep(s.database, at);
    await scheduleApprovalSweep(s.database, at + 60_000);
    const queued = await s.database.db.select().from(jobs).where(eq(jobs.kind, APPROVAL_SWEEP_JOB));
    expect(queued.map((j) => j.runAt.toISOString())).toEqual(['2026-05-01T11:00:00.000Z']);
  });
});
