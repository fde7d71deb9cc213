/**
 * Quizzes over real HTTP (issue 19 "Route tests"; 001 §3-§5, §7; 002 §3, §7): authoring and its
 * roles, the incompleteness rules refused with their messages, bad bodies, read-only when
 * published, a viewer's quiz without answers, grading on the server (all right, some wrong,
 * skipped) with the attempt history, forged or stale seals, another organisation, and the
 * share-token variants.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizForTakingSchema, userQuizSchema } from '@stepwise/core';
import { DEMO_USERS } from '../src/seed/demo.js';
import { buildFixtures, OTHER_ORG, type Fixtures } from './fixtures.js';
import { startTestServer, type TestServer } from './harness.js';
import { anonymous, freshWorkflow, keysOf, single, tf } from './quiz-helpers.js';

let s: TestServer;
let fx: Fixtures;
const token = { org: '', ws: '', pub: '', view: '', other: '' };

beforeAll(async () => {
  s = await startTestServer();
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  const [org, ws, pub, view, other] = await Promise.all([
    s.api.login(DEMO_USERS.orgAdmin),
    s.api.login(DEMO_USERS.workspaceAdmin),
    s.api.login(DEMO_USERS.publisher),
    s.api.login(DEMO_USERS.viewer),
    s.api.login(OTHER_ORG.admin),
  ]);
  Object.assign(token, {
    org: org.accessToken,
    ws: ws.accessToken,
    pub: pub.accessToken,
    view: view.accessToken,
    other: other.accessToken,
  });
});
afterAll(() => s?.close());

const THREE = [
  tf('Fit the bracket first'),
  single('How tight are the bolts?', 'C'),
  tf('No bolts', 'B'),
];

/** A workflow with a published quiz of THREE; answers its ids. */
async function publishedQuiz(): Promise<{ workflowId: string; quizId: string }> {
  const workflowId = await freshWorkflow(s, fx);
  const created = await s.api.post(
    '/v1/quiz',
    { workflow: workflowId, questions: THREE },
    token.pub,
  );
  expect(created.status).toBe(200);
  const quizId = created.body.data.item.id;
  const published = await s.api.put(`/v1/quiz/${quizId}`, { published: true }, token.pub);
  expect(published.status).toBe(200);
  return { workflowId, quizId };
}

const toTake = async (workflowId: string, as = token.view) =>
  s.api.get(`/v1/workflows/${workflowId}/quiz`, as);

/** Answers to a quiz as taken: `pick(i)` the letter for question i (null skips it). */
function answersTo(quiz: any, pick: (i: number) => string | null) {
  return quiz.questions.map((q: any, i: number) => ({
    questionId: q.id,
    userAnswer: pick(i),
    encryptedAnswer: q.encryptedAnswer,
  }));
}

