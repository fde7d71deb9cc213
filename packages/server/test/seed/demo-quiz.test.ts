/**
 * The demo quiz (issue 19): the offline generator over the conveyor sample's script gives a
 * complete quiz citing the steps as processing titles them, and the seed writes it once, with
 * the viewer's two attempts (failed, then passed), however often it runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { quizProblems } from '@stepwise/core';
import { newId } from '../../src/db/ids.js';
import { quizzes, userQuizzes, workflows } from '../../src/db/schema.js';
import { Tenant } from '../../src/db/tenant.js';
import { DEMO_SAMPLES } from '../../src/seed/demo-content.js';
import {
  DEMO_QUIZ_WORKFLOW_TITLE,
  demoQuestions,
  ensureDemoQuiz,
  scriptInput,
} from '../../src/seed/demo-quiz.js';
import { buildFixtures, type Fixtures } from '../fixtures.js';
import { startTestServer, type TestServer } from '../harness.js';

const sample = DEMO_SAMPLES.find((d) => d.title === DEMO_QUIZ_WORKFLOW_TITLE)!;
let s: TestServer;
let fx: Fixtures;

beforeAll(async () => {
  s = await startTestServer();
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
});
afterAll(() => s?.close());

describe('the demo quiz', () => {
  it('is generated offline from the sample script, complete, citing its steps', () => {
    const input = scriptInput(sample);
    expect(input.steps.map((st) => st.title)).toEqual(sample.speech.map((p) => p.text));
    const questions = demoQuestions(input);
    expect(questions.length).toBeGreaterThanOrEqual(2);
    expect(quizProblems(questions)).toEqual([]);
    for (const q of questions) expect(q.referenceSource).toMatch(/^Step [1-3] /);
  });

  it('is written once, published, with a failed and a passed attempt of the viewer', async () => {
    const [row] = await s.database.db
      .select()
      .from(workflows)
      .where(eq(workflows.id, fx.base.workflowId!));
    const id = newId();
    await s.database.db.insert(workflows).values({ ...row!, id, title: sample.title });
    const tenant = new Tenant(s.database.db, s.demoOrganizationId);
    expect(await ensureDemoQuiz(tenant, id, sample)).toBe(true);
    expect(await ensureDemoQuiz(tenant, id, sample)).toBe(false);
    const quiz = await tenant.first(quizzes, eq(quizzes.workflowId, id));
    expect(quiz).toMatchObject({ published: true, status: 'completed', generator: 'offline' });
    const attempts = await tenant.select(userQuizzes, eq(userQuizzes.quizId, quiz!.id));
    expect(attempts.map((a) => [a.attempt, a.status]).sort()).toEqual([
      [1, 'failed'],
      [2, 'passed'],
    ]);
    expect(attempts.find((a) => a.attempt === 2)!.score).toBe(100);
  });
});
