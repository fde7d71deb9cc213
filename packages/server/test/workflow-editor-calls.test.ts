/**
 * Issue 21: the editors' smaller calls on the fixture workflow (no media needed): workflow
 * edit steps, reviewers, the external id, feedback, edit events, and the demo seed's document.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { steps, workflows } from '../src/db/schema.js';
import { Tenant } from '../src/db/tenant.js';
import { DEMO_USERS } from '../src/seed/demo.js';
import {
  DEMO_LINK_ATTACHMENT,
  DEMO_RENAMED_STEP_TITLE,
  ensureDemoEdits,
} from '../src/seed/demo-edits.js';
import type { Fixtures } from './fixtures.js';
import type { TestServer } from './harness.js';
import { editorSession } from './workflow-editor-session.js';

const session = editorSession({ media: false });
const { ctx, builder } = session;
const tok = ctx.tok;
let s: TestServer;
let fx: Fixtures;
beforeAll(() => {
  ({ s, fx } = ctx);
});

describe("the editors' smaller calls", () => {
  const fw = () => fx.base.workflowId!;

  it('the demo seed leaves a saved rename (written at once) and two attachments, once', async () => {
    const db = s.database.db;
    const [row] = await db.select().from(workflows).where(eq(workflows.id, fw()));
    const tenant = new Tenant(db, row!.organizationId);
    await ensureDemoEdits(tenant, row!, fx.base.publisherId!);
    await ensureDemoEdits(tenant, row!, fx.base.publisherId!);
    const doc = (await builder(tok.pub, fw())).body.data.item;
    expect(doc.version).toBe(1);
    expect(doc.segments).toEqual([
      expect.objectContaining({ type: 'adjust', target: 'title', title: DEMO_RENAMED_STEP_TITLE }),
    ]);
    expect(doc.render).toBeNull();
    const first = (
      await db.select().from(steps).where(eq(steps.workflowId, fw())).orderBy(asc(steps.order))
    )[0]!;
    expect(first.title.en).toBe(DEMO_RENAMED_STEP_TITLE);
    // The player's sidebar of the first step shows the regulator's page and the last step.
    const played = await s.api.get('/v1/player/workflow', tok.pub, {
      workflowId: fw(),
      withAddons: 'true',
    });
    const addons = played.body.data.item.steps[0].attachments;
    expect(addons.links).toEqual(
      expect.arrayContaining([
        { label: DEMO_LINK_ATTACHMENT.label, link: DEMO_LINK_ATTACHMENT.link },
      ]),
    );
    expect(addons.workflows).toEqual(
      expect.arrayContaining([expect.objectContaining({ workflowId: fw() })]),
    );
  });

  it('workflow edit steps: made on first read; voice-overs must be this workflow’s audio', async () => {
    const got = await s.api.get(`/v1/workflow-edit-steps/${fw()}`, tok.pub);
    expect(got.body.data.item).toEqual({ id: fw(), cues: [], voiceOvers: [], audioLanguage: null });
    const own = `org/${fx.base.organizationId}/workflows/${fw()}/voice-overs/a.mp3`;
    const r = await s.api.patch(
      `/v1/workflow-edit-steps/${fw()}`,
      {
        cues: [{ startTime: 0, endTime: 2, text: 'Fit' }],
        voiceOvers: [{ startTime: 0, endTime: 2, audioUrl: own }],
        audioLanguage: 'en',
      },
      tok.pub,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.item.voiceOvers[0].originalAudioUrl).toBe(own);
    expect(r.body.data.item.voiceOvers[0].audioUrl).toMatch(
      /\/v1\/media\/.+\/voice-overs\/a\.mp3$/,
    );
    const foreign = await s.api.patch(
      `/v1/workflow-edit-steps/${fw()}`,
      { voiceOvers: [{ startTime: 0, endTime: 2, audioUrl: `org/x/workflows/y/a.mp3` }] },
      tok.pub,
    );
    expect(foreign.status).toBe(400);
    expect((await s.api.get(`/v1/workflow-edit-steps/${fw()}`, tok.view)).status).toBe(403);
  });

  it('reviewers: the workspace admins and the org admins', async () => {
    const r = await s.api.get(`/v1/workflows/${fw()}/reviewers`, tok.pub);
    expect(r.status).toBe(200);
    const emails = r.body.data.items.map((u: { email: string }) => u.email);
    expect(emails).toContain(DEMO_USERS.orgAdmin);
    expect(emails).toContain(DEMO_USERS.workspaceAdmin);
    expect(emails).not.toContain(DEMO_USERS.publisher);
    expect(emails).not.toContain(DEMO_USERS.viewer);
  });

  it('externalId is set, shown in the detail and cleared', async () => {
    const r = await s.api.patch(
      `/v1/workflows/${fw()}/externalId`,
      { externalId: ' ERP-42 ' },
      tok.pub,
    );
    expect(r.status).toBe(200);
    expect(r.body.data.item.externalId).toBe('ERP-42');
    expect((await s.api.get(`/v1/workflows/${fw()}`, tok.view)).body.data.item.externalId).toBe(
      'ERP-42',
    );
    const cleared = await s.api.patch(
      `/v1/workflows/${fw()}/externalId`,
      { externalId: null },
      tok.pub,
    );
    expect(cleared.body.data.item.externalId).toBeNull();
    expect(
      (await s.api.patch(`/v1/workflows/${fw()}/externalId`, { externalId: 'x' }, tok.view)).status,
    ).toBe(403);
  });

  it('feedback is recorded; a rating out of range is 400', async () => {
    const r = await s.api.post(
      `/v1/workflows/${fw()}/feedback`,
      { editor: 'editormain', rating: 5, comment: 'Quick' },
      tok.pub,
    );
    expect(r.status).toBe(200);
    expect(r.body.data.item.id).toBeTruthy();
    const bad = await s.api.post(
      `/v1/workflows/${fw()}/feedback`,
      { editor: 'editor', rating: 9 },
      tok.pub,
    );
    expect(bad.status).toBe(400);
  });

  it('edit events are recorded and listed newest first, with who', async () => {
    const r = await s.api.post(
      `/v1/workflows/${fw()}/edit-events/batch-create`,
      { data: [{ type: 'cut', data: { start: 1, end: 2 } }, { type: 'save' }] },
      tok.pub,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.items).toHaveLength(2);
    const list = await s.api.get(`/v1/workflows/${fw()}/edit-events`, tok.pub);
    expect(list.body.data.items.map((e: { type: string }) => e.type)).toContain('cut');
    expect(list.body.data.items[0].user.uid).toBeTruthy();
    expect((await s.api.get(`/v1/workflows/${fw()}/edit-events`, tok.other)).status).toBe(404);
  });
});