describe('authoring', () => {
  it('creates a quiz by hand, once per workflow, with ids, as a completed draft', async () => {
    const wf = await freshWorkflow(s, fx);
    const r = await s.api.post('/v1/quiz', { workflow: wf, questions: THREE }, token.pub);
    expect(r.status).toBe(200);
    const item = r.body.data.item;
    expect(item).toMatchObject({
      workflowId: wf,
      status: 'completed',
      published: false,
      publishedAt: null,
      passingScore: 80,
      generator: 'author',
      errorMessage: null,
    });
    expect(item.questions).toHaveLength(3);
    expect(new Set(item.questions.map((q: any) => q.id)).size).toBe(3);
    expect(item.questions[1]).toMatchObject({
      correctAnswer: 'C',
      referenceSource: 'Step 2, 00:06',
    });
    const again = await s.api.post('/v1/quiz', { workflow: wf, questions: THREE }, token.org);
    expect(again.status).toBe(409);
    expect(again.body.data.quizId).toBe(item.id);
    // The author's view, with the answers, to its editors only.
    const read = await s.api.get(`/v1/quiz/${item.id}/`, token.ws);
    expect(read.status).toBe(200);
    expect(read.body.data.item.questions[0].correctAnswer).toBe('A');
    expect((await s.api.get(`/v1/quiz/${item.id}/`, token.view)).status).toBe(403);
    expect((await s.api.get(`/v1/quiz/${item.id}/`, token.other)).status).toBe(404);
  });

  it('keeps question ids across an edit and defaults the reference source', async () => {
    const wf = await freshWorkflow(s, fx);
    const { title, type, options, correctAnswer } = tf('Only the required fields');
    const r = await s.api.post(
      '/v1/quiz',
      { workflow: wf, questions: [{ id: 'q-local-1', title, type, options, correctAnswer }] },
      token.pub,
    );
    expect(r.status).toBe(200);
    expect(r.body.data.item.questions[0]).toMatchObject({
      id: 'q-local-1',
      referenceSource: 'User manually adds questions',
      explanation: '',
    });
    const dup = await s.api.put(
      `/v1/quiz/${r.body.data.item.id}`,
      {
        questions: [
          { ...tf('a'), id: 'x' },
          { ...tf('b'), id: 'x' },
        ],
      },
      token.pub,
    );
    expect(dup.status).toBe(400);
  });

  it('refuses a viewer on every write with 403 and another organisation with 404', async () => {
    const { workflowId, quizId } = await publishedQuiz();
    const viewer = [
      await s.api.post(
        '/v1/quiz',
        { workflow: await freshWorkflow(s, fx), questions: THREE },
        token.view,
      ),
      await s.api.put(`/v1/quiz/${quizId}`, { published: false }, token.view),
      await s.api.post(`/v1/workflows/${workflowId}/ai-generate-quiz`, {}, token.view),
    ];
    for (const r of viewer) expect(r.status).toBe(403);
    const other = [
      await s.api.get(`/v1/quiz/${quizId}/`, token.other),
      await s.api.put(`/v1/quiz/${quizId}`, { published: false }, token.other),
      await s.api.post('/v1/quiz', { workflow: workflowId, questions: THREE }, token.other),
      await s.api.post(`/v1/workflows/${workflowId}/ai-generate-quiz`, {}, token.other),
      await toTake(workflowId, token.other),
      await s.api.get(`/v1/workflows/${workflowId}/user-quiz`, token.other),
      await s.api.get(`/v1/quiz/${quizId}/user-quiz`, token.other),
      await s.api.get(`/v1/user-quiz/${fx.base.userQuizId!}/`, token.other),
    ];
    for (const r of other) {
      expect(r.status).toBe(404);
      expect(r.body.ok).toBe(false);
    }
    const status = await s.api.get('/v1/quiz/published-status', token.other, {
      workflowIds: workflowId,
    });
    expect(status.status).toBe(200);
    expect(status.body.data.items).toEqual([]);
  });

  it('is read-only when published: questions 409 until it is unpublished', async () => {
    const { quizId } = await publishedQuiz();
    const edit = await s.api.put(`/v1/quiz/${quizId}`, { questions: [tf('Changed')] }, token.pub);
    expect(edit.status).toBe(409);
    expect(edit.body.errorMessage).toMatch(/read-only/);
    const alsoPublishing = await s.api.put(
      `/v1/quiz/${quizId}`,
      { published: true, questions: [tf('Changed')] },
      token.pub,
    );
    expect(alsoPublishing.status).toBe(409);
    const unpublished = await s.api.put(`/v1/quiz/${quizId}`, { published: false }, token.pub);
    expect(unpublished.body.data.item).toMatchObject({ published: false, publishedAt: null });
    const edited = await s.api.put(`/v1/quiz/${quizId}`, { questions: [tf('Changed')] }, token.pub);
    expect(edited.status).toBe(200);
    expect(edited.body.data.item.questions.map((q: any) => q.title)).toEqual(['Changed']);
    const again = await s.api.put(`/v1/quiz/${quizId}`, { published: true }, token.pub);
    expect(again.body.data.item.published).toBe(true);
    expect(Date.parse(again.body.data.item.publishedAt)).toBeGreaterThan(0);
  });

  it('refuses an incomplete quiz with the message of its first problem (001 §5)', async () => {
    const wf = await freshWorkflow(s, fx);
    const created = await s.api.post('/v1/quiz', { workflow: wf, questions: [] }, token.pub);
    expect(created.status).toBe(200);
    const id = created.body.data.item.id;
    const cases: [unknown, string][] = [
      [{ ...tf('x'), title: '' }, 'Question 1 has no title'],
      [{ ...tf('x'), title: '   ' }, 'Question 1 has no title'],
      [{ ...tf('x'), correctAnswer: '' }, 'Question 1 has no correct answer'],
      [
        { ...single('x', 'A'), options: single('x', 'A').options.slice(0, 2), correctAnswer: 'D' },
        'Question 1 has no correct answer',
      ],
      [{ ...tf('x'), referenceSource: '' }, 'Question 1 has no reference source'],
      [{ ...tf('x'), options: [], correctAnswer: '' }, 'Question 1 has no correct answer'],
      [
        {
          ...single('x', 'A'),
          options: [
            { letter: 'A', text: 'only' },
            { letter: 'B', text: ' ' },
          ],
        },
        'Question 1 has an empty option',
      ],
    ];
    for (const [question, message] of cases) {
      const put = await s.api.put(
        `/v1/quiz/${id}`,
        { questions: [tf('fine'), question] },
        token.pub,
      );
      expect(put.status, message).toBe(400);
      expect(put.body.errorMessage).toBe(message.replace('Question 1', 'Question 2'));
      const post = await s.api.post(
        '/v1/quiz',
        { workflow: await freshWorkflow(s, fx), questions: [question] },
        token.pub,
      );
      expect(post.status).toBe(400);
      expect(post.body.errorMessage).toBe(message);
    }
    // No options at all: the correct answer names none, and the options rule says so too.
    const none = await s.api.put(
      `/v1/quiz/${id}`,
      { questions: [{ ...tf('x'), options: [] }] },
      token.pub,
    );
    expect(none.body.errorMessage).toBe('Question 1 has no correct answer');
    expect(none.body.data.problems).toEqual([
      'Question 1 has no correct answer',
      'Question 1 has no options',
    ]);
    // Publishing needs at least one question.
    const empty = await s.api.put(`/v1/quiz/${id}`, { published: true }, token.pub);
    expect(empty.status).toBe(400);
    expect(empty.body.errorMessage).toMatch(/at least one question/);
  });

  it('refuses bad bodies with a 4xx in the wrapper', async () => {
    const wf = await freshWorkflow(s, fx);
    const bodies: unknown[] = [
      { workflow: wf, questions: [{ ...tf('x'), type: 'multiple-choice' }] },
      {
        workflow: wf,
        questions: [
          {
            ...single('x', 'A'),
            options: [...single('x', 'A').options, { letter: 'E', text: 'five' }],
          },
        ],
      },
      { workflow: wf, questions: [{ ...single('x', 'A'), correctAnswer: 'E' }] },
      {
        workflow: wf,
        questions: [
          {
            ...tf('x'),
            options: [
              { letter: 'A', text: 'True' },
              { letter: 'E', text: 'False' },
            ],
          },
        ],
      },
      {
        workflow: wf,
        questions: [{ ...tf('x'), options: [...tf('x').options, { letter: 'C', text: 'Maybe' }] }],
      },
      { workflow: wf, questions: [{ ...tf('x'), unexpected: 1 }] },
      { workflow: wf },
      { questions: [] },
      { workflow: wf, questions: 'none' },
    ];
    for (const body of bodies) {
      const r = await s.api.post('/v1/quiz', body, token.pub);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body).toMatchObject({ ok: false, code: 400 });
      expect(r.body.errorMessage).toBeTruthy();
    }
    const emptyTitle = await s.api.post(
      '/v1/quiz',
      { workflow: wf, questions: [tf('')] },
      token.pub,
    );
    expect(emptyTitle.status).toBe(400);
    expect(emptyTitle.body.errorMessage).toBe('Question 1 has no title');
    const puts = [
      await s.api.put(`/v1/quiz/${fx.base.quizId!}`, {}, token.pub),
      await s.api.put(`/v1/quiz/${fx.base.quizId!}`, { published: 'yes' }, token.pub),
      await s.api.post(`/v1/workflows/${wf}/ai-generate-quiz`, { questionCount: 0 }, token.pub),
      await s.api.post(`/v1/workflows/${wf}/ai-generate-quiz`, { questionCount: 21 }, token.pub),
      await s.api.post('/v1/user-quiz', { quizId: fx.base.quizId!, answers: [] }, token.view),
      await s.api.get('/v1/quiz/published-status', token.pub, { workflowIds: '' }),
    ];
    for (const r of puts) expect(r.status).toBe(400);
  });

  it('tells cards which workflows have a quiz: drafts to editors, published ones to all', async () => {
    const draft = await freshWorkflow(s, fx);
    await s.api.post('/v1/quiz', { workflow: draft, questions: THREE }, token.pub);
    const { workflowId: live, quizId } = await publishedQuiz();
    const none = await freshWorkflow(s, fx);
    const ids = [draft, live, none, 'no-such-workflow'].join(',');
    const asPub = await s.api.get('/v1/quiz/published-status', token.pub, { workflowIds: ids });
    expect(asPub.body.data.items.map((i: any) => i.workflowId).sort()).toEqual(
      [draft, live].sort(),
    );
    const asView = await s.api.get('/v1/quiz/published-status', token.view, { workflowIds: ids });
    expect(asView.body.data.items).toEqual([
      { workflowId: live, quizId, published: true, status: 'completed', questionCount: 3 },
    ]);
  });
});

