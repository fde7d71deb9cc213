/**
 * Progress in a skill over real HTTP (issue 24; 002 §3-§4 skill states, certificate): watching
 * a workflow to 90 % since the assignment, the quiz taken in the skill with the skill's passing
 * score (FAILED, then PASSED), the automatic certificate and its signature, manual certification
 * by a manager (409 before passing), the skills matrix, and an expired certificate that must be
 * earned again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { assignedSkillSchema, skillCertificateSchema, skillMatrixSchema } from '@stepwise/core';
import { skillPerformances } from '../src/db/schema.js';
import { certificateKey, certificateSignatureValid } from '../src/domain/skill-certificates.js';
import { buildFixtures, type Fixtures } from './fixtures.js';
import { startTestServer, type TestServer } from './harness.js';
import {
  makeSkill,
  publishQuiz,
  signIn,
  takeQuiz,
  videoWorkflow,
  watch,
  type Tokens,
} from './skill-helpers.js';

let s: TestServer;
let fx: Fixtures;
let t: Tokens;
let ws = '';
let viewer = '';

beforeAll(async () => {
  s = await startTestServer();
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  t = await signIn(s);
  ws = fx.base.workspaceId!;
  viewer = fx.base.viewerId!;
});
afterAll(() => s?.close());

/** Publishes the skill with the viewer assigned; answers their performance id. */
async function assignViewer(skillId: string, body: Record<string, unknown> = {}): Promise<string> {
  const put = await s.api.put(`/v1/playlists/${skillId}`, { published: true, ...body }, t.pub);
  expect(put.status).toBe(200);
  await s.api.patch(
    `/v1/skills/${skillId}/members`,
    { add: [{ type: 'user', id: viewer }] },
    t.pub,
  );
  const [perf] = await s.database.db
    .select()
    .from(skillPerformances)
    .where(eq(skillPerformances.skillId, skillId));
  return perf!.id;
}

const recalc = async (skillId: string) => {
  const r = await s.api.post(
    `/v1/users/${viewer}/skills-assigned/${skillId}/progress-calculation`,
    undefined,
    t.view,
  );
  expect(r.status).toBe(200);
  return assignedSkillSchema.parse(r.body.data.item);
};

const cellOf = async (skillId: string) => {
  const m = await s.api.get('/v1/skills/skills-matrix', t.pub, { workspaceId: ws });
  const matrix = skillMatrixSchema.parse(m.body.data);
  return matrix.people.find((p) => p.userId === viewer)?.cells[skillId];
};

describe('progress', () => {
  it('counts a workflow watched to 90 % since the assignment', async () => {
    const wf = await videoWorkflow(s, fx, 100);
    const id = await makeSkill(s, t, ws, 'Watch it', [{ type: 'workflows', id: wf }]);
    await watch(s, t.view, wf, 95, Date.now() - 3_600_000); // before the assignment: ignored
    await assignViewer(id);
    expect((await recalc(id)).progress).toBe(0);
    await watch(s, t.view, wf, 50);
    const half = await recalc(id);
    expect(half).toMatchObject({ progress: 0, state: 'NONE' });
    await watch(s, t.view, wf, 41);
    const done = await recalc(id);
    expect(done).toMatchObject({ progress: 100, state: 'PASSED', certificate: null });
    expect(done.list[0]).toMatchObject({ id: wf, done: true });
    expect(done.completedAt).not.toBeNull();
    const completed = await s.api.get(`/v1/users/${viewer}/skills-assigned`, t.view, {
      type: 'completed',
    });
    expect(completed.body.data.items.map((i: any) => i.skill.id)).toContain(id);
    expect(await cellOf(id)).toMatchObject({ state: 'PASSED', progress: 100 });
  });

  it('follows content changes: finished items stay finished, new ones count as not done', async () => {
    const [a, b] = [await videoWorkflow(s, fx, 20), await videoWorkflow(s, fx, 20)];
    const id = await makeSkill(s, t, ws, 'Growing', [{ type: 'workflows', id: a }]);
    await assignViewer(id);
    await watch(s, t.view, a, 20);
    expect((await recalc(id)).state).toBe('PASSED');
    const list = [
      { type: 'workflows', id: a },
      { type: 'workflows', id: b },
    ];
    expect((await s.api.put(`/v1/playlists/${id}/content`, { list }, t.pub)).status).toBe(200);
    const mine = await s.api.get(`/v1/users/${viewer}/skills-assigned/${id}`, t.view);
    expect(mine.body.data.item).toMatchObject({
      progress: 50,
      list: [
        { id: a, done: true },
        { id: b, done: false },
      ],
    });
  });
});

