/**
 * Tasks over real HTTP (issue 24; 002 §5, §6, §7 Tasks, §8 codes 2 and 52): create with the
 * title rules, content, a weekly task with a smart instruction assigned to a team (each member
 * gets an occurrence; a run from the task player completes it; the scheduler makes the next
 * week's once, however often and however many processes run it), a one-off with a due date,
 * batch update / removal / delete, and another organisation seeing nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '@stepwise/core';
import { notifications, teamMembers, teams, users, workflows } from '../src/db/schema.js';
import { newId } from '../src/db/ids.js';
import { runTaskSchedule } from '../src/domain/task-schedule.js';
import { DEMO_USERS } from '../src/seed/demo.js';
import { buildFixtures, type Fixtures } from './fixtures.js';
import { startTestServer, type TestServer } from './harness.js';
import { signIn, type Tokens } from './sop-helpers.js';

let s: TestServer;
let fx: Fixtures;
let token: Tokens;
let ids: { viewer: string; publisher: string; wsAdmin: string; team: string };

const HOUR = 3_600_000;
const WEEK = 7 * 24 * HOUR;

beforeAll(async () => {
  s = await startTestServer();
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  token = await signIn(s);
  const db = s.database.db;
  const id = async (email: string) =>
    (await db.select().from(users).where(eq(users.email, email)))[0]!.id;
  ids = {
    viewer: await id(DEMO_USERS.viewer),
    publisher: await id(DEMO_USERS.publisher),
    wsAdmin: await id(DEMO_USERS.workspaceAdmin),
    team: newId(),
  };
  // A press team of two: the viewer and the workspace admin.
  const org = s.demoOrganizationId;
  await db.insert(teams).values({ id: ids.team, organizationId: org, name: 'Press Team' });
  await db.insert(teamMembers).values([
    { organizationId: org, teamId: ids.team, userId: ids.viewer },
    { organizationId: org, teamId: ids.team, userId: ids.wsAdmin },
  ]);
});
afterAll(() => s?.close());

const ws = () => fx.base.workspaceId!;
const sop = () => fx.base.publishedSopId!;

async function newTask(title: string, opts: { publish?: boolean } = {}) {
  const created = await s.api.post('/v1/tasks', { title, group: ws() }, token.pub);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = created.body.data.item.id as string;
  const put = await s.api.put(
    `/v1/tasks/${id}/contents`,
    { list: [{ type: 'multimodal-sops', id: sop() }] },
    token.pub,
  );
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  if (opts.publish !== false) {
    const pub = await s.api.patch(`/v1/tasks/${id}`, { published: true }, token.pub);
    expect(pub.status).toBe(200);
  }
  return id;
}

async function performances(taskId: string, query: Record<string, string> = {}) {
  const r = await s.api.get(`/v1/tasks/${taskId}/task-performances`, token.pub, query);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.items as {
    id: string;
    userId: string;
    teamId: string | null;
    startsAt: string;
    dueAt: string | null;
    status: string;
    progress: number;
  }[];
}

function run(performanceId: string, completed: boolean, id = newId()) {
  return s.api.post(
    '/v1/tracking/multimodal-sop',
    {
      id,
      multimodalSopId: sop(),
      isPublic: false,
      onEnter: Date.now(),
      onExit: null,
      durationSeconds: 30,
      deviceInfo: {},
      currentItemId: null,
      items: [],
      completed,
      taskPerformanceId: performanceId,
    },
    token.view,
  );
}

describe('creating a task (002 §5)', () => {
  it('takes a title of 90 characters and refuses 91 or a blank one', async () => {
    const ok = await s.api.post('/v1/tasks', { title: 'T'.repeat(90), group: ws() }, token.pub);
    expect(ok.status).toBe(200);
    expect(ok.body.data.item).toMatchObject({ published: false, list: [], group: ws() });
    for (const title of ['T'.repeat(91), '   ']) {
      const bad = await s.api.post('/v1/tasks', { title, group: ws() }, token.pub);
      expect(bad.status).toBe(400);
      expect(bad.body.ok).toBe(false);
    }
  });

  it('is for task managers: a viewer is refused, a hidden workspace is 404', async () => {
    const viewer = await s.api.post('/v1/tasks', { title: 'Mine', group: ws() }, token.view);
    expect(viewer.status).toBe(403);
    const other = await s.api.post('/v1/tasks', { title: 'Theirs', group: ws() }, token.other);
    expect(other.status).toBe(404);
  });
});

describe('content', () => {
  it('keeps published content in order and refuses duplicates, drafts and unknown ids', async () => {
    const id = await newTask('Content rules', { publish: false });
    const task = await s.api.get(`/v1/tasks/${id}`, token.pub);
    expect(task.body.data.item.list).toMatchObject([
      { type: 'multimodal-sops', id: sop(), available: true, published: true },
    ]);
    const refused = [
      [
        { type: 'multimodal-sops', id: sop() },
        { type: 'multimodal-sops', id: sop() },
      ],
      // The draft workflow and the draft SOP of the fixtures: unpublished.
      [{ type: 'workflows', id: fx.base.workflowId! }],
      [{ type: 'multimodal-sops', id: fx.base.smartInstructionId! }],
      [{ type: 'workflows', id: newId() }],
    ];
    for (const list of refused) {
      const r = await s.api.put(`/v1/tasks/${id}/contents`, { list }, token.pub);
      expect(r.status, JSON.stringify(list)).toBe(400);
    }
  });
});

describe('a weekly task with a smart instruction, assigned to a team', () => {
  let taskId: string;
  let settingId: string;
  // Recurring starts keep a wall-clock time to the second.
  const start = Math.floor((Date.now() - HOUR) / 1000) * 1000;

  it('gives each member of the team an occurrence at once, and tells them', async () => {
    taskId = await newTask('Weekly press check');
    const r = await s.api.post(
      `/v1/tasks/${taskId}/members/batch-creation`,
      {
        schedule: {
          type: 'weekly',
          startAt: new Date(start).toISOString(),
          timeZone: 'UTC',
          dueAfterHours: 48,
        },
        members: [{ type: 'team', id: ids.team }],
      },
      token.pub,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    settingId = r.body.data.item.id;
    expect(r.body.data.item.members).toMatchObject([
      { type: 'team', id: ids.team, name: 'Press Team', memberCount: 2 },
    ]);
    expect(r.body.data.item.nextOccurrenceAt).toBe(new Date(start + WEEK).toISOString());
    const list = await performances(taskId);
    expect(list.map((p) => p.userId).sort()).toEqual([ids.viewer, ids.wsAdmin].sort());
    expect(list.every((p) => p.teamId === ids.team && p.status === 'todo')).toBe(true);
    expect(list[0]!.dueAt).toBe(new Date(start + 48 * HOUR).toISOString());
    const told = await s.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.taskId, taskId), eq(notifications.type, 'task_assign')));
    expect(told.map((n) => n.receiverId).sort()).toEqual([ids.viewer, ids.wsAdmin].sort());
  });

  it("shows the occurrence in the member's own list", async () => {
    const mine = await s.api.get('/v1/me/tasks/assigned', token.view, { type: 'todo' });
    expect(mine.status).toBe(200);
    const item = mine.body.data.items.find((p: { taskId: string }) => p.taskId === taskId);
    expect(item).toMatchObject({ title: 'Weekly press check', status: 'todo', progress: 0 });
    expect(item.list).toMatchObject([{ type: 'multimodal-sops', id: sop(), done: false }]);
  });

  it('a run of the member from the task player completes their occurrence', async () => {
    const own = (await performances(taskId)).find((p) => p.userId === ids.viewer)!;
    const sessionId = newId();
    expect((await run(own.id, false, sessionId)).status).toBe(200);
    let read = await s.api.get(`/v1/me/tasks/assigned/${own.id}`, token.view);
    expect(read.body.data.item).toMatchObject({ status: 'todo', progress: 0 });
    expect((await run(own.id, true, sessionId)).status).toBe(200);
    read = await s.api.get(`/v1/me/tasks/assigned/${own.id}`, token.view);
    expect(read.body.data.item).toMatchObject({ status: 'completed', progress: 100 });
    expect(read.body.data.item.completedAt).not.toBeNull();
    expect(read.body.data.item.list[0]).toMatchObject({ done: true });
    const completed = await performances(taskId, { status: 'completed' });
    expect(completed.map((p) => p.userId)).toEqual([ids.viewer]);
  });

  it("refuses a run on someone else's occurrence (code 52)", async () => {
    const theirs = (await performances(taskId)).find((p) => p.userId === ids.wsAdmin)!;
    const r = await run(theirs.id, true);
    expect(r.status).toBe(403);
    expect(r.body.code).toBe(ErrorCode.NotAssignedSkill);
    const read = await s.api.get(`/v1/me/tasks/assigned/${theirs.id}`, token.view);
    expect(read.status).toBe(403);
    expect(read.body.code).toBe(ErrorCode.NotAssignedSkill);
  });

  it("the scheduler makes the next week's occurrence once, even run twice or at once", async () => {
    const db = s.database.db;
    const nextWeek = start + WEEK + 60_000;
    const first = await runTaskSchedule({ db }, nextWeek);
    expect(first.performances).toBeGreaterThanOrEqual(2);
    const again = await runTaskSchedule({ db }, nextWeek);
    expect(again.performances).toBe(0);
    let list = await performances(taskId);
    expect(list.filter((p) => p.startsAt === new Date(start + WEEK).toISOString())).toHaveLength(2);
    // Two processes at the same moment, the week after: one of them makes it.
    const weekAfter = start + 2 * WEEK + 60_000;
    const both = await Promise.all([
      runTaskSchedule({ db }, weekAfter),
      runTaskSchedule({ db }, weekAfter),
    ]);
    list = await performances(taskId);
    const third = list.filter((p) => p.startsAt === new Date(start + 2 * WEEK).toISOString());
    expect(third).toHaveLength(2);
    expect(both.filter((b) => b.settings > 0 && b.performances > 0)).toHaveLength(1);
    const settings = await s.api.get(`/v1/tasks/${taskId}/assignee-settings`, token.pub);
    expect(settings.body.data.items[0]).toMatchObject({
      id: settingId,
      nextOccurrenceAt: new Date(start + 3 * WEEK).toISOString(),
    });
  });

  it('an unpublished task answers code 2 to its member', async () => {
    const own = (await performances(taskId)).find((p) => p.userId === ids.viewer)!;
    await s.api.patch(`/v1/tasks/${taskId}`, { published: false }, token.pub);
    const r = await s.api.get(`/v1/me/tasks/assigned/${own.id}`, token.view);
    expect(r.status).toBe(409);
    expect(r.body.code).toBe(ErrorCode.UnpublishedSkill);
    await s.api.patch(`/v1/tasks/${taskId}`, { published: true }, token.pub);
  });
});

describe('a one-off task with a due date', () => {
  it('is due when the schedule says; a later start waits for the scheduler', async () => {
    const id = await newTask('Quarterly guard audit');
    const startAt = new Date(Date.now() - 60_000).toISOString();
    const dueAt = new Date(Date.now() + 2 * 24 * HOUR).toISOString();
    const r = await s.api.post(
      `/v1/tasks/${id}/members/batch-creation`,
      {
        schedule: { type: 'once', startAt, dueAt },
        members: [{ type: 'user', id: ids.viewer }],
      },
      token.pub,
    );
    expect(r.status).toBe(200);
    expect(r.body.data.item.nextOccurrenceAt).toBeNull();
    const [p] = await performances(id);
    expect(p).toMatchObject({ userId: ids.viewer, teamId: null, dueAt, status: 'todo' });

    const later = Date.now() + 3 * HOUR;
    const future = await s.api.post(
      `/v1/tasks/${id}/members/batch-creation`,
      {
        schedule: {
          type: 'once',
          startAt: new Date(later).toISOString(),
          dueAt: new Date(later + HOUR).toISOString(),
        },
        members: [{ type: 'user', id: ids.wsAdmin }],
      },
      token.pub,
    );
    expect(future.body.data.item.nextOccurrenceAt).toBe(new Date(later).toISOString());
    expect(await performances(id)).toHaveLength(1);
    await runTaskSchedule({ db: s.database.db }, later + 1000);
    expect((await performances(id)).map((x) => x.userId).sort()).toEqual(
      [ids.viewer, ids.wsAdmin].sort(),
    );
  });

  it('a task published after its start catches up on publish', async () => {
    const id = await newTask('Late publish', { publish: false });
    await s.api.post(
      `/v1/tasks/${id}/members/batch-creation`,
      {
        schedule: { type: 'once', startAt: new Date(Date.now() - HOUR).toISOString(), dueAt: null },
        members: [{ type: 'user', id: ids.viewer }],
      },
      token.pub,
    );
    expect(await performances(id)).toHaveLength(0);
    await s.api.patch(`/v1/tasks/${id}`, { published: true }, token.pub);
    expect(await performances(id)).toHaveLength(1);
  });
});

describe('a task with a workflow', () => {
  function record(id: string, played: number) {
    const at = Date.now();
    return {
      id,
      isPublic: false,
      workflowId: fx.base.workflowId!,
      onEnter: at - 20_000,
      onExit: null,
      lastUpdated: at,
      playedDuration: played,
      deviceInfo: {},
      location: '/taskplayer',
      onChangeRez: [],
      onChangeStepFromMenu: [],
      onNext: [],
      onPrevious: [],
      onSubtitles: [],
      stepsArray: ['s1'],
      steps: {
        s1: {
          onPlay: null,
          onPause: at,
          onForward: 0,
          onBackward: 0,
          stepDuration: 12,
          playedDuration: played,
          playedIntervals: [[at - played * 1000, at]],
          lastUpdated: at,
        },
      },
    };
  }

  it('is done once 90 % of the workflow was watched since the occurrence started', async () => {
    // The fixture workflow (12 s) published, so a task may hold it and the viewer may play it.
    await s.database.db
      .update(workflows)
      .set({ published: true })
      .where(eq(workflows.id, fx.base.workflowId!));
    const created = await s.api.post(
      '/v1/tasks',
      { title: 'Watch the line', group: ws() },
      token.pub,
    );
    const id = created.body.data.item.id;
    const put = await s.api.put(
      `/v1/tasks/${id}/contents`,
      { list: [{ type: 'workflows', id: fx.base.workflowId! }] },
      token.pub,
    );
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    await s.api.patch(`/v1/tasks/${id}`, { published: true }, token.pub);
    await s.api.post(
      `/v1/tasks/${id}/members/batch-creation`,
      {
        schedule: { type: 'once', startAt: new Date(Date.now() - HOUR).toISOString(), dueAt: null },
        members: [{ type: 'user', id: ids.viewer }],
      },
      token.pub,
    );
    const [own] = await performances(id);
    const measure = () =>
      s.api.post(
        `/v1/users/${ids.viewer}/task-assigned/${own!.id}/progress-calculation`,
        {},
        token.view,
      );
    // The same first five seconds twice: still not 90 % of the step.
    for (const rec of ['rec-a', 'rec-b']) {
      expect((await s.api.post('/v1/tracking', record(`${rec}-${id}`, 5), token.view)).status).toBe(
        200,
      );
    }
    let r = await measure();
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.item).toMatchObject({ status: 'todo', progress: 0 });
    await s.api.post('/v1/tracking', record(`rec-c-${id}`, 11), token.view);
    r = await measure();
    expect(r.body.data.item).toMatchObject({ status: 'completed', progress: 100 });
    // The occurrence is not that person's: not found.
    const other = await s.api.post(
      `/v1/users/${ids.wsAdmin}/task-assigned/${own!.id}/progress-calculation`,
      {},
      token.view,
    );
    expect(other.status).toBe(404);
  });
});

describe('batch update, removal and delete', () => {
  it('moves open occurrences with the members and the schedule', async () => {
    const id = await newTask('Forklift check');
    const startAt = new Date(Date.now() - HOUR).toISOString();
    const created = await s.api.post(
      `/v1/tasks/${id}/members/batch-creation`,
      {
        schedule: { type: 'once', startAt, dueAt: null },
        members: [{ type: 'user', id: ids.viewer }],
      },
      token.pub,
    );
    const settingId = created.body.data.item.id;
    const swapped = await s.api.post(
      `/v1/tasks/${id}/members/batch-update`,
      { assigneeSettingId: settingId, members: [{ type: 'user', id: ids.wsAdmin }] },
      token.pub,
    );
    expect(swapped.status, JSON.stringify(swapped.body)).toBe(200);
    expect((await performances(id)).map((p) => p.userId)).toEqual([ids.wsAdmin]);

    const dueAt = new Date(Date.now() + 24 * HOUR).toISOString();
    const rescheduled = await s.api.post(
      `/v1/tasks/${id}/members/batch-update`,
      { assigneeSettingId: settingId, schedule: { type: 'once', startAt, dueAt } },
      token.pub,
    );
    expect(rescheduled.status).toBe(200);
    expect((await performances(id))[0]).toMatchObject({ userId: ids.wsAdmin, dueAt });

    const removed = await s.api.post(
      `/v1/tasks/${id}/members/batch-removal`,
      { assigneeSettingId: settingId, members: [] },
      token.pub,
    );
    expect(removed.status).toBe(200);
    expect(removed.body.data.items).toEqual([]);
    expect(await performances(id)).toHaveLength(0);
  });

  it('refuses members from outside the organisation', async () => {
    const id = await newTask('Outsiders');
    const r = await s.api.post(
      `/v1/tasks/${id}/members/batch-creation`,
      {
        schedule: { type: 'once', startAt: new Date().toISOString(), dueAt: null },
        members: [{ type: 'user', id: newId() }],
      },
      token.pub,
    );
    expect(r.status).toBe(400);
  });

  it('deletes tasks all together, or none when one is unknown', async () => {
    const a = await newTask('Delete me A');
    const b = await newTask('Delete me B');
    const partial = await s.api.post(
      '/v1/tasks/batch-delete',
      { taskIds: [a, newId()] },
      token.pub,
    );
    expect(partial.status).toBe(404);
    expect((await s.api.get(`/v1/tasks/${a}`, token.pub)).status).toBe(200);
    const r = await s.api.post('/v1/tasks/batch-delete', { taskIds: [a, b] }, token.pub);
    expect(r.body.data.deleted.sort()).toEqual([a, b].sort());
    expect((await s.api.get(`/v1/tasks/${a}`, token.pub)).status).toBe(404);
  });
});

describe('lists', () => {
  it("lists the managers' tasks, the creator's and the tasks holding an SOP", async () => {
    const list = await s.api.get('/v1/tasks', token.pub, { keyword: 'press', all: 'true' });
    expect(list.body.data.items.map((t: { title: string }) => t.title)).toEqual([
      'Weekly press check',
    ]);
    expect(list.body.data.items[0].assignedCount).toBe(2);
    const mine = await s.api.get('/v1/me/tasks/creator', token.pub, { keyword: 'press' });
    expect(mine.body.data.items).toHaveLength(1);
    const ofSop = await s.api.get(`/v1/multimodal-sop/${sop()}/tasks`, token.pub, { all: 'true' });
    expect(ofSop.body.data.items.length).toBeGreaterThan(1);
    const viewer = await s.api.get('/v1/tasks', token.view);
    expect(viewer.status).toBe(403);
  });
});

describe('another organisation', () => {
  it('sees none of the tasks, settings or occurrences (404)', async () => {
    const taskId = fx.base.taskId!;
    for (const path of [
      `/v1/tasks/${taskId}`,
      `/v1/tasks/${taskId}/assignee-settings`,
      `/v1/tasks/${taskId}/task-performances`,
      `/v1/me/tasks/assigned/${fx.base.taskPerformanceId!}`,
    ]) {
      const r = await s.api.get(path, token.other);
      expect(r.status, path).toBe(404);
    }
    const patch = await s.api.patch(`/v1/tasks/${taskId}`, { title: 'Mine now' }, token.other);
    expect(patch.status).toBe(404);
    const list = await s.api.get('/v1/tasks', token.other, { all: 'true' });
    expect(JSON.stringify(list.body)).not.toContain(taskId);
  });
});
