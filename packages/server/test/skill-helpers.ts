/** Shared pieces of the skill route tests: sign-ins, skills, watching, quizzes in a skill. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { workflows } from '../src/db/schema.js';
import { trackingSample } from '../src/routes/tracking.js';
import { DEMO_USERS } from '../src/seed/demo.js';
import { OTHER_ORG, type Fixtures } from './fixtures.js';
import type { TestServer } from './harness.js';
import { freshWorkflow, single, tf } from './quiz-helpers.js';

export interface Tokens {
  org: string;
  ws: string;
  pub: string;
  view: string;
  other: string;
}

export async function signIn(s: TestServer): Promise<Tokens> {
  const [org, ws, pub, view, other] = await Promise.all([
    s.api.login(DEMO_USERS.orgAdmin),
    s.api.login(DEMO_USERS.workspaceAdmin),
    s.api.login(DEMO_USERS.publisher),
    s.api.login(DEMO_USERS.viewer),
    s.api.login(OTHER_ORG.admin),
  ]);
  return {
    org: org.accessToken,
    ws: ws.accessToken,
    pub: pub.accessToken,
    view: view.accessToken,
    other: other.accessToken,
  };
}

/** A published workflow of `seconds` of video. */
export async function videoWorkflow(s: TestServer, fx: Fixtures, seconds = 100): Promise<string> {
  const id = await freshWorkflow(s, fx);
  await s.database.db.update(workflows).set({ videoDuration: seconds }).where(eq(workflows.id, id));
  return id;
}

export const QUESTIONS = [tf('Fit the bracket first'), single('How tight?', 'C'), tf('No', 'B')];
export const RIGHT = ['A', 'C', 'B'];

/** Gives `workflowId` a published quiz of QUESTIONS; answers the quiz id. */
export async function publishQuiz(s: TestServer, token: string, workflowId: string) {
  const created = await s.api.post(
    '/v1/quiz',
    { workflow: workflowId, questions: QUESTIONS },
    token,
  );
  expect(created.status).toBe(200);
  const quizId: string = created.body.data.item.id;
  expect((await s.api.put(`/v1/quiz/${quizId}`, { published: true }, token)).status).toBe(200);
  return quizId;
}

/** Takes the workflow's quiz in a skill assignment: `correct` of the three answered right. */
export async function takeQuiz(
  s: TestServer,
  token: string,
  workflowId: string,
  performanceId: string,
  correct: number,
) {
  const quiz = (await s.api.get(`/v1/workflows/${workflowId}/quiz`, token)).body.data.item;
  const answers = quiz.questions.map((q: any, i: number) => ({
    questionId: q.id,
    userAnswer: i < correct ? RIGHT[i] : 'D',
    encryptedAnswer: q.encryptedAnswer,
  }));
  return s.api.post(
    '/v1/user-quiz',
    { quizId: quiz.id, answers, userOrTeamSkillId: performanceId },
    token,
  );
}

let records = 0;
/** Reports `seconds` played of a workflow, as the player does (POST /v1/tracking). */
export async function watch(
  s: TestServer,
  token: string,
  workflowId: string,
  seconds: number,
  at = Date.now(),
) {
  const uniq = `skill${records++}`;
  const base = trackingSample({ uniq, workflowId });
  // Each watch plays a step of its own: a step counts at most its own length
  // (content-progress.ts), so two watches of one step would not add up.
  const body = {
    ...base,
    onEnter: at - seconds * 1000,
    lastUpdated: at,
    playedDuration: seconds,
    steps: {
      [`step-${uniq}`]: {
        ...base.steps.s1,
        stepDuration: seconds,
        playedDuration: seconds,
        playedIntervals: [[at - seconds * 1000, at]],
        lastUpdated: at,
        onPause: at,
      },
    },
  };
  const res = await s.api.post('/v1/tracking', body, token);
  expect(res.status).toBe(200);
}

/** A skill made by the publisher in the sample workspace with `list`, optionally published. */
export async function makeSkill(
  s: TestServer,
  t: Tokens,
  workspaceId: string,
  title: string,
  list: { type: 'workflows' | 'multimodal-sops'; id: string }[],
): Promise<string> {
  const created = await s.api.post(
    '/v1/playlists',
    { group: workspaceId, playlistTitle: title },
    t.pub,
  );
  expect(created.status).toBe(200);
  const id: string = created.body.data.item.id;
  const content = await s.api.put(`/v1/playlists/${id}/content`, { list }, t.pub);
  expect(content.status).toBe(200);
  return id;
}
