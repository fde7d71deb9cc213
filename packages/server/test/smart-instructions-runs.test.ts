/**
 * Viewing and running smart instructions over real HTTP (issue 20; 002 §7): the viewer's read
 * holds no answer anywhere, a quiz item is graded on the server from its seals (a forged seal,
 * or one made for a workflow's quiz, is refused), run sessions are replaced by id and keep their
 * completion, photos are checked by their bytes and size, and a public share runs it without
 * sign-in (stored without identity).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EXTERNAL_ACCESS_HEADER } from '@stepwise/core';
import { contentShares, sopSessions, workflows } from '../src/db/schema.js';
import { newId } from '../src/db/ids.js';
import { buildFixtures, type Fixtures } from './fixtures.js';
import { startTestServer, type TestServer } from './harness.js';
import { signIn, type Tokens } from './sop-helpers.js';

let s: TestServer;
let fx: Fixtures;
let token: Tokens;

beforeAll(async () => {
  s = await startTestServer();
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  token = await signIn(s);
});
afterAll(() => s?.close());

const sopId = () => fx.base.publishedSopId!;
const quizItem = () => fx.base.sopQuizItemId!;
const viewerRead = async (query: Record<string, string> = {}, as = token.view) => {
  const r = await s.api.get(`/v1/player/multimodal-sop/${sopId()}`, as, query);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.item;
};
const check = (body: unknown, as = token.view) =>
  s.api.post(`/v1/multimodal-sop/${sopId()}/items/${quizItem()}/quiz-check`, body, as);

function session(id: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    multimodalSopId: sopId(),
    isPublic: false,
    onEnter: 1_780_000_000_000,
    onExit: null,
    durationSeconds: 5,
    deviceInfo: { platform: 'test' },
    currentItemId: null,
    items: [],
    completed: false,
    ...extra,
  };
}

describe("the viewer's read", () => {
  it('has the questions sealed and no correct answer, explanation or reference anywhere', async () => {
    const r = await s.api.get(`/v1/player/multimodal-sop/${sopId()}`, token.view);
    const text = JSON.stringify(r.body);
    expect(text).not.toContain('correctAnswer');
    expect(text).not.toContain('Never open it while the line runs');
    expect(text).not.toContain('referenceSource');
    const quiz = r.body.data.item.items.find((i: any) => i.type === 'quiz');
    expect(quiz.questions[0]).toMatchObject({
      id: fx.base.sopQuizQuestionId,
      encryptedAnswer: expect.stringMatching(/^v1\./),
    });
    const photo = r.body.data.item.items.find((i: any) => i.type === 'file_request');
    expect(photo.fileRequest).toMatchObject({ sourceFileTypes: ['photo'] });
    expect(r.body.data.item).not.toHaveProperty('publishedTeamIds');
    expect(r.body.data.item.canEdit).toBe(false);
    expect((await viewerRead({}, token.pub)).canEdit).toBe(true);
  });

  it('leaves the per-type data out with includeSubData=false', async () => {
    const item = await viewerRead({ includeSubData: 'false' });
    const quiz = item.items.find((i: any) => i.type === 'quiz');
    expect(quiz.questions).toEqual([]);
    expect(item.items.find((i: any) => i.type === 'file_request').fileRequest).toBeNull();
  });

  it('is 404 for a draft to a viewer, and readable by its editors', async () => {
    const draft = fx.base.smartInstructionId!;
    expect((await s.api.get(`/v1/player/multimodal-sop/${draft}`, token.view)).status).toBe(404);
    expect((await s.api.get(`/v1/player/multimodal-sop/${draft}`, token.pub)).status).toBe(200);
  });
});

describe('quiz check', () => {
  it('grades from the seals, keeps the check, and refuses forged or foreign seals', async () => {
    const item = await viewerRead();
    const q = item.items.find((i: any) => i.type === 'quiz').questions[0];
    const right = await check({
      sessionId: 'run-quiz',
      answers: [{ questionId: q.id, userAnswer: 'A', encryptedAnswer: q.encryptedAnswer }],
    });
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect(right.body.data.item).toMatchObject({
      itemId: quizItem(),
      score: 100,
      passed: true,
      questions: [{ questionId: q.id, userAnswer: 'A', correctAnswer: 'A', isCorrect: true }],
    });
    const wrong = await check({
      sessionId: 'run-quiz',
      answers: [{ questionId: q.id, userAnswer: 'B', encryptedAnswer: q.encryptedAnswer }],
    });
    expect(wrong.body.data.item).toMatchObject({ score: 0, passed: false });
    const forged = await check({
      sessionId: 'run-quiz',
      answers: [{ questionId: q.id, userAnswer: 'A', encryptedAnswer: 'v1.forged' }],
    });
    expect(forged.status).toBe(400);
    expect(forged.body.errorMessage).toBe('The quiz changed; reload it');
    // A seal made for the workflow quiz of the fixtures does not open here.
    await s.database.db
      .update(workflows)
      .set({ published: true })
      .where(eq(workflows.id, fx.base.workflowId!));
    const wfQuiz = await s.api.get(`/v1/workflows/${fx.base.workflowId}/quiz`, token.view);
    expect(wfQuiz.status).toBe(200);
    const foreign = await check({
      sessionId: 'run-quiz',
      answers: [
        {
          questionId: q.id,
          userAnswer: 'A',
          encryptedAnswer: wfQuiz.body.data.item.questions[0].encryptedAnswer,
        },
      ],
    });
    expect(foreign.body.errorMessage).toBe('The quiz changed; reload it');
    // And the SOP item's seal does not grade the workflow's quiz.
    const back = await s.api.post(
      '/v1/user-quiz',
      {
        quizId: fx.base.quizId,
        answers: [
          {
            questionId: fx.base.quizQuestionId,
            userAnswer: 'A',
            encryptedAnswer: q.encryptedAnswer,
          },
        ],
      },
      token.view,
    );
    expect(back.status).toBe(400);
    const notQuiz = await s.api.post(
      `/v1/multimodal-sop/${sopId()}/items/${fx.base.sopFileItemId}/quiz-check`,
      {
        sessionId: 'run-quiz',
        answers: [{ questionId: q.id, userAnswer: 'A', encryptedAnswer: 'v1.x' }],
      },
      token.view,
    );
    expect(notQuiz.status).toBe(400);
  });
});

describe('run sessions', () => {
  it('replaces a session by its id, keeps completion once reached, and reads scores from checks', async () => {
    const id = `run-${newId()}`;
    const item = await viewerRead();
    const q = item.items.find((i: any) => i.type === 'quiz').questions[0];
    const graded = await check({
      sessionId: id,
      answers: [{ questionId: q.id, userAnswer: 'A', encryptedAnswer: q.encryptedAnswer }],
    });
    const checkId = graded.body.data.item.id;
    const first = await s.api.post('/v1/tracking/multimodal-sop', session(id), token.view);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.item).toMatchObject({
      id,
      completed: false,
      completedAt: null,
      uid: expect.any(String),
      email: 'viewer@demo.stepwise.test',
      version: '1.0',
    });
    const done = await s.api.post(
      '/v1/tracking/multimodal-sop',
      session(id, {
        completed: true,
        onExit: 1_780_000_060_000,
        durationSeconds: 60,
        items: [{ itemId: quizItem(), done: true, quizCheckId: checkId }],
      }),
      token.view,
    );
    const completedAt = done.body.data.item.completedAt;
    expect(completedAt).toEqual(expect.any(String));
    expect(done.body.data.item.items[0]).toMatchObject({ quizCheckId: checkId, quizScore: 100 });
    // Sent again (offline, then back): the same single record, completion kept.
    const again = await s.api.post(
      '/v1/tracking/multimodal-sop',
      session(id, { completed: false, durationSeconds: 61 }),
      token.view,
    );
    expect(again.body.data.item).toMatchObject({
      completed: true,
      completedAt,
      durationSeconds: 61,
    });
    const rows = await s.database.db.select().from(sopSessions).where(eq(sopSessions.id, id));
    expect(rows).toHaveLength(1);
    // Someone else cannot take the session over.
    const taken = await s.api.post('/v1/tracking/multimodal-sop', session(id), token.pub);
    expect(taken.status).toBe(409);
    // A forged score is not read: only the server's check counts.
    const forged = await s.api.post(
      '/v1/tracking/multimodal-sop',
      session(id, { items: [{ itemId: quizItem(), done: true, quizCheckId: 'not-a-check' }] }),
      token.view,
    );
    expect(forged.body.data.item.items[0].quizScore).toBeNull();
    const list = await s.api.get(`/v1/multimodal-sop/${sopId()}/sessions`, token.pub);
    expect(list.status).toBe(200);
    expect(list.body.data.items.map((r: any) => r.id)).toContain(id);
    expect(list.body.data.page.page).toBe(0);
    expect((await s.api.get(`/v1/multimodal-sop/${sopId()}/sessions`, token.view)).status).toBe(
      403,
    );
  });
});

describe('photos', () => {
  const jpeg = (size: number) => {
    const bytes = Buffer.alloc(size, 0);
    bytes.set([0xff, 0xd8, 0xff, 0xe0]);
    return bytes;
  };
  const upload = (bytes: Buffer, name: string, headers: Record<string, string> = {}) => {
    const form = new FormData();
    form.set('sessionId', 'run-photo');
    form.set('file', new Blob([bytes]), name);
    return fetch(
      `${s.url}/v1/multimodal-sop/${sopId()}/items/${fx.base.sopFileItemId}/user-file-request`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token.view}`, ...headers },
        body: form,
      },
    );
  };

  it('stores a photo of the file request and answers its signed URL', async () => {
    const res = await upload(jpeg(2048), 'belt.jpg');
    const body = (await res.json()) as any;
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.data.item).toMatchObject({ sessionId: 'run-photo', fileName: 'belt.jpg' });
    const got = await fetch(body.data.item.url);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses what is not an image by its bytes, and more than 5 MB', async () => {
    const text = await upload(Buffer.from('just text, called a jpg'), 'fake.jpg');
    expect(text.status).toBe(400);
    expect(((await text.json()) as any).errorMessage).toBe('Invalid file type');
    const big = await upload(jpeg(5 * 1024 * 1024 + 1), 'big.jpg');
    expect(big.status).toBe(400);
    expect(((await big.json()) as any).errorMessage).toBe('File too large');
    const huge = await upload(jpeg(7 * 1024 * 1024), 'huge.jpg');
    expect(huge.status).toBe(413);
  });
});

describe('a public share', () => {
  it('reads, checks and tracks without sign-in; the run is stored without identity', async () => {
    const shareId = newId();
    await s.database.db.insert(contentShares).values({
      id: shareId,
      organizationId: s.demoOrganizationId,
      type: 'multimodalSop',
      multimodalSopId: sopId(),
      redirectId: `r${shareId.slice(0, 9)}`,
      externalAccessType: 'public',
    });
    const headers = {
      [EXTERNAL_ACCESS_HEADER]: shareId,
      'content-type': 'application/json',
      origin: 'https://host.example',
    };
    const read = await fetch(`${s.url}/v1/player/multimodal-sop/${sopId()}`, { headers });
    expect(read.status).toBe(200);
    const item = ((await read.json()) as any).data.item;
    const q = item.items.find((i: any) => i.type === 'quiz').questions[0];
    const checked = await fetch(
      `${s.url}/v1/multimodal-sop/${sopId()}/items/${quizItem()}/quiz-check`,
      {
        method: 'POST',
        headers,
        body: JSON.stringify({
          sessionId: 'run-public',
          answers: [{ questionId: q.id, userAnswer: 'A', encryptedAnswer: q.encryptedAnswer }],
        }),
      },
    );
    expect(checked.status).toBe(200);
    const tracked = await fetch(`${s.url}/v1/tracking/multimodal-sop`, {
      method: 'POST',
      headers,
      body: JSON.stringify(session('run-public', { completed: true })),
    });
    const stored = ((await tracked.json()) as any).data.item;
    expect(stored).toMatchObject({ uid: null, email: null, isPublic: true, completed: true });
    const preflight = await fetch(`${s.url}/v1/tracking/multimodal-sop`, {
      method: 'OPTIONS',
      headers: { origin: 'https://host.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    // A share of the SOP does not open another one.
    const other = await fetch(`${s.url}/v1/player/multimodal-sop/${fx.base.smartInstructionId}`, {
      headers,
    });
    expect(other.status).toBe(404);
  });
});
