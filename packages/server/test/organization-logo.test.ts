/**
 * The organisation logo (issue 23; 001 §3 "logo url", §7 "item.logo.url") through the real
 * routes: an org admin's PNG / JPEG / WebP upload becomes the logo fitted into 400x160, SVG and
 * text are refused 400 (their upload removed) and a file over 2 MB 413; viewers are 403; another
 * organisation neither reads nor sets it; the share landing and the share view answer a signed
 * URL an anonymous visitor opens (200 image/*); removing it takes the file away; the demo logo.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ORGANIZATION_LOGO_MAX_BYTES } from '@stepwise/core';
import { organizations, uploads } from '../src/db/schema.js';
import { Tenant } from '../src/db/tenant.js';
import { imageSize } from '../src/media/image-size.js';
import { LOGO_TOO_LARGE, LOGO_WRONG_TYPE } from '../src/domain/organization-logo.js';
import { ensureDemoLogo } from '../src/seed/demo-logo.js';
import { buildFixtures, OTHER_ORG, type Fixtures } from './fixtures.js';
import { png } from './fixtures/png.js';
import { startTestServer, type TestServer } from './harness.js';
import { landing, publishedCopy, ShareKit } from './share-helpers.js';
import { createUpload, sendAllParts } from './upload-client.js';

const LOGO = '/v1/organizations/logo';

let s: TestServer;
let fx: Fixtures;
let kit: ShareKit;
let otherAdmin: string;

/** An upload of `bytes` by `token` with every part sent. */
async function uploaded(bytes: Uint8Array, name: string, token = kit.token.org): Promise<string> {
  const file = Buffer.from(bytes);
  const up = await createUpload(s.url, token, file, name);
  await sendAllParts(s.url, token, up.id, file, up.partCount, up);
  return up.id;
}

async function canvasImage(format: 'jpeg' | 'webp', width: number, height: number) {
  const { createCanvas } = await import('@napi-rs/canvas');
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#1f6feb';
  ctx.fillRect(0, 0, width, height);
  return new Uint8Array(
    format === 'jpeg' ? await canvas.encode('jpeg', 85) : await canvas.encode('webp', 85),
  );
}

/** An anonymous GET of a signed URL: its status, type and bytes. */
async function open(url: string) {
  const res = await fetch(url);
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
}

const storedKey = async (organizationId = s.demoOrganizationId) =>
  (await s.database.db.select().from(organizations).where(eq(organizations.id, organizationId)))[0]!
    .logoKey;
const uploadGone = async (id: string) =>
  (await s.database.db.select().from(uploads).where(eq(uploads.id, id))).length === 0;

beforeAll(async () => {
  s = await startTestServer();
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  kit = await ShareKit.open(s);
  otherAdmin = (await s.api.login(OTHER_ORG.admin)).accessToken;
});
afterAll(() => s?.close());

