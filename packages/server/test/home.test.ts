/**
 * Home over real HTTP (issue 24; 002 §2 /home/overview and /home/discover): the viewer's counts
 * of assigned skills and task occurrences, what is due (overdue first), the recently viewed
 * workflows and smart instructions (hidden ones left out), the mean progress of open items, and
 * discover: what was published in workspaces the caller views, newest first, paged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_SKILL_ASSESSMENT, DEFAULT_SKILL_CERTIFICATION, Role } from '@stepwise/core';
import { hashSecret } from '../src/auth/passwords.js';
import { newId } from '../src/db/ids.js';
import {
  skillPerformances,
  skills,
  smartInstructions,
  sopSessions,
  taskAssigneeSettings,
  taskPerformances,
  tasks,
  trackingRecords,
  users,
  workflows,
  workspaceMembers,
  workspaces,
} from '../src/db/schema.js';
import { buildFixtures, OTHER_ORG } from './fixtures.js';
import { startTestServer, TEST_PASSWORD, type TestServer } from './harness.js';

let s: TestServer;
let org = '';
const token = { view: '', other: '' };
// A person of this file only, so seeded or other tests' assignments never count here.
const LEARNER = `home-learner-${Date.now().toString(36)}@demo.stepwise.test`;
const ids = {
  overdueSkill: newId(),
  soonSkill: newId(),
  doneSkill: newId(),
  hiddenSkill: newId(),
  task: newId(),
  openOccurrence: newId(),
  publicFlow: newId(),
  privateFlow: newId(),
  sop: newId(),
  draftSop: newId(),
};
const DAY = 86_400_000;
const now = Date.now();

beforeAll(async () => {
  s = await startTestServer();
  // The fixtures make the other organisation, whose admin must see none of this.
  await buildFixtures(s.database.db, s.demoOrganizationId);
  org = s.demoOrganizationId;
  const db = s.database.db;
  const viewer = { id: newId() };
  await db.insert(users).values({
    id: viewer.id,
    organizationId: org,
    email: LEARNER,
    role: Role.Viewer,
    firstName: 'Hana',
    lastName: 'Learner',
    passwordHash: await hashSecret(TEST_PASSWORD),
  });
  const [group] = await db.select().from(workspaces).where(eq(workspaces.organizationId, org));
  // Two private workspaces of this file: the learner is a member of the first only.
  const assembly = { id: newId() };
  const safety = { id: newId() };
  await db.insert(workspaces).values(
    [assembly, safety].map((w, i) => ({
      id: w.id,
      organizationId: org,
      workspaceGroupId: group!.workspaceGroupId,
      name: `Home ${i} ${LEARNER}`,
      private: true,
    })),
  );
  await db.insert(workspaceMembers).values({
    organizationId: org,
    workspaceId: assembly.id,
    userId: viewer.id,
    role: Role.Viewer,
  });
  const skill = (id: string, title: string, published = true) => ({
    id,
    organizationId: org,
    workspaceId: assembly.id,
    title,
    published,
    publishedAt: published ? new Date() : null,
    assessment: DEFAULT_SKILL_ASSESSMENT,
    certification: DEFAULT_SKILL_CERTIFICATION,
  });
  await db
    .insert(skills)
    .values([
      skill(ids.overdueSkill, 'Home Overdue Skill'),
      skill(ids.soonSkill, 'Home Soon Skill'),
      skill(ids.doneSkill, 'Home Done Skill'),
      skill(ids.hiddenSkill, 'Home Unpublished Skill', false),
    ]);
  const perf = (skillId: string, dueAt: Date | null, progress: number, done = false) => ({
    id: newId(),
    organizationId: org,
    skillId,
    userId: viewer.id,
    dueAt,
    progress,
    completedAt: done ? new Date() : null,
  });
  await db
    .insert(skillPerformances)
    .values([
      perf(ids.overdueSkill, new Date(now - 2 * DAY), 20),
      perf(ids.soonSkill, new Date(now + 2 * DAY), 60),
      perf(ids.doneSkill, null, 100, true),
      perf(ids.hiddenSkill, new Date(now - 5 * DAY), 0),
    ]);
  await db
    .insert(tasks)
    .values({ id: ids.task, organizationId: org, workspaceId: assembly.id, title: 'Home Task' });
  const settingId = newId();
  await db.insert(taskAssigneeSettings).values({
    id: settingId,
    organizationId: org,
    taskId: ids.task,
    schedule: { type: 'once', startAt: new Date(now - DAY).toISOString() } as never,
  });
  const occurrence = (id: string, startsAt: Date, status: string, progress: number) => ({
    id,
    organizationId: org,
    taskId: ids.task,
    assigneeSettingId: settingId,
    userId: viewer.id,
    startsAt,
    dueAt: new Date(startsAt.getTime() + 3 * DAY),
    status,
    progress,
    completedAt: status === 'completed' ? new Date() : null,
  });
  await db.insert(taskPerformances).values([
    occurrence(ids.openOccurrence, new Date(now - DAY), 'todo', 40),
    occurrence(newId(), new Date(now - 9 * DAY), 'completed', 100),
    // Not started yet: not the viewer's to do.
    occurrence(newId(), new Date(now + 9 * DAY), 'todo', 0),
  ]);

  const flow = (id: string, workspaceId: string, title: string, published: Date) => ({
    id,
    organizationId: org,
    workspaceId,
    title,
    languageCode: 'en',
    processed: true,
    published: true,
    publishedDate: published,
  });
  await db
    .insert(workflows)
    .values([
      flow(ids.publicFlow, assembly.id, 'Home Public Flow', new Date(now + 1000)),
      flow(ids.privateFlow, safety.id, 'Home Private Flow', new Date(now + 2000)),
    ]);
  await db.insert(smartInstructions).values([
    {
      id: ids.sop,
      organizationId: org,
      workspaceId: assembly.id,
      title: 'Home Published SOP',
      published: true,
      publishedAt: new Date(now + 3000),
      status: 'published',
    },
    {
      id: ids.draftSop,
      organizationId: org,
      workspaceId: assembly.id,
      title: 'Home Draft SOP',
    },
  ]);
  const track = (workflowId: string, at: number) => ({
    organizationId: org,
    id: newId(),
    workflowId,
    userId: viewer.id,
    lastUpdated: at,
    record: {},
    updatedAt: new Date(at),
  });
  await db
    .insert(trackingRecords)
    .values([track(ids.publicFlow, now - 3000), track(ids.privateFlow, now - 1000)]);
  const session = (instructionId: string, at: number) => ({
    id: newId(),
    organizationId: org,
    instructionId,
    version: '1.0',
    userId: viewer.id,
    onEnter: at,
    durationSeconds: 1,
    updatedAt: new Date(at),
  });
  await db
    .insert(sopSessions)
    .values([session(ids.sop, now - 2000), session(ids.draftSop, now - 500)]);

  const logins = await Promise.all([s.api.login(LEARNER), s.api.login(OTHER_ORG.admin)]);
  token.view = logins[0].accessToken;
  token.other = logins[1].accessToken;
});
afterAll(() => s?.close());

describe('GET /v1/me/home/overview', () => {
  it('counts published skills and started task occurrences, to do and completed', async () => {
    const res = await s.api.get('/v1/me/home/overview', token.view);
    expect(res.status).toBe(200);
    expect(res.body.data.counts).toMatchObject({
      skillsTodo: 2,
      skillsCompleted: 1,
      tasksTodo: 1,
      tasksCompleted: 1,
      overdue: 1,
    });
  });

  it('lists what is due, overdue first, and the mean progress of open items', async () => {
    const { data } = (await s.api.get('/v1/me/home/overview', token.view)).body;
    expect(data.due.map((d: { title: string }) => d.title)).toEqual([
      'Home Overdue Skill',
      'Home Soon Skill',
      'Home Task',
    ]);
    expect(data.due[0]).toMatchObject({ kind: 'skill', id: ids.overdueSkill, overdue: true });
    expect(data.due[2]).toMatchObject({ kind: 'task', id: ids.openOccurrence, refId: ids.task });
    expect(data.progress).toBe(Math.round((20 + 60 + 40) / 3));
  });

  it('shows recently viewed content the caller still sees, newest first', async () => {
    const { data } = (await s.api.get('/v1/me/home/overview', token.view)).body;
    // The private workflow and the draft SOP were viewed later but are hidden from the viewer.
    expect(data.recent.map((r: { id: string }) => r.id)).toEqual([ids.sop, ids.publicFlow]);
    expect(data.recent[0].type).toBe('multimodal-sops');
  });

  it('is empty for someone with nothing assigned or viewed', async () => {
    const { data } = (await s.api.get('/v1/me/home/overview', token.other)).body;
    expect(data).toMatchObject({ due: [], recent: [], progress: 0 });
    expect(data.counts.skillsTodo).toBe(0);
  });
});

describe('GET /v1/me/home/discover', () => {
  it('lists published content of viewable workspaces, newest first, paged', async () => {
    const all = await s.api.get('/v1/me/home/discover', token.view, { size: '100' });
    expect(all.status).toBe(200);
    const seen: string[] = all.body.data.items.map((i: { id: string }) => i.id);
    // Newest first: the SOP was published after the workflow.
    expect(seen.indexOf(ids.sop)).toBeGreaterThanOrEqual(0);
    expect(seen.indexOf(ids.sop)).toBeLessThan(seen.indexOf(ids.publicFlow));
    expect(seen).not.toContain(ids.privateFlow);
    expect(seen).not.toContain(ids.draftSop);
    expect(all.body.data.page.dataCount).toBe(seen.length);
    const second = await s.api.get('/v1/me/home/discover', token.view, { page: '1', size: '1' });
    expect(second.body.data.items.map((i: { id: string }) => i.id)).toEqual(seen.slice(1, 2));
  });

  it('refuses a bad page size with a 400', async () => {
    const res = await s.api.get('/v1/me/home/discover', token.view, { size: '0' });
    expect(res.status).toBe(400);
    expect(res.body.ok).toBe(false);
  });

  it('shows no other organisation content', async () => {
    const res = await s.api.get('/v1/me/home/discover', token.other, { size: '100' });
    const seen = res.body.data.items.map((i: { id: string }) => i.id);
    expect(seen).not.toContain(ids.publicFlow);
  });
});
