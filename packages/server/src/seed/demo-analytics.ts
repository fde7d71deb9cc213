/**
 * The demo's week of viewing (issue 25): 16 more operators on line 1 (viewers in the conveyor
 * sample's workspace, no password: they exist to be counted) and, with the viewer, the employee,
 * the learner and the workspace lead, 20 people who watched the demo's published workflows over
 * the 7 days before the seed, about 150 sessions with realistic drop-off
 * (analytics-generator.ts), stored through the tracking store so the facts come from the one
 * writer. The conveyor sample is watched the most (the line trains on it). Written with the
 * demo's learning (demo-learning.ts), in its transaction, once.
 */
import { eq, inArray } from 'drizzle-orm';
import { Role } from '@stepwise/core';
import { newId } from '../db/ids.js';
import { steps, users, workflows, workspaceMembers } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import { generateViewing, type ViewingWorkflow } from './analytics-generator.js';
import { DEMO_QUIZ_WORKFLOW_TITLE } from './demo-quiz.js';
import type { DemoLearningContext } from './demo-skills.js';

/** The 16 operators: first and last names (e-mail firstname.lastname@demo.stepwise.test). */
export const DEMO_OPERATORS: readonly (readonly [string, string])[] = [
  ['Amara', 'Okafor'],
  ['Ben', 'Hartley'],
  ['Chen', 'Wei'],
  ['Dana', 'Kowalski'],
  ['Elif', 'Yilmaz'],
  ['Felix', 'Brandt'],
  ['Grace', 'Mensah'],
  ['Hugo', 'Laurent'],
  ['Ines', 'Moreira'],
  ['Jonas', 'Lindqvist'],
  ['Keiko', 'Tanaka'],
  ['Luis', 'Herrera'],
  ['Maya', 'Patel'],
  ['Nikolai', 'Petrov'],
  ['Oona', 'Virtanen'],
  ['Samir', 'Haddad'],
];

export const demoOperatorEmail = ([first, last]: readonly [string, string]) =>
  `${first}.${last}@demo.stepwise.test`.toLowerCase();

/** What the e2e and the reports can rely on after the demo's week of viewing. */
export const DEMO_ANALYTICS = {
  /** People with viewing in the week: the 16 operators, viewer, employee, learner and lead. */
  viewers: 20,
  operators: DEMO_OPERATORS.length,
  sessions: 150,
  days: 7,
  seed: 25,
  /** The workflow with the most views of the week (a third of the sessions at least). */
  topWorkflowTitle: DEMO_QUIZ_WORKFLOW_TITLE,
  /** The sessions' record ids start with this. */
  idPrefix: 'demo-week',
} as const;

/** The conveyor sample's weight among the published workflows (the others weigh 1). */
const TOP_WEIGHT = 4;

/**
 * Adds the operators and the week of viewing; false when they are there already. `c.workflowId`
 * is the conveyor sample (watched the most).
 */
export async function seedDemoAnalytics(tx: Tenant, c: DemoLearningContext): Promise<boolean> {
  const emails = DEMO_OPERATORS.map(demoOperatorEmail);
  if (await tx.first(users, eq(users.email, emails[0]!))) return false;
  const operators = await tx.insert(
    users,
    DEMO_OPERATORS.map(([firstName, lastName], i) => ({
      id: newId(),
      email: emails[i]!,
      role: Role.Viewer,
      firstName,
      lastName,
    })),
  );
  await tx.insert(
    workspaceMembers,
    operators.map((u) => ({ workspaceId: c.workspaceId, userId: u.id, role: Role.Viewer })),
  );

  const published = await tx.select(workflows, eq(workflows.published, true));
  const stepRows = published.length
    ? await tx.select(
        steps,
        inArray(
          steps.workflowId,
          published.map((w) => w.id),
        ),
      )
    : [];
  const watched: ViewingWorkflow[] = published
    .map((w) => ({
      id: w.id,
      weight: w.id === c.workflowId ? TOP_WEIGHT : 1,
      steps: stepRows
        .filter((st) => st.workflowId === w.id)
        .sort((a, b) => a.order - b.order)
        .map((st) => ({ id: st.id, seconds: Math.max(1, st.endTime - st.startTime) })),
    }))
    .filter((w) => w.steps.length > 0)
    // A stable order, so the same seed deals the same sessions.
    .sort((a, b) =>
      a.id === c.workflowId ? -1 : b.id === c.workflowId ? 1 : a.id < b.id ? -1 : 1,
    );
  const { people } = c;
  const viewers = [
    ...[people.viewer, people.employee, people.learner, people.lead],
    ...operators,
  ].map((u) => ({ id: u.id, email: u.email }));
  await generateViewing(tx, {
    users: viewers,
    workflows: watched,
    days: DEMO_ANALYTICS.days,
    sessions: DEMO_ANALYTICS.sessions,
    seed: DEMO_ANALYTICS.seed,
    now: c.now,
    idPrefix: DEMO_ANALYTICS.idPrefix,
  });
  return true;
}