describe('PUT, GET and DELETE /v1/organizations/logo', () => {
  it('starts with no logo', async () => {
    const r = await s.api.get(LOGO, kit.token.org);
    expect(r.status).toBe(200);
    expect(r.body.data.item).toEqual({ logo: null });
  });

  it('takes a PNG, fits it into 400x160 and answers a URL anyone opens', async () => {
    const id = await uploaded(await png(1000, 500, '#1f6feb'), 'logo.png');
    const r = await s.api.put(LOGO, { uploadId: id }, kit.token.org);
    expect(r.status).toBe(200);
    const url: string = r.body.data.item.logo.url;
    expect(url).toContain('/v1/media/');
    expect(await storedKey()).toMatch(
      new RegExp(`^org/${s.demoOrganizationId}/branding/[^/]+/logo\\.png$`),
    );
    expect(await uploadGone(id)).toBe(true);
    const file = await open(url);
    expect(file.status).toBe(200);
    expect(file.type).toMatch(/^image\/png/);
    expect(imageSize(file.bytes)).toEqual({ width: 320, height: 160 });
    // The admin's read answers the same logo.
    const read = await s.api.get(LOGO, kit.token.org);
    expect(read.body.data.item.logo.url).toContain('/v1/media/');
  });

  it('takes a JPEG (kept JPEG) and a WebP (stored as PNG), never enlarging', async () => {
    const jpeg = await s.api.put(
      LOGO,
      { uploadId: await uploaded(await canvasImage('jpeg', 600, 600), 'logo.jpg') },
      kit.token.org,
    );
    expect(jpeg.status).toBe(200);
    const jpegFile = await open(jpeg.body.data.item.logo.url);
    expect(jpegFile.type).toMatch(/^image\/jpeg/);
    expect(imageSize(jpegFile.bytes)).toEqual({ width: 160, height: 160 });

    const before = await storedKey();
    const webp = await s.api.put(
      LOGO,
      { uploadId: await uploaded(await canvasImage('webp', 200, 80), 'logo.webp') },
      kit.token.org,
    );
    expect(webp.status).toBe(200);
    const webpFile = await open(webp.body.data.item.logo.url);
    expect(webpFile.type).toMatch(/^image\/png/);
    expect(imageSize(webpFile.bytes)).toEqual({ width: 200, height: 80 });
    // The replaced logo's file is gone: its old URL no longer opens.
    expect(await storedKey()).not.toBe(before);
    expect((await open(jpeg.body.data.item.logo.url)).status).toBe(404);
  });

  it('refuses SVG and text 400 (whatever the name says) and removes their upload', async () => {
    const kept = await storedKey();
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    for (const [bytes, name] of [
      [svg, 'logo.svg'],
      [svg, 'logo.png'],
      [new TextEncoder().encode('not an image at all'), 'logo.png'],
    ] as const) {
      const id = await uploaded(bytes, name);
      const r = await s.api.put(LOGO, { uploadId: id }, kit.token.org);
      expect(r.status, name).toBe(400);
      expect(r.body).toMatchObject({ ok: false, errorMessage: LOGO_WRONG_TYPE });
      expect(r.body.data).toMatchObject({ key: 'invalidImageType' });
      expect(await uploadGone(id)).toBe(true);
    }
    // Truncated PNG bytes: the right signature, but nothing ffmpeg can decode.
    const broken = (await png(300, 100)).slice(0, 60);
    const r = await s.api.put(LOGO, { uploadId: await uploaded(broken, 'cut.png') }, kit.token.org);
    expect(r.status).toBe(400);
    expect(await storedKey()).toBe(kept);
  });

  it('refuses a file over 2 MB 413, and an unfinished upload 409 (kept)', async () => {
    const big = new Uint8Array(ORGANIZATION_LOGO_MAX_BYTES + 1);
    big.set(await png(10, 10));
    const id = await uploaded(big, 'huge.png');
    const r = await s.api.put(LOGO, { uploadId: id }, kit.token.org);
    expect(r.status).toBe(413);
    expect(r.body.errorMessage).toBe(LOGO_TOO_LARGE);
    expect(await uploadGone(id)).toBe(true);

    const file = Buffer.from(await png(40, 40));
    const unfinished = await createUpload(s.url, kit.token.org, file, 'later.png');
    const early = await s.api.put(LOGO, { uploadId: unfinished.id }, kit.token.org);
    expect(early.status).toBe(409);
    expect(await uploadGone(unfinished.id)).toBe(false);
  });

  it('refuses bad bodies 400 and unknown uploads 404', async () => {
    for (const body of [{}, { uploadId: '' }, { uploadId: 'x'.repeat(500) }, { uploadId: 1 }]) {
      expect((await s.api.put(LOGO, body, kit.token.org)).status).toBe(400);
    }
    expect((await s.api.put(LOGO, { uploadId: 'no-such-upload' }, kit.token.org)).status).toBe(404);
  });

  it('is for org admins only: a viewer and a publisher are 403', async () => {
    const id = await uploaded(await png(50, 20), 'mine.png', kit.token.pub);
    for (const token of [kit.token.view, kit.token.pub]) {
      expect((await s.api.get(LOGO, token)).status).toBe(403);
      expect((await s.api.delete(LOGO, token)).status).toBe(403);
      expect((await s.api.put(LOGO, { uploadId: id }, token)).status).toBe(403);
    }
    expect((await s.api.get(LOGO)).status).toBe(401);
    expect(await storedKey()).not.toBeNull();
  });

  it("keeps organisations apart: another org's admin reads its own (none), not ours", async () => {
    const mine = await storedKey();
    const r = await s.api.get(LOGO, otherAdmin);
    expect(r.status).toBe(200);
    expect(r.body.data.item).toEqual({ logo: null });
    // Our admin's upload is nobody else's to use.
    const id = await uploaded(await png(50, 20), 'ours.png');
    expect((await s.api.put(LOGO, { uploadId: id }, otherAdmin)).status).toBe(404);
    expect((await s.api.delete(LOGO, otherAdmin)).status).toBe(200);
    expect(await storedKey()).toBe(mine);
    expect(await storedKey(fx.otherOrganizationId)).toBeNull();
  });
});

