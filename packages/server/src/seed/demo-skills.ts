/**
 * The demo's skill (issue 24): "Conveyor line operator" in Assembly Line, the conveyor sample
 * then the demo smart instruction, the sample's quiz required (passing score 80), certified
 * automatically for 12 months, published. Olivia (org admin) assigned it to Victor (the demo
 * viewer) due in 5 days, and to the team "Line 1 operators" (Victor, Erin and Fatima) with the
 * same due date. Erin has passed: both items done, the quiz passed in the skill, a certificate
 * signed by the server's certificate signer. Fatima has done both items and failed the quiz.
 * Victor is half way: he ran the instruction (demo-sop.ts) but watched only a third of the
 * sample, so the quiz waits (LOCKED).
 *
 * The skills domain does the deriving: `syncPerformances` makes the performances from the
 * assignments, the people's watches, runs and attempts (in the skill: `userOrTeamSkillId`) are
 * stored as the players store them, and `recomputePerformance` turns them into progress, state
 * and Erin's certificate. Called inside the demo learning transaction (demo-learning.ts), which
 * makes it once.
 */
import { and, eq } from 'drizzle-orm';
import {
  displayName,
  QUIZ_PASSING_SCORE,
  Role,
  type ContentRef,
  type Question,
} from '@stepwise/core';
import { newId } from '../db/ids.js';
import {
  notifications,
  skillAssignments,
  skillPerformances,
  skills,
  sopSessions,
  teamMembers,
  teams,
  userQuizzes,
  users,
  workspaceMembers,
} from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import { notify } from '../domain/notify.js';
import { syncPerformances } from '../domain/skill-members.js';
import { recomputePerformance } from '../domain/skill-progress.js';
import { DEMO_EMAIL_DOMAIN } from './demo.js';
import { attemptAnswers, attemptRow } from './demo-quiz.js';
import { finishedSopRun, storeWatch } from './demo-runs.js';

export const DEMO_SKILL_TITLE = 'Conveyor line operator';
export const DEMO_TEAM_NAME = 'Line 1 operators';
/** A third operator, so the skill has someone passed, someone failed and someone in progress. */
export const DEMO_LEARNER_EMAIL = `fitter@${DEMO_EMAIL_DOMAIN}`;
export const DEMO_SKILL_VALIDITY_MONTHS = 12;
export const DEMO_SKILL_DUE_DAYS = 5;

const DAY_MS = 24 * 3_600_000;

type UserRow = typeof users.$inferSelect;

export interface DemoPeople {
  admin: UserRow;
  lead: UserRow;
  publisher: UserRow;
  viewer: UserRow;
  employee: UserRow;
  learner: UserRow;
}

export interface DemoLearningContext {
  people: DemoPeople;
  workspaceId: string;
  workflowId: string;
  /** The demo smart instruction and its items (run order). */
  sop: {
    id: string;
    items: readonly { id: string; type: string; checklistItems: readonly { id: string }[] }[];
  };
  /** The conveyor sample's published quiz. */
  quiz: { id: string; questions: Question[] };
  teamId: string;
  /** The server's media key: the certificate signer derives its own key from it. */
  mediaKey: Uint8Array;
  now: number;
}

/** Fatima, a viewer of Assembly Line signing in with the demo password (the viewer's hash). */
export async function addDemoLearner(
  tx: Tenant,
  viewer: UserRow,
  workspaceId: string,
): Promise<UserRow> {
  const [learner] = await tx.insert(users, {
    id: newId(),
    email: DEMO_LEARNER_EMAIL,
    role: Role.Viewer,
    firstName: 'Fatima',
    lastName: 'Fitter',
    passwordHash: viewer.passwordHash,
  });
  await tx.insert(workspaceMembers, { workspaceId, userId: learner!.id, role: Role.Viewer });
  return learner!;
}

/** "Line 1 operators" in Assembly Line: Victor, Erin and Fatima. */
export async function addDemoTeam(
  tx: Tenant,
  workspaceId: string,
  memberIds: string[],
): Promise<string> {
  const [team] = await tx.insert(teams, { id: newId(), workspaceId, name: DEMO_TEAM_NAME });
  await tx.insert(
    teamMembers,
    memberIds.map((userId) => ({ teamId: team!.id, userId })),
  );
  return team!.id;
}