describe('taking', () => {
  it('gives a viewer the published quiz with no answers in it, and drafts only to editors', async () => {
    const { workflowId, quizId } = await publishedQuiz();
    const r = await toTake(workflowId);
    expect(r.status).toBe(200);
    const item = r.body.data.item;
    expect(quizForTakingSchema.parse(item).id).toBe(quizId);
    const keys = keysOf(r.body);
    for (const hidden of ['correctAnswer', 'explanation', 'referenceSource']) {
      expect(keys.has(hidden), hidden).toBe(false);
    }
    for (const q of item.questions) {
      expect(q.encryptedAnswer).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
      expect(q.encryptedAnswer).not.toContain('correct');
    }
    // Each read seals afresh: nothing to compare across questions or reads.
    expect((await toTake(workflowId)).body.data.item.questions[0].encryptedAnswer).not.toBe(
      item.questions[0].encryptedAnswer,
    );
    await s.api.put(`/v1/quiz/${quizId}`, { published: false }, token.pub);
    expect((await toTake(workflowId)).body.data.item).toBeNull();
    const preview = await toTake(workflowId, token.pub);
    expect(preview.body.data.item).toMatchObject({ id: quizId, published: false });
    expect(keysOf(preview.body).has('correctAnswer')).toBe(false);
    expect((await toTake(await freshWorkflow(s, fx))).body.data.item).toBeNull();
  });

  it('grades on the server: all right, some wrong, skipped; every attempt kept', async () => {
    const { workflowId, quizId } = await publishedQuiz();
    const quiz = (await toTake(workflowId)).body.data.item;
    const right = ['A', 'C', 'B'];
    const submit = (pick: (i: number) => string | null) =>
      s.api.post('/v1/user-quiz', { quizId, answers: answersTo(quiz, pick) }, token.view);

    const all = await submit((i) => right[i]!);
    expect(all.status).toBe(200);
    const first = userQuizSchema.parse(all.body.data.item);
    expect(first).toMatchObject({
      quizId,
      workflow: { id: workflowId },
      status: 'passed',
      correctAnswerCount: 3,
      questionCount: 3,
      score: 100,
      passingScore: 80,
      attempt: 1,
      skillName: null,
      userOrTeamSkillId: null,
    });
    expect(first.questions.map((q) => [q.correctAnswer, q.isCorrect])).toEqual([
      ['A', true],
      ['C', true],
      ['B', true],
    ]);
    expect(first.questions[0]!.explanation).toBe('Because: Fit the bracket first');

    const some = await submit((i) => (i === 0 ? 'A' : 'D'));
    expect(some.body.data.item).toMatchObject({
      status: 'failed',
      correctAnswerCount: 1,
      score: 33,
      attempt: 2,
    });
    const skipped = await submit((i) => (i === 1 ? 'C' : null));
    expect(skipped.body.data.item).toMatchObject({
      status: 'failed',
      correctAnswerCount: 1,
      attempt: 3,
    });
    expect(skipped.body.data.item.questions[0]).toMatchObject({
      userAnswer: null,
      isCorrect: false,
      correctAnswer: 'A',
    });

    const history = await s.api.get(`/v1/workflows/${workflowId}/user-quiz`, token.view);
    expect(history.status).toBe(200);
    const h = history.body.data.item;
    expect(h.quizId).toBe(quizId);
    expect(h.attempts.map((a: any) => a.attempt)).toEqual([3, 2, 1]);
    expect(h.latest).toMatchObject({ id: skipped.body.data.item.id, attempt: 3 });
    expect(h.latest.questions).toHaveLength(3);
    expect(h.best).toMatchObject({ id: first.id, score: 100, attempt: 1 });
    const byQuiz = await s.api.get(`/v1/quiz/${quizId}/user-quiz`, token.view);
    expect(byQuiz.body.data.item).toEqual(h);
    // Someone else's history is their own: the publisher has none here.
    const theirs = await s.api.get(`/v1/workflows/${workflowId}/user-quiz`, token.pub);
    expect(theirs.body.data.item).toEqual({ quizId, latest: null, best: null, attempts: [] });

    // One attempt: its owner, org admins and admins of its workspace; nobody else.
    const path = `/v1/user-quiz/${first.id}/`;
    expect((await s.api.get(path, token.view)).body.data.item).toEqual(all.body.data.item);
    expect((await s.api.get(path, token.org)).status).toBe(200);
    expect((await s.api.get(path, token.ws)).status).toBe(200);
    expect((await s.api.get(path, token.pub)).status).toBe(404);
    expect((await s.api.get(path, token.other)).status).toBe(404);
  });

  it("refuses an attempt for a skill assignment that is not the caller's (code 52)", async () => {
    // Issue 24: userOrTeamSkillId names the caller's own skill performance; counting attempts
    // apart per assignment is covered by test/skills-quiz.test.ts.
    const { workflowId, quizId } = await publishedQuiz();
    const quiz = (await toTake(workflowId)).body.data.item;
    const answers = answersTo(quiz, () => 'A');
    const forSkill = await s.api.post(
      '/v1/user-quiz',
      { quizId, answers, userOrTeamSkillId: 'skill-1' },
      token.view,
    );
    expect(forSkill.status).toBe(403);
    expect(forSkill.body).toMatchObject({ ok: false, code: 52 });
  });

  it('refuses seals that are forged, of another question or quiz, or of a question since changed', async () => {
    const { workflowId, quizId } = await publishedQuiz();
    const quiz = (await toTake(workflowId)).body.data.item;
    const good = answersTo(quiz, () => 'A');
    const other = await publishedQuiz();
    const otherQuiz = (await toTake(other.workflowId)).body.data.item;
    const flip = (seal: string) =>
      `${seal.slice(0, -2)}${seal.endsWith('A') ? 'B' : 'A'}${seal.slice(-1)}`;
    const bad: unknown[][] = [
      good.map((a: any, i: number) => (i === 0 ? { ...a, encryptedAnswer: 'v1.forged' } : a)),
      good.map((a: any, i: number) =>
        i === 0 ? { ...a, encryptedAnswer: flip(a.encryptedAnswer) } : a,
      ),
      good.map((a: any, i: number) =>
        i === 0 ? { ...a, encryptedAnswer: good[1].encryptedAnswer } : a,
      ),
      good.map((a: any, i: number) =>
        i === 0 ? { ...a, encryptedAnswer: otherQuiz.questions[0].encryptedAnswer } : a,
      ),
      good.slice(0, 2),
      [...good, { ...good[0], questionId: 'not-a-question' }],
      [good[0], good[0], good[2]],
    ];
    for (const answers of bad) {
      const r = await s.api.post('/v1/user-quiz', { quizId, answers }, token.view);
      expect(r.status).toBe(400);
      expect(r.body.errorMessage).toBe('The quiz changed; reload it');
    }
    // Edited since it was loaded: unpublish, change question 1, publish again.
    await s.api.put(`/v1/quiz/${quizId}`, { published: false }, token.pub);
    const author = (await s.api.get(`/v1/quiz/${quizId}/`, token.pub)).body.data.item;
    const changed = author.questions.map((q: any, i: number) =>
      i === 0 ? { ...q, title: 'Reworded' } : q,
    );
    await s.api.put(`/v1/quiz/${quizId}`, { questions: changed, published: false }, token.pub);
    const stale = await s.api.post('/v1/user-quiz', { quizId, answers: good }, token.view);
    expect(stale.status).toBe(404); // unpublished: not there for a viewer
    await s.api.put(`/v1/quiz/${quizId}`, { published: true }, token.pub);
    const after = await s.api.post('/v1/user-quiz', { quizId, answers: good }, token.view);
    expect(after.status).toBe(400);
    expect(after.body.errorMessage).toBe('The quiz changed; reload it');
    const reloaded = answersTo((await toTake(workflowId)).body.data.item, () => 'A');
    expect(
      (await s.api.post('/v1/user-quiz', { quizId, answers: reloaded }, token.view)).status,
    ).toBe(200);
    // Another organisation cannot take it at all.
    expect(
      (await s.api.post('/v1/user-quiz', { quizId, answers: reloaded }, token.other)).status,
    ).toBe(404);
  });
});

