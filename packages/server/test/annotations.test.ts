/**
 * Annotations (issue 22): the batch upsert and the read by steps through the real routes
 * (defaults applied, replace semantics, empty lists kept), who may write and read them, steps of
 * another workflow or organisation refused without being touched, images (upload -> key ->
 * element -> signed URL, in get-by-steps and in the player's answer), the player's answer
 * without blur, every bad element we know refused with a 4xx, and the demo's annotations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { ANNOTATION_ELEMENTS_MAX, AttachmentProblem, DEFAULT_FONT_FAMILY } from '@stepwise/core';
import { newId } from '../src/db/ids.js';
import {
  annotations,
  steps,
  uploads,
  workflowRenders,
  workflows,
  workspaces,
} from '../src/db/schema.js';
import { EditMessage } from '../src/domain/workflow-edits.js';
import { Tenant } from '../src/db/tenant.js';
import { DEMO_ANNOTATION_LABEL, ensureDemoAnnotations } from '../src/seed/demo-annotations.js';
import { BAD_ELEMENTS, blur, canvas, insertWorkflow, label, rect } from './annotation-helpers.js';
import { buildFixtures, type Fixtures } from './fixtures.js';
import { png } from './fixtures/png.js';
import { startTestServer, type TestServer } from './harness.js';
import { signIn, type Tokens } from './sop-helpers.js';
import { createUpload, sendAllParts } from './upload-client.js';

let s: TestServer;
let fx: Fixtures;
let token: Tokens;
let wf: string;
let firstStep: string;
let secondStep: string;
/** A step of another workflow of the demo organisation, and one of Other Co's. */
let otherWorkflowStep: string;
let foreignWorkflow: string;
let foreignStep: string;

const upsert = (body: unknown, who = token.pub) =>
  s.api.post('/v1/annotations/batch-upsert', body, who);
const byStep = (stepIds: string[], who = token.pub) =>
  s.api.post('/v1/annotations/get-by-steps', { stepIds }, who);
const one = (stepId: string, elements: unknown[], workflowId = wf) => ({
  workflowId,
  annotations: [{ stepId, elements }],
});

beforeAll(async () => {
  s = await startTestServer();
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  token = await signIn(s);
  wf = fx.base.workflowId!;
  const db = s.database.db;
  // Published, so the viewer may read (an unpublished one is code 2 for viewers, as the player).
  await db.update(workflows).set({ published: true }).where(eq(workflows.id, wf));
  const rows = await db
    .select()
    .from(steps)
    .where(eq(steps.workflowId, wf))
    .orderBy(asc(steps.order));
  [firstStep, secondStep] = [rows[0]!.id, rows[1]!.id];
  otherWorkflowStep = (await insertWorkflow(s.database.db, s.demoOrganizationId, null, wf)).stepId;
  const [otherWs] = await db
    .select()
    .from(workspaces)
    .where(eq(workspaces.organizationId, fx.otherOrganizationId));
  const foreign = await insertWorkflow(s.database.db, fx.otherOrganizationId, otherWs!.id, wf);
  [foreignWorkflow, foreignStep] = [foreign.id, foreign.stepId];
});
afterAll(() => s?.close());

