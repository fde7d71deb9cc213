/**
 * Admin settings (issue 25): business, interface language, assistant (Maven) settings,
 * integrations, the credit dashboard's usage record and QR codes, over real HTTP against the
 * embedded database; plus the IP restriction's lock-out refusal. Bad input tried: over-long and
 * malformed fields, unknown keys, a default language not offered, duplicate presets, a top-k out
 * of range, months out of range, QR codes for unknown, unpublished or other-kind content.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeAnswers } from '@stepwise/core';
import { eq } from 'drizzle-orm';
import { DEMO_USERS } from '../src/seed/demo.js';
import { organizations, users } from '../src/db/schema.js';
import { startTestServer, type TestServer } from './harness.js';
import { buildFixtures, type Fixtures } from './fixtures.js';

let s: TestServer;
let fx: Fixtures;
const token = { org: '', ws: '', view: '' };
const MY = '/v1/organization-settings/my';

beforeAll(async () => {
  s = await startTestServer({ CALLER_CACHE_SECONDS: '0' });
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  token.org = (await s.api.login(DEMO_USERS.orgAdmin)).accessToken;
  token.ws = (await s.api.login(DEMO_USERS.workspaceAdmin)).accessToken;
  token.view = (await s.api.login(DEMO_USERS.viewer)).accessToken;
});
afterAll(() => s?.close());

describe('IP restriction lock-out (PUT .../restricted-ip)', () => {
  const PATH = `${MY}/customized-permissions/restricted-ip`;

  it('refuses rules without the caller’s address, with the address in data', async () => {
    const r = await s.api.put(
      PATH,
      { enableRestrictedIP: true, allowedRules: ['203.0.113.0/24'] },
      token.org,
    );
    expect(r.status).toBe(400);
    expect(r.body.ok).toBe(false);
    expect(r.body.errorMessage).toMatch(/would lock yourself out/);
    expect(r.body.data).toEqual({ clientIP: '127.0.0.1', reason: 'ip-lock-out' });
    // Nothing was saved: the admin still gets in.
    expect((await s.api.get(`${MY}/business`, token.org)).status).toBe(200);
  });

  it('saves rules that include the caller, and disabling is always allowed', async () => {
    const saved = await s.api.put(
      PATH,
      { enableRestrictedIP: true, allowedRules: ['203.0.113.0/24', '127.0.0.1'] },
      token.org,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ enableRestrictedIP: true });
    const off = await s.api.put(
      PATH,
      { enableRestrictedIP: false, allowedRules: ['203.0.113.0/24'] },
      token.org,
    );
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({
      enableRestrictedIP: false,
      allowedRules: ['203.0.113.0/24'],
    });
  });
});

describe('business', () => {
  it('reads and writes the name and details, versioned', async () => {
    const before = await s.api.get(`${MY}/business`, token.org);
    expect(before.status).toBe(200);
    expect(
      routeAnswers['GET /v1/organization-settings/my/business'].parse(before.body.data),
    ).toBeTruthy();
    const body = {
      name: 'Demo Manufacturing Co.',
      industry: 'Automotive parts',
      size: '201-1000',
      country: 'Germany',
      address: 'Werkstraße 1, 70173 Stuttgart',
      contactEmail: 'plant@example.com',
      phone: '+49 711 123456',
      website: 'https://example.com/plant',
    };
    const r = await s.api.put(`${MY}/business`, body, token.org);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual(body);
    const [org] = await s.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, s.demoOrganizationId));
    expect(org!.name).toBe('Demo Manufacturing Co.');
    expect((await s.api.get(`${MY}/business`, token.org)).body.data).toEqual(body);
    // A partial update keeps the rest.
    const partial = await s.api.put(`${MY}/business`, { phone: '' }, token.org);
    expect(partial.body.data).toMatchObject({ industry: 'Automotive parts', phone: '' });
  });

  it.each([
    [{ contactEmail: 'not-an-email' }],
    [{ website: 'ftp://example.com' }],
    [{ website: 'example' }],
    [{ name: '' }],
    [{ name: 'x'.repeat(201) }],
    [{ address: 'x'.repeat(501) }],
    [{ phone: 'call me' }],
    [{ size: 'huge' }],
    [{ unknown: 1 }],
  ])('refuses %j with a 400 in the wrapper', async (body) => {
    const r = await s.api.put(`${MY}/business`, body, token.org);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ ok: false });
    expect(typeof r.body.errorMessage).toBe('string');
  });

  it('is the org admin’s only', async () => {
    expect((await s.api.get(`${MY}/business`, token.ws)).status).toBe(403);
    expect((await s.api.put(`${MY}/business`, { industry: 'x' }, token.view)).status).toBe(403);
    expect((await s.api.get(`${MY}/business`)).status).toBe(401);
  });
});

describe('interface language', () => {
  it('defaults to every language with English, and new members take the default', async () => {
    const r = await s.api.get(`${MY}/interface-language`, token.org);
    expect(r.body.data.defaultLanguage).toBe('en');
    expect(r.body.data.offeredLanguages).toHaveLength(15);
    const put = await s.api.put(
      `${MY}/interface-language`,
      { defaultLanguage: 'de-de', offeredLanguages: ['en', 'de-de'] },
      token.org,
    );
    expect(put.status).toBe(200);
    expect(put.body.data).toEqual({ defaultLanguage: 'de-de', offeredLanguages: ['en', 'de-de'] });
    const email = `lang-${Date.now()}@example.com`;
    const added = await s.api.post(
      '/user/add',
      { type: 'org-admin', data: { email, firstName: 'Lena', role: 'admin-organization' } },
      token.org,
    );
    expect(added.status).toBe(200);
    const [row] = await s.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.locale).toBe('de-de');
    await s.api.put(
      `${MY}/interface-language`,
      { defaultLanguage: 'en', offeredLanguages: ['en', 'de-de', 'fr-fr'] },
      token.org,
    );
  });

  it.each([
    [{ defaultLanguage: 'fr-fr', offeredLanguages: ['en'] }],
    [{ defaultLanguage: 'en', offeredLanguages: [] }],
    [{ defaultLanguage: 'xx', offeredLanguages: ['en'] }],
    [{ defaultLanguage: 'en', offeredLanguages: ['en', 'en'] }],
    [{ defaultLanguage: 'en' }],
  ])('refuses %j', async (body) => {
    const r = await s.api.put(`${MY}/interface-language`, body, token.org);
    expect(r.status).toBe(400);
    expect(r.body.ok).toBe(false);
  });
});

describe('assistant (Maven) settings', () => {
  it('stores presets, top-k, greeting and the switch; the assistant serves the presets', async () => {
    const before = await s.api.get(`${MY}/maven`, token.org);
    expect(before.body.data).toMatchObject({ topK: 5, presetQuestions: [], greeting: '' });
    const presets = ['How do I start the press?', 'Where is the lock-out kit?'];
    const r = await s.api.put(
      `${MY}/maven`,
      { presetQuestions: presets, topK: 8, greeting: 'Ask me about the line.', maven: true },
      token.org,
    );
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ presetQuestions: presets, topK: 8, maven: true });
    const served = await s.api.get('/v2/chats/preset-questions', token.view);
    expect(served.body.data.items).toEqual(presets);
  });

  it.each([
    [{ topK: 0 }],
    [{ topK: 21 }],
    [{ presetQuestions: ['Same?', 'same?'] }],
    [{ presetQuestions: Array.from({ length: 11 }, (_, i) => `Q${i}`) }],
    [{ presetQuestions: [''] }],
    [{ greeting: 'x'.repeat(501) }],
    [{ maven: 'yes' }],
  ])('refuses %j', async (body) => {
    expect((await s.api.put(`${MY}/maven`, body, token.org)).status).toBe(400);
  });
});

describe('credit dashboard', () => {
  it('an assistant question adds a usage row the dashboard reports', async () => {
    const before = await s.api.get('/v1/ai-usage', token.org, { months: '6' });
    expect(before.status).toBe(200);
    expect(before.body.data.months).toHaveLength(6);
    const count = (data: { items: { feature: string; requests: number }[] }) =>
      data.items.filter((i) => i.feature === 'chat').reduce((n, i) => n + i.requests, 0);
    const asked = await s.api.post(
      '/v2/chats',
      { query: 'How do I change the drill bit?', streaming: false },
      token.view,
    );
    expect(asked.status).toBe(200);
    const after = await s.api.get('/v1/ai-usage', token.org);
    expect(count(after.body.data)).toBe(count(before.body.data) + 1);
    const row = after.body.data.items.find((i: { feature: string }) => i.feature === 'chat');
    expect(row).toMatchObject({
      provider: 'offline',
      quantities: { requests: expect.any(Number) },
    });
    expect(row.month).toBe(after.body.data.months.at(-1));
    // The providers' status, from the server's configuration (none in tests).
    const caps = after.body.data.providers.map((p: { capability: string }) => p.capability);
    expect(caps).toEqual(['chat', 'transcription', 'text-to-speech', 'embeddings']);
    const chat = after.body.data.providers[0];
    expect(chat).toMatchObject({ status: 'not-configured' });
    expect(chat.reason).toMatch(/AI_BASE_URL/);
  });

  it.each(['0', '25', 'six'])('refuses months=%s', async (months) => {
    expect((await s.api.get('/v1/ai-usage', token.org, { months })).status).toBe(400);
  });

  it('is the org admin’s only', async () => {
    expect((await s.api.get('/v1/ai-usage', token.ws)).status).toBe(403);
  });
});

describe('integrations', () => {
  it('reports each integration with its state', async () => {
    const r = await s.api.get(`${MY}/integrations`, token.org);
    expect(r.status).toBe(200);
    const keys = r.body.data.items.map((i: { key: string }) => i.key);
    expect(keys).toEqual(['elearning', 'sso', 'zoom', 'ai', 'data-hub']);
    expect(r.body.data.items[2]).toMatchObject({ flag: 'zoomIntegration', enabled: false });
  });
});

describe('QR codes', () => {
  it('creates a code for published content, lists it with its path, deletes it', async () => {
    const contents = await s.api.get('/v1/qr-codes/contents', token.org, { keyword: '' });
    expect(contents.status).toBe(200);
    const sop = fx.base.publishedSopId!;
    expect(contents.body.data.items.some((c: { id: string }) => c.id === sop)).toBe(true);
    const made = await s.api.post(
      '/v1/qr-codes',
      { contentType: 'multimodal-sops', contentId: sop, label: 'Press 4 station' },
      token.org,
    );
    expect(made.status).toBe(200);
    expect(made.body.data.item).toMatchObject({
      label: 'Press 4 station',
      path: `/smart-instruction/${sop}`,
    });
    expect(made.body.data.item.contentTitle).toEqual(expect.any(String));
    const list = await s.api.get('/v1/qr-codes', token.org);
    expect(list.body.data.items.map((i: { id: string }) => i.id)).toContain(made.body.data.item.id);
    const gone = await s.api.delete(`/v1/qr-codes/${made.body.data.item.id}`, token.org);
    expect(gone.status).toBe(200);
    expect((await s.api.delete(`/v1/qr-codes/${made.body.data.item.id}`, token.org)).status).toBe(
      404,
    );
  });

  it('refuses unpublished, unknown and mistyped content, and bad labels', async () => {
    const post = (body: unknown) => s.api.post('/v1/qr-codes', body, token.org);
    // The sample workflow is processed but not published.
    const unpublished = await post({
      contentType: 'workflows',
      contentId: fx.base.workflowId,
      label: 'x',
    });
    expect(unpublished.status).toBe(409);
    expect(unpublished.body.errorMessage).toMatch(/published/);
    // A smart instruction's id given as a workflow: not found.
    expect(
      (await post({ contentType: 'workflows', contentId: fx.base.publishedSopId, label: 'x' }))
        .status,
    ).toBe(404);
    expect(
      (await post({ contentType: 'videos', contentId: fx.base.workflowId, label: 'x' })).status,
    ).toBe(400);
    expect(
      (await post({ contentType: 'workflows', contentId: fx.base.workflowId, label: '' })).status,
    ).toBe(400);
    expect(
      (
        await post({
          contentType: 'workflows',
          contentId: fx.base.workflowId,
          label: 'x'.repeat(121),
        })
      ).status,
    ).toBe(400);
    expect((await s.api.get('/v1/qr-codes', token.view)).status).toBe(403);
  });
});