describe('the share page and the share view (001 §7 item.logo.url)', () => {
  it('answer the signed logo an anonymous visitor opens; after DELETE, none', async () => {
    const wf = await publishedCopy(s.database, fx.base.workflowId!);
    const shareId = await kit.shareOf(wf);
    const put = await kit.put(shareId, {
      externalAccessType: 'password',
      externalPassword: 'Logo-Gate-2026',
    });
    expect(put.status).toBe(200);
    expect(put.body.data.item.logo.url).toContain('/v1/media/');

    const page = await kit.anonymous('GET', landing(shareId), null);
    expect(page.status).toBe(200);
    const logoUrl: string = page.body.data.item.organization.logoUrl;
    expect(logoUrl).toContain('/v1/media/');
    const file = await open(logoUrl);
    expect(file.status).toBe(200);
    expect(file.type).toMatch(/^image\//);
    // The logo's token opens that logo only, not the organisation's workflow media.
    const token = new URL(logoUrl).pathname.split('/')[3]!;
    expect((await open(`${s.url}/v1/media/${token}/poster.jpg`)).status).toBe(403);

    const removed = await s.api.delete(LOGO, kit.token.org);
    expect(removed.status).toBe(200);
    expect(removed.body.data.item).toEqual({ logo: null });
    expect(await storedKey()).toBeNull();
    expect((await open(logoUrl)).status).toBe(404);
    const after = await kit.anonymous('GET', landing(shareId), null);
    expect(after.body.data.item.organization.logoUrl).toBeNull();
    const view = await s.api.get(`/v1/content-shares/${shareId}`, kit.token.pub);
    expect(view.body.data.item.logo).toBeNull();
    // Removing again is no error.
    expect((await s.api.delete(LOGO, kit.token.org)).status).toBe(200);
  });
});

describe('the demo logo', () => {
  it('is a PNG set once, only while the organisation has none', async () => {
    const storage = s.app.services.storage;
    const tenant = new Tenant(s.database.db, fx.otherOrganizationId);
    expect(await ensureDemoLogo(tenant, storage)).toBe(true);
    const key = await storedKey(fx.otherOrganizationId);
    expect(key).toMatch(new RegExp(`^org/${fx.otherOrganizationId}/branding/[^/]+/logo\\.png$`));
    expect(await ensureDemoLogo(tenant, storage)).toBe(false);
    expect(await storedKey(fx.otherOrganizationId)).toBe(key);
    const r = await s.api.get(LOGO, otherAdmin);
    const file = await open(r.body.data.item.logo.url);
    expect(file.status).toBe(200);
    expect(imageSize(file.bytes)).toEqual({ width: 320, height: 120 });
  });
});