describe('the assessment and certification', () => {
  let skillId = '';
  let perfId = '';
  let wf = '';

  it('grades with the skill’s passing score: FAILED, then PASSED with a signed certificate', async () => {
    wf = await videoWorkflow(s, fx, 60);
    await publishQuiz(s, t.pub, wf);
    skillId = await makeSkill(s, t, ws, 'Certified', [{ type: 'workflows', id: wf }]);
    const quiz = await s.api.post(
      `/v1/skill/skills/${skillId}/quiz`,
      { quizWorkflowIds: [wf], passingScore: 60 },
      t.pub,
    );
    expect(quiz.status).toBe(200);
    perfId = await assignViewer(skillId, {
      certification: { enabled: true, mode: 'automatic', validityMonths: 12 },
    });
    expect((await recalc(skillId)).state).toBe('LOCKED');
    await watch(s, t.view, wf, 60);
    const failed = await takeQuiz(s, t.view, wf, perfId, 1);
    expect(failed.status).toBe(200);
    expect(failed.body.data.item).toMatchObject({ status: 'failed', passingScore: 60 });
    expect(await cellOf(skillId)).toMatchObject({ state: 'FAILED', passedAt: null });
    // 2 of 3 is 66: below the quiz's own 80, above the skill's 60.
    const passed = await takeQuiz(s, t.view, wf, perfId, 2);
    expect(passed.body.data.item).toMatchObject({
      status: 'passed',
      score: 66,
      skillName: 'Certified',
      userOrTeamSkillId: perfId,
    });
    const mine = await s.api.get(`/v1/users/${viewer}/skills-assigned/${skillId}`, t.view);
    const item = assignedSkillSchema.parse(mine.body.data.item);
    expect(item).toMatchObject({ state: 'PASSED', assessment: { result: 'passed' } });
    expect(item.list[0]!.quiz).toMatchObject({ required: true, status: 'passed', score: 66 });
    const cert = skillCertificateSchema.parse(item.certificate);
    expect(cert.signature.signerId).toBeNull();
    const fields = { playlistId: skillId, ...cert.signature };
    expect(
      certificateSignatureValid(certificateKey(s.app.services), fields, cert.signature.value),
    ).toBe(true);
    expect(
      certificateSignatureValid(
        certificateKey(s.app.services),
        { ...fields, uid: 'x' },
        cert.signature.value,
      ),
    ).toBe(false);
    const signed = new Date(cert.signature.signDate);
    const expires = new Date(cert.expiresAt!);
    expect(expires.getUTCMonth()).toBe((signed.getUTCMonth() + 12) % 12);
    expect(expires.getUTCFullYear()).toBe(signed.getUTCFullYear() + 1);
    expect(await cellOf(skillId)).toMatchObject({
      state: 'PASSED',
      passedAt: cert.signature.signDate,
      expiresAt: cert.expiresAt,
    });
  });

  it('asks for recertification once the certificate expired', async () => {
    await s.database.db
      .update(skillPerformances)
      .set({ expiresAt: new Date() })
      .where(eq(skillPerformances.id, perfId));
    const lapsed = await recalc(skillId);
    expect(lapsed).toMatchObject({ state: 'LOCKED', progress: 0, assessment: { result: null } });
    await watch(s, t.view, wf, 60);
    expect((await takeQuiz(s, t.view, wf, perfId, 3)).status).toBe(200);
    const again = await recalc(skillId);
    expect(again.state).toBe('PASSED');
    expect(new Date(again.certificate!.expiresAt!).getTime()).toBeGreaterThan(Date.now());
  });

  it('refuses a quiz attempt in someone else’s assignment or a workflow outside the skill', async () => {
    const other = await takeQuiz(s, t.pub, wf, perfId, 3);
    expect(other.status).toBe(403);
    expect(other.body.code).toBe(52);
  });

  it('certifies by hand in manual mode: 409 before passing, then signed by the manager', async () => {
    const w = await videoWorkflow(s, fx, 10);
    const id = await makeSkill(s, t, ws, 'Signed by hand', [{ type: 'workflows', id: w }]);
    const perf = await assignViewer(id, {
      certification: { enabled: true, mode: 'manual', validityMonths: null },
    });
    const certify = (token: string) =>
      s.api.post(`/v1/skill-performances/${perf}/user-certification`, undefined, token);
    expect((await certify(t.pub)).status).toBe(409);
    await watch(s, t.view, w, 10);
    expect((await recalc(id)).state).toBe('NONE'); // passed, waiting for the signature
    expect((await certify(t.view)).status).toBe(403);
    const signed = await certify(t.pub);
    expect(signed.status).toBe(200);
    const cert = skillCertificateSchema.parse(signed.body.data.item);
    expect(cert).toMatchObject({
      uid: viewer,
      expiresAt: null,
      signature: { signerId: fx.base.publisherId },
    });
    const after = await s.api.get(`/v1/users/${viewer}/skills-assigned/${id}`, t.view);
    expect(after.body.data.item).toMatchObject({ state: 'PASSED', certificate: { id: cert.id } });
  });
});