describe('batch upsert and get-by-steps', () => {
  it('round-trips a record with the defaults applied, in request order', async () => {
    const r = await upsert({
      workflowId: wf,
      annotations: [
        { stepId: secondStep, elements: [label] },
        { stepId: firstStep, elements: [rect('frame')] },
      ],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.render).toBeNull();
    expect(r.body.data.items.map((i: { stepId: string }) => i.stepId)).toEqual([
      secondStep,
      firstStep,
    ]);
    const got = await byStep([firstStep, secondStep]);
    expect(got.status).toBe(200);
    const [first, second] = got.body.data.items;
    expect(first.stepId).toBe(firstStep);
    expect(first.elements).toEqual([
      {
        ...rect('frame'),
        scaleX: 1,
        scaleY: 1,
        opacity: 1,
        isRedraw: false,
        fill: null,
        strokeType: 'solid',
      },
    ]);
    expect(second.elements[0]).toMatchObject({
      text: 'Isolation switch',
      fontFamily: DEFAULT_FONT_FAMILY,
      fontSize: 24,
      fontWeight: 'normal',
      backgroundColor: null,
    });
    expect(Date.parse(first.updatedAt)).toBeGreaterThan(0);
  });

  it("replaces a step's elements whole; an empty list keeps an empty record", async () => {
    await upsert(one(firstStep, [rect('a'), rect('b', { left: 200 })]));
    await upsert(one(firstStep, [rect('c', { shape: 'triangle' })]));
    let got = (await byStep([firstStep])).body.data.items;
    expect(got).toHaveLength(1);
    expect(got[0].elements.map((e: { id: string }) => e.id)).toEqual(['c']);
    const r = await upsert(one(firstStep, []));
    expect(r.status).toBe(200);
    got = (await byStep([firstStep])).body.data.items;
    expect(got).toEqual([expect.objectContaining({ stepId: firstStep, elements: [] })]);
    // One record per step, however often it was saved.
    const rows = await s.database.db
      .select()
      .from(annotations)
      .where(eq(annotations.stepId, firstStep));
    expect(rows).toHaveLength(1);
  });

  it('leaves out steps without a record', async () => {
    const got = await byStep([otherWorkflowStep]);
    expect(got.status).toBe(200);
    expect(got.body.data.items).toEqual([]);
  });
});

describe('who may write and read', () => {
  it('refuses a viewer 403 on upsert but lets them read', async () => {
    const w = await upsert(one(firstStep, [rect('v')]), token.view);
    expect(w.status).toBe(403);
    expect(w.body.ok).toBe(false);
    const r = await byStep([secondStep], token.view);
    expect(r.status).toBe(200);
    expect(r.body.data.items[0].elements[0].text).toBe('Isolation switch');
  });

  it('lets workspace and organisation admins write', async () => {
    for (const who of [token.ws, token.org]) {
      expect((await upsert(one(secondStep, [label]), who)).status).toBe(200);
    }
  });

  it("answers another organisation 404 and never shows or changes the demo's records", async () => {
    const w = await upsert(one(secondStep, [rect('x')]), token.other);
    expect(w.status).toBe(404);
    const r = await byStep([secondStep], token.other);
    expect(r.status).toBe(404);
    expect(JSON.stringify(r.body)).not.toContain('Isolation switch');
    // Their own workflow naming our step: 400, and our record is untouched.
    const mixed = await upsert(one(secondStep, [rect('x')], foreignWorkflow), token.other);
    expect(mixed.status).toBe(400);
    expect((await byStep([secondStep])).body.data.items[0].elements[0].id).toBe('label');
  });

  it('refuses a step of another workflow 400, naming it, and writes nothing of the batch', async () => {
    for (const stranger of [otherWorkflowStep, foreignStep]) {
      const r = await upsert({
        workflowId: wf,
        annotations: [
          { stepId: firstStep, elements: [rect('never')] },
          { stepId: stranger, elements: [rect('y')] },
        ],
      });
      expect(r.status).toBe(400);
      expect(r.body.errorMessage).toContain(stranger);
    }
    const rows = await s.database.db
      .select()
      .from(annotations)
      .where(eq(annotations.stepId, foreignStep));
    expect(rows).toEqual([]);
    const first = (await byStep([firstStep])).body.data.items[0];
    expect(first.elements.map((e: { id: string }) => e.id)).not.toContain('never');
  });
});

describe('blurs while a render runs', () => {
  it('refuses a blur change 409 and writes nothing; a save without one is fine', async () => {
    const db = s.database.db;
    const w = await insertWorkflow(db, s.demoOrganizationId, null, wf, 5);
    await db.insert(workflowRenders).values({
      id: newId(),
      organizationId: s.demoOrganizationId,
      workflowId: w.id,
      editVersion: 0,
      plan: { clips: [], rotation: 0, duration: 5 },
      status: 'running',
      storagePrefix: `org/${s.demoOrganizationId}/workflows/${w.id}/renders/x/`,
    });
    const plain = await upsert(one(w.stepId, [rect('kept')], w.id));
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    expect(plain.body.data.render).toBeNull();
    const blurred = await upsert(one(w.stepId, [rect('gone'), blur], w.id));
    expect(blurred.status).toBe(409);
    expect(blurred.body.errorMessage).toBe(EditMessage.rendering);
    const got = (await byStep([w.stepId])).body.data.items[0].elements;
    expect(got.map((e: { id: string }) => e.id)).toEqual(['kept']);
  });
});

/** An upload of `bytes` by the publisher with every part sent. */
async function uploaded(bytes: Buffer, name: string): Promise<string> {
  const up = await createUpload(s.url, token.pub, bytes, name);
  await sendAllParts(s.url, token.pub, up.id, bytes, up.partCount, up);
  return up.id;
}

describe('images', () => {
  it('upload -> key -> element -> signed URL in get-by-steps and in the player', async () => {
    const id = await uploaded(Buffer.from(await png(1000, 500, '#e63946')), 'warning-sign.png');
    const made = await s.api.post(
      `/v1/workflows/${wf}/annotation-images`,
      { uploadId: id },
      token.pub,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const item = made.body.data.item;
    // Fitted into 800x600, its size read from the stored file.
    expect(item).toMatchObject({ width: 800, height: 400 });
    expect(item.key).toMatch(new RegExp(`^org/.+/workflows/${wf}/annotation-images/[^/]+\\.png$`));
    expect((await fetch(item.url)).status).toBe(200);
    expect((await s.database.db.select().from(uploads).where(eq(uploads.id, id))).length).toBe(0);

    const image = {
      ...canvas,
      id: 'sign',
      type: 'image',
      left: 400,
      top: 20,
      width: 200,
      height: 100,
      originalImageUrl: item.key,
      imageUrl: item.url,
      startTime: 0,
      endTime: 4,
    };
    const saved = await upsert(one(secondStep, [label, image]));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.items[0].elements[1].imageUrl).toContain('/v1/media/');
    // The signed URL is never stored; answers sign the key afresh.
    const [row] = await s.database.db
      .select()
      .from(annotations)
      .where(eq(annotations.stepId, secondStep));
    expect(row!.elements.find((e) => e.id === 'sign')).toMatchObject({ imageUrl: '' });
    const got = (await byStep([secondStep])).body.data.items[0].elements;
    const signed = got.find((e: { id: string }) => e.id === 'sign');
    expect(signed.originalImageUrl).toBe(item.key);
    expect(signed.imageUrl).toContain('/v1/media/');
    expect((await fetch(signed.imageUrl)).status).toBe(200);
    // The player: same image signed, a blur left out (burned into the video instead). It is
    // written straight to the row: saving one through the route starts a re-render (part of the
    // blur tests), which this media-less fixture cannot run.
    await s.database.db
      .update(annotations)
      .set({ elements: [...row!.elements, blur as never] })
      .where(eq(annotations.stepId, secondStep));
    const played = await s.api.get('/v1/player/workflow', token.view, { workflowId: wf });
    expect(played.status).toBe(200);
    const step = played.body.data.item.steps.find((x: { id: string }) => x.id === secondStep);
    expect(step.annotations.map((e: { id: string }) => e.id)).toEqual(['label', 'sign']);
    expect(step.annotations[1].imageUrl).toContain('/v1/media/');
    expect((await fetch(step.annotations[1].imageUrl)).status).toBe(200);
  });

  it('reads a JPEG photo smaller than the box at its own size', async () => {
    const { createCanvas } = await import('@napi-rs/canvas');
    const c = createCanvas(321, 123);
    c.getContext('2d').fillRect(0, 0, 100, 100);
    const id = await uploaded(Buffer.from(await c.encode('jpeg', 80)), 'panel.jpg');
    const made = await s.api.post(
      `/v1/workflows/${wf}/annotation-images`,
      { uploadId: id },
      token.pub,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data.item).toMatchObject({ width: 321, height: 123 });
    expect(made.body.data.item.key).toMatch(/\.jpg$/);
  });

  it("refuses an image key that is not this workflow's annotation image", async () => {
    const keys = [
      `org/${fx.base.organizationId}/workflows/${wf}/poster.jpg`,
      `org/${fx.otherOrganizationId}/workflows/${foreignWorkflow}/annotation-images/a.png`,
      `org/${fx.base.organizationId}/workflows/${wf}/annotation-images/../poster.jpg`,
      'https://example.com/a.png',
    ];
    for (const key of keys) {
      const r = await upsert(
        one(firstStep, [
          {
            ...canvas,
            id: 'i',
            type: 'image',
            left: 0,
            top: 0,
            width: 10,
            height: 10,
            originalImageUrl: key,
            startTime: 0,
            endTime: 1,
          },
        ]),
      );
      expect(r.status, key).toBe(400);
    }
  });

  it('refuses bytes that are not an image, and a viewer', async () => {
    const text = Buffer.from('just some text, not a picture at all');
    const r = await s.api.post(
      `/v1/workflows/${wf}/annotation-images`,
      { uploadId: await uploaded(text, 'fake.png') },
      token.pub,
    );
    expect(r.status).toBe(400);
    expect(r.body.errorMessage).toBe(AttachmentProblem.invalidImageType);
    const viewer = await s.api.post(
      `/v1/workflows/${wf}/annotation-images`,
      { uploadId: fx.base.uploadId },
      token.view,
    );
    expect(viewer.status).toBe(403);
  });
});

describe('the player', () => {
  it('gives every step its annotations, blur excluded, with no record an empty list', async () => {
    await s.database.db
      .update(annotations)
      .set({ elements: [blur as never] })
      .where(eq(annotations.stepId, firstStep));
    const played = await s.api.get('/v1/player/workflow', token.pub, { workflowId: wf });
    const stepsOut = played.body.data.item.steps;
    expect(stepsOut.find((x: { id: string }) => x.id === firstStep).annotations).toEqual([]);
    for (const step of stepsOut) expect(Array.isArray(step.annotations)).toBe(true);
  });
});

describe('bad annotation elements are refused with a 4xx (what we tried)', () => {
  for (const [what, element] of BAD_ELEMENTS) {
    it(`refuses ${what}`, async () => {
      const r = await upsert(one(firstStep, [element]));
      expect(r.status).toBe(400);
      expect(r.body.ok).toBe(false);
    });
  }

  it('refuses 10,000 elements on one step (at most 200)', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      ...canvas,
      id: `e${i}`,
      type: 'arrow',
      left: 0,
      top: 0,
      startX: 0,
      startY: 0,
      endX: 30,
      endY: 30,
      stroke: '#fff',
      strokeWidth: 4,
      startTime: 0,
      endTime: 1,
    }));
    const r = await upsert(one(firstStep, many));
    expect([400, 413]).toContain(r.status);
    expect(r.body.ok).toBe(false);
    const r201 = await upsert(one(firstStep, many.slice(0, ANNOTATION_ELEMENTS_MAX + 1)));
    expect(r201.status).toBe(400);
  });

  it('refuses a body over the size limit 413', async () => {
    const huge = rect('h', { id: 'x'.repeat(2 * 1024 * 1024) });
    const r = await upsert(one(firstStep, [huge]));
    expect(r.status).toBe(413);
    expect(r.body.ok).toBe(false);
  });

  it('refuses a step listed twice, and an empty batch', async () => {
    const twice = await upsert({
      workflowId: wf,
      annotations: [
        { stepId: firstStep, elements: [] },
        { stepId: firstStep, elements: [] },
      ],
    });
    expect(twice.status).toBe(400);
    expect((await upsert({ workflowId: wf, annotations: [] })).status).toBe(400);
  });
});