describe('attempts at once and e-learning learners', () => {
  it('numbers simultaneous submissions of one person apart', async () => {
    const { workflowId, quizId } = await publishedQuiz();
    const answers = answersTo((await toTake(workflowId)).body.data.item, () => 'A');
    const sent = await Promise.all(
      [1, 2, 3, 4].map(() => s.api.post('/v1/user-quiz', { quizId, answers }, token.view)),
    );
    expect(sent.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(sent.map((r) => r.body.data.item.attempt).sort()).toEqual([1, 2, 3, 4]);
  });

  it("lets a learner of a course take its workflow's quiz as themselves", async () => {
    const { workflowId, quizId } = await publishedQuiz();
    const launchKey = await s.app.services.lmsTokens.signLaunchKey(
      { organizationId: s.demoOrganizationId, workflowIds: [workflowId] },
      3600,
    );
    const v = await s.api.post('/v1/rustici/validate-user', {
      learnerId: 'quiz-learner',
      learnerName: 'Quiz Learner',
      launchKey,
    });
    const session = await s.api.post('/v1/auth/custom-token', {
      token: v.body.data.item.customToken,
    });
    const learner = session.body.data.accessToken;
    const quiz = await toTake(workflowId, learner);
    expect(quiz.body.data.item.id).toBe(quizId);
    const answers = answersTo(quiz.body.data.item, () => 'A');
    const sent = await s.api.post('/v1/user-quiz', { quizId, answers }, learner);
    expect(sent.body.data.item).toMatchObject({ attempt: 1, correctAnswerCount: 1 });
    const history = await s.api.get(`/v1/workflows/${workflowId}/user-quiz`, learner);
    expect(history.body.data.item.attempts).toHaveLength(1);
    expect((await s.api.get(`/v1/user-quiz/${sent.body.data.item.id}/`, learner)).status).toBe(200);
    // Authoring stays closed to a learner's session.
    expect((await s.api.get(`/v1/quiz/${quizId}/`, learner)).status).toBe(403);
  });
});

describe('public share', () => {
  async function publicShare(workflowId: string): Promise<string> {
    const ensured = await s.api.post(
      '/v1/content-shares/ensure',
      { type: 'workflow', workflowId },
      token.pub,
    );
    const id = ensured.body.data.item.id;
    await s.api.put(`/v1/content-shares/${id}`, { externalAccessType: 'public' }, token.pub);
    return id;
  }

  it('lets a visitor with the share take the quiz, kept without identity', async () => {
    const { workflowId, quizId } = await publishedQuiz();
    const share = await publicShare(workflowId);
    const got = await anonymous(s, 'GET', `/v1/workflows/${workflowId}/quiz`, share);
    expect(got.status).toBe(200);
    expect(got.headers.get('access-control-allow-origin')).toBe('*');
    expect(keysOf(got.body).has('correctAnswer')).toBe(false);
    const answers = answersTo(got.body.data.item, () => 'A');
    const sent = await anonymous(s, 'POST', '/v1/user-quiz', share, { quizId, answers });
    expect(sent.status).toBe(200);
    expect(sent.body.data.item).toMatchObject({ quizId, attempt: 1, correctAnswerCount: 1 });
    const read = await anonymous(s, 'GET', `/v1/user-quiz/${sent.body.data.item.id}/`, share);
    expect(read.body.data.item).toEqual(sent.body.data.item);
    const history = await anonymous(s, 'GET', `/v1/workflows/${workflowId}/user-quiz`, share);
    expect(history.body.data.item).toEqual({ quizId, latest: null, best: null, attempts: [] });
    // The share opens its own workflow only; a signed-in attempt is not a visitor's to read.
    expect(
      (await anonymous(s, 'GET', `/v1/workflows/${fx.base.workflowId!}/quiz`, share)).status,
    ).toBe(403);
    expect((await anonymous(s, 'GET', `/v1/user-quiz/${fx.base.userQuizId!}/`, share)).status).toBe(
      404,
    );
    expect(
      (await anonymous(s, 'POST', '/v1/user-quiz', 'not-a-share', { quizId, answers })).status,
    ).toBe(403);
    const preflight = await fetch(new URL('/v1/user-quiz', s.url), {
      method: 'OPTIONS',
      headers: { origin: 'https://host.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
  });

  it("answers a signed-in host page on the organisation's allowed origins only", async () => {
    const { workflowId } = await publishedQuiz();
    const host = 'https://intranet.example';
    const from = (origin: string, bearer?: string) =>
      fetch(new URL(`/v1/workflows/${workflowId}/quiz`, s.url), {
        headers: { origin, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
      });
    expect((await from(host, token.view)).headers.get('access-control-allow-origin')).toBeNull();
    const origins = (allowedOrigins: string[]) =>
      s.api.post(
        '/admin/organization/settings',
        { action: 'update', data: { customizedPermissions: { allowedOrigins } } },
        token.org,
      );
    const allow = await origins([host]);
    expect(allow.status).toBe(200);
    try {
      const allowed = await from(host, token.view);
      expect(allowed.status).toBe(200);
      expect(allowed.headers.get('access-control-allow-origin')).toBe(host);
      const elsewhere = await from('https://elsewhere.example', token.view);
      expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
      // "Sign in again" is readable anywhere: the element asks its host for a token.
      const expired = await from('https://elsewhere.example', 'not-a-token');
      expect(expired.status).toBe(401);
      expect(expired.headers.get('access-control-allow-origin')).toBe('https://elsewhere.example');
    } finally {
      await origins([]);
    }
  });
});
