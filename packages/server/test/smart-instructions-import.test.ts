/**
 * Creating a smart instruction from a PDF (issue 20 Must-show "From PDF", the refusals): a file
 * over 50 MB and a file that is not a PDF by its bytes are refused with clear errors, and leave
 * nothing behind: no SOP row, and the upload (row and bytes) removed. Media attached to an SOP
 * are checked by the same limits. The import itself is the import job's (its own tests).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { smartInstructions, sopItems, uploads } from '../src/db/schema.js';
import { buildFixtures, type Fixtures } from './fixtures.js';
import { startTestServer, type TestServer } from './harness.js';
import { signIn, type Tokens } from './sop-helpers.js';
import { createUpload, sendPart } from './upload-client.js';

let s: TestServer;
let fx: Fixtures;
let token: Tokens;

beforeAll(async () => {
  s = await startTestServer();
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  token = await signIn(s);
});
afterAll(() => s?.close());

const sopCount = async () => (await s.database.db.select().from(smartInstructions)).length;
const uploadRow = async (id: string) =>
  (await s.database.db.select().from(uploads).where(eq(uploads.id, id)))[0];

/** An upload of `file` with every part sent. */
async function uploaded(file: Buffer, name: string): Promise<string> {
  const up = await createUpload(s.url, token.pub, file, name);
  for (let n = 1; n <= up.partCount; n++) {
    const part = file.subarray((n - 1) * up.partSize, n * up.partSize);
    expect((await sendPart(s.url, token.pub, up.id, n, part)).status).toBe(200);
  }
  return up.id;
}

const fromPdf = (uploadId: string) =>
  s.api.post(
    '/v1/multimodal-sop',
    { workspaceId: fx.base.workspaceId!, type: 'pdf', uploadId },
    token.pub,
  );

describe('from a PDF: refusals leave nothing behind', () => {
  it('refuses a 60 MB file as too large, and removes the upload', async () => {
    const before = await sopCount();
    const r = await s.api.post(
      '/v1/uploads',
      { fileName: 'manual.pdf', sizeBytes: 60 * 1024 * 1024 },
      token.pub,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const id = r.body.data.item.id;
    const refused = await fromPdf(id);
    expect(refused.status).toBe(400);
    expect(refused.body.errorMessage).toBe('File too large');
    expect(refused.body.data.maxBytes).toBe(50 * 1024 * 1024);
    expect(await sopCount()).toBe(before);
    expect(await uploadRow(id)).toBeUndefined();
  });

  it('refuses a file that is not a PDF by its bytes, and removes the upload', async () => {
    const before = await sopCount();
    const id = await uploaded(Buffer.from('Not a PDF at all, only named like one.'), 'fake.pdf');
    const refused = await fromPdf(id);
    expect(refused.status).toBe(400);
    expect(refused.body.errorMessage).toBe('Invalid file type');
    expect(await sopCount()).toBe(before);
    expect(await uploadRow(id)).toBeUndefined();
    expect(await s.app.services.storage.list(`org/${s.demoOrganizationId}/uploads/${id}`)).toEqual(
      [],
    );
  });

  it("refuses someone else's upload as not found, and an upload still missing parts", async () => {
    const other = await fromPdf(fx.base.uploadId!);
    expect(other.status).toBe(404);
    const r = await s.api.post('/v1/uploads', { fileName: 'a.pdf', sizeBytes: 10 }, token.pub);
    const incomplete = await fromPdf(r.body.data.item.id);
    expect(incomplete.status).toBe(409);
  });
});

describe('media of an SOP', () => {
  it('attaches an image within the limits and refuses a file of another type', async () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64),
    ]);
    const id = await uploaded(png, 'figure.png');
    const r = await s.api.post(
      `/v1/multimodal-sop/${fx.base.smartInstructionId}/media`,
      { uploadId: id, kind: 'image' },
      token.pub,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.item).toMatchObject({ kind: 'image', name: 'figure.png' });
    // Not decodable (a PNG signature, then nothing): the image is its own thumbnail.
    expect(r.body.data.item.thumbnail).toBe(r.body.data.item.url);
    expect(r.body.data.item.url).toContain('/v1/media/');
    expect(await uploadRow(id)).toBeUndefined();
    const fake = await uploaded(png, 'clip.mp4');
    const wrong = await s.api.post(
      `/v1/multimodal-sop/${fx.base.smartInstructionId}/media`,
      { uploadId: fake, kind: 'video' },
      token.pub,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.errorMessage).toBe('Invalid file type');
  });
});

describe('image thumbnails', () => {
  it('makes a JPEG thumbnail of a real image, at most 320 px, served signed', async () => {
    const { createCanvas } = await import('@napi-rs/canvas');
    const canvas = createCanvas(1200, 600);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#1e6091';
    ctx.fillRect(0, 0, 1200, 600);
    const png = await canvas.encode('png');
    const id = await uploaded(png, 'belt.png');
    const r = await s.api.post(
      `/v1/multimodal-sop/${fx.base.smartInstructionId}/media`,
      { uploadId: id, kind: 'image' },
      token.pub,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const { url, thumbnail } = r.body.data.item;
    expect(thumbnail).not.toBe(url);
    expect(thumbnail).toMatch(/-thumb\.jpg$/);
    const got = await fetch(thumbnail);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/jpeg');
    const { loadImage } = await import('@napi-rs/canvas');
    const small = await loadImage(Buffer.from(await got.arrayBuffer()));
    expect([small.width, small.height]).toEqual([320, 160]);
  });
});

describe('transcription and warm-up', () => {
  it('answers the typed not-configured error without a speech provider, never text', async () => {
    const item = fx.base.sopSecondStepId!;
    const key = `org/${s.demoOrganizationId}/smart-instructions/${fx.base.smartInstructionId}/media/clip.mp4`;
    await s.database.db
      .update(sopItems)
      .set({ attachments: [{ kind: 'video', url: key, name: 'clip.mp4', thumbnail: null }] })
      .where(eq(sopItems.id, item));
    const call = (url: string) =>
      s.api.post(
        `/v1/multimodal-sop/${fx.base.smartInstructionId}/transcription`,
        { itemId: item, url },
        token.pub,
      );
    const notMine = await call('org/x/smart-instructions/y/media/z.mp4');
    expect(notMine.status).toBe(400);
    const r = await call(key);
    expect(r.status).toBe(409);
    expect(r.body.data).toMatchObject({ kind: 'not-configured', reason: expect.any(String) });
    const [row] = await s.database.db.select().from(sopItems).where(eq(sopItems.id, item));
    expect(row!.description).toBe('');
    const warm = await s.api.get('/v2/multimodal-sop/warmup', token.view);
    expect(warm.body.data.item).toEqual({ ready: true, generator: 'offline' });
  });
});