describe('the demo', () => {
  it("annotates the sample's first step (arrow, red frame, label, no blur) once", async () => {
    const sample = await insertWorkflow(s.database.db, s.demoOrganizationId, null, wf, 5);
    const [row] = await s.database.db.select().from(workflows).where(eq(workflows.id, sample.id));
    const tenant = new Tenant(s.database.db, s.demoOrganizationId);
    await ensureDemoAnnotations(tenant, row!);
    await ensureDemoAnnotations(tenant, row!);
    const got = await byStep([sample.stepId]);
    expect(got.body.data.items).toHaveLength(1);
    const elements = got.body.data.items[0].elements;
    expect(elements.map((e: { type: string }) => e.type).sort()).toEqual([
      'arrow',
      'i-text',
      'shape',
    ]);
    expect(elements.find((e: { type: string }) => e.type === 'shape').stroke).toBe('#ff0000');
    expect(elements.find((e: { type: string }) => e.type === 'i-text').text).toBe(
      DEMO_ANNOTATION_LABEL,
    );
    // Within the step (5 s long here): every element ends by its end, after it starts.
    for (const e of elements) {
      expect(e.endTime).toBeLessThanOrEqual(5);
      expect(e.endTime).toBeGreaterThan(e.startTime);
    }
  });
});