/** Writes the skill, its assignments, the three people's progress and Erin's certificate. */
export async function seedDemoSkill(tx: Tenant, c: DemoLearningContext): Promise<DemoSkill> {
  const { people, now } = c;
  const items: ContentRef[] = [
    { type: 'workflows', id: c.workflowId },
    { type: 'multimodal-sops', id: c.sop.id },
  ];
  const dueAt = new Date(now + DEMO_SKILL_DUE_DAYS * DAY_MS);
  const assignedAt = new Date(now - 6 * DAY_MS);
  const [skill] = await tx.insert(skills, {
    id: newId(),
    workspaceId: c.workspaceId,
    title: DEMO_SKILL_TITLE,
    published: true,
    publishedAt: new Date(now - 7 * DAY_MS),
    items,
    assessment: { quizWorkflowIds: [c.workflowId], passingScore: QUIZ_PASSING_SCORE },
    certification: {
      enabled: true,
      mode: 'automatic',
      validityMonths: DEMO_SKILL_VALIDITY_MONTHS,
    },
    createdBy: people.admin.id,
  });
  const assignment = (assigneeType: 'user' | 'team', assigneeId: string, at: number) => ({
    id: newId(),
    skillId: skill!.id,
    assigneeType,
    assigneeId,
    dueAt,
    assignedBy: people.admin.id,
    createdAt: new Date(at),
  });
  await tx.insert(skillAssignments, [
    assignment('team', c.teamId, assignedAt.getTime()),
    assignment('user', people.viewer.id, assignedAt.getTime() + 60_000),
  ]);
  // The performances as the members call derives them, assigned six days ago.
  const made = await syncPerformances(tx, skill!);
  await tx.update(
    skillPerformances,
    { assignedAt, createdAt: assignedAt },
    eq(skillPerformances.skillId, skill!.id),
  );
  const perf = (user: UserRow) => made.find((p) => p.userId === user.id)!;
  const olivia = { id: people.admin.id, name: displayName(people.admin) };
  for (const p of made) {
    await notify(tx, {
      type: 'skill_assign_due',
      receiverIds: [p.userId],
      sender: olivia,
      title: skill!.title,
      skillId: skill!.id,
      skillPerformanceId: p.id,
      dueAt,
    });
  }
  await tx.update(
    notifications,
    { createdAt: assignedAt, read: true, counter: 0 },
    and(eq(notifications.skillId, skill!.id), eq(notifications.type, 'skill_assign_due')),
  );

  // Erin: both done four days ago, the quiz passed in the skill three days ago.
  const erinDone = now - 4 * DAY_MS;
  const erinPassed = now - 3 * DAY_MS;
  await storeWatch(tx, c.workflowId, people.employee, erinDone - 600_000);
  // Fatima: both done two days ago, then one question of four right (failed) yesterday.
  const fatimaDone = now - 2 * DAY_MS;
  const fatimaFailed = now - DAY_MS;
  await storeWatch(tx, c.workflowId, people.learner, fatimaDone - 600_000);
  // Victor: ran the instruction two days ago (demo-sop.ts), watched a third of the sample today.
  await storeWatch(tx, c.workflowId, people.viewer, now - 3_600_000, 1 / 3);

  await tx.insert(sopSessions, [
    finishedSopRun(c.sop.id, c.sop.items, people.employee, erinDone, { skillId: skill!.id }),
    finishedSopRun(c.sop.id, c.sop.items, people.learner, fatimaDone, { skillId: skill!.id }),
  ]);
  const attempt = (user: UserRow, at: number, right: (i: number) => boolean) =>
    attemptRow({
      quizId: c.quiz.id,
      workflowId: c.workflowId,
      userId: user.id,
      attempt: 1,
      answers: attemptAnswers(c.quiz.questions, right),
      at,
      userOrTeamSkillId: perf(user).id,
    });
  await tx.insert(userQuizzes, [
    attempt(people.employee, erinPassed, () => true),
    attempt(people.learner, fatimaFailed, (i) => i === 0),
  ]);

  // Each recomputed as the skills routes recompute it, at the time of their last step: Erin's
  // pass issues her certificate, signed by the server's certificate signer.
  for (const [user, at] of [
    [people.employee, erinPassed],
    [people.learner, fatimaFailed],
    [people.viewer, now],
  ] as const) {
    const row = await tx.first(skillPerformances, eq(skillPerformances.id, perf(user).id));
    await recomputePerformance(tx, { mediaKey: c.mediaKey }, skill!, row!, new Date(at));
  }
  return {
    id: skill!.id,
    title: skill!.title,
    dueAt,
    viewerPerformanceId: perf(people.viewer).id,
  };
}

export interface DemoSkill {
  id: string;
  title: string;
  dueAt: Date;
  viewerPerformanceId: string;
}
