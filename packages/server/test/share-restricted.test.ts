/**
 * Restricted links (issue 23; 001 §3, §6-7, 002 §3, §5): a restricted share mails an admitted
 * address a code, the code buys a share token, the token opens the player (or the smart
 * instruction) and is tracked under that address. Tokens that are forged, expired, for other
 * content or another address, or of an earlier state of the share open nothing. Over real HTTP
 * against the real server and database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SHARE_ACCESS_CODE_MAX_ATTEMPTS } from '@stepwise/core';
import { trackingRecords } from '../src/db/schema.js';
import { trackingSample } from '../src/routes/tracking.js';
import { shareTokenKey, signShareToken } from '../src/domain/share-tokens.js';
import { buildFixtures, WORKFLOW_TITLE, type Fixtures } from './fixtures.js';
import { startTestServer, type TestServer } from './harness.js';
import { landing, playerPath, publishedCopy, ShareKit, SHARE_PASSWORD } from './share-helpers.js';

let s: TestServer;
let fx: Fixtures;
let k: ShareKit;

beforeAll(async () => {
  s = await startTestServer();
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  k = await ShareKit.open(s);
});
afterAll(() => s?.close());

describe('a restricted link (001 §3)', () => {
  let wf = '';
  let share = '';
  let visitorToken = '';

  beforeAll(async () => {
    wf = await publishedCopy(s.database, fx.base.workflowId!);
    share = await k.shareOf(wf);
  });

  it('stores only its lists, mails the listed addresses and answers how many', async () => {
    const before = await k.row(share);
    const res = await k.put(share, {
      externalAccessType: 'restricted',
      externalRestrictedDomains: ['@Partner.Test'],
      externalRestrictedEmailRecords: [{ email: 'Guest@Elsewhere.test' }],
      notify: true,
      message: 'Please watch before Monday',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.item).toMatchObject({
      externalAccessType: 'restricted',
      externalRestrictedDomains: ['partner.test'],
      externalRestrictedEmailRecords: [{ email: 'guest@elsewhere.test' }],
      hasPassword: false,
      restrictedSharingAllowed: true,
      mailed: 1,
    });
    const stored = await k.row(share);
    expect(stored.externalRestrictedDomains).toEqual(['partner.test']);
    expect(stored.externalRestrictedEmails).toEqual(['guest@elsewhere.test']);
    expect(stored.externalPasswordHash).toBeNull();
    expect(stored.tokenEpoch).toBe(before.tokenEpoch + 1);
    const { mail, link } = await k.lastShareMail('guest@elsewhere.test');
    expect(mail!.text).toContain('Please watch before Monday');
    expect(mail!.text).toContain(WORKFLOW_TITLE);
    expect(link!.pathname).toBe(`/share/${share}`);
    const read = await s.api.get(`/v1/content-shares/${share}`, k.token.pub);
    expect(read.body.data.item).toMatchObject({ ...res.body.data.item, mailed: 0 });
  });

  it('lands without telling the title', async () => {
    const res = await k.anonymous('GET', landing(share), null);
    expect(res.status).toBe(200);
    expect(res.body.data.item).toMatchObject({
      id: share,
      type: 'workflow',
      externalAccessType: 'restricted',
      contentId: wf,
      title: null,
      organization: { logoUrl: null },
    });
    expect(res.body.data.item.organization.name).toBeTruthy();
  });

  it('mails a code to an admitted address only (exact domain)', async () => {
    for (const email of ['b@other.test', 'a@sub.partner.test', 'a@notpartner.test']) {
      const res = await s.api.post(`${landing(share)}/access-code`, { email });
      expect(res.status).toBe(403);
      expect(res.body.errorMessage).toBe(
        'This address may not open this content. Ask the person who shared it.',
      );
    }
    const res = await s.api.post(`${landing(share)}/access-code`, { email: 'A@Partner.test' });
    expect(res.status).toBe(200);
    expect(res.body.data.item.email).toBe('a@partner.test');
    expect(Date.parse(res.body.data.item.expiresAt)).toBeGreaterThan(Date.now() + 14 * 60_000);
    const { mail, link, code } = await k.lastShareMail('a@partner.test');
    expect(code).toMatch(/^\d{6}$/);
    expect(mail!.text).toContain(code);
    expect(link!.pathname).toBe(`/share/${share}`);
    expect(link!.searchParams.get('email')).toBe('a@partner.test');
  });

  it('trades the right code, once, for a token that plays and is tracked under the address', async () => {
    const code = await k.codeFor(share, 'a@partner.test');
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await s.api.post(`${landing(share)}/token`, {
      email: 'a@partner.test',
      code: wrong,
    });
    expect(bad.status).toBe(403);
    expect(bad.body.errorMessage).toBe('The code is wrong or has expired');
    const res = await s.api.post(`${landing(share)}/token`, { email: 'a@partner.test', code });
    expect(res.status).toBe(200);
    const item = res.body.data.item;
    expect(item).toMatchObject({ email: 'a@partner.test', contentId: wf, type: 'workflow' });
    expect(item.token).toMatch(/^st1\./);
    expect(item.expireTs).toBe(Date.parse(item.expiredAt));
    visitorToken = item.token;
    const again = await s.api.post(`${landing(share)}/token`, { email: 'a@partner.test', code });
    expect(again.status).toBe(403);

    const played = await k.anonymous('GET', playerPath(wf), visitorToken);
    expect(played.status).toBe(200);
    expect(played.body.data.item.id).toBe(wf);
    const record = { ...trackingSample({ uniq: 'r1', workflowId: wf }), isPublic: true };
    const tracked = await k.anonymous('POST', '/v1/tracking', visitorToken, record);
    expect(tracked.status).toBe(200);
    const [stored] = await s.database.db
      .select()
      .from(trackingRecords)
      .where(eq(trackingRecords.id, record.id));
    expect(stored!.email).toBe('a@partner.test');
    expect(stored!.userId).toBeNull();
    // The address the visitor states must be the token's.
    const claimed = { ...record, id: `${record.id}-b`, email: 'b@partner.test' };
    expect((await k.anonymous('POST', '/v1/tracking', visitorToken, claimed)).status).toBe(403);
  });

  it('spends a code after the last wrong try', async () => {
    const code = await k.codeFor(share, 'c@partner.test');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < SHARE_ACCESS_CODE_MAX_ATTEMPTS; i++) {
      const res = await s.api.post(`${landing(share)}/token`, {
        email: 'c@partner.test',
        code: wrong,
      });
      expect(res.status).toBe(403);
    }
    const late = await s.api.post(`${landing(share)}/token`, { email: 'c@partner.test', code });
    expect(late.status).toBe(403);
  });

  it('a newer code spends the older one', async () => {
    const first = await k.codeFor(share, 'd@partner.test');
    const second = await k.codeFor(share, 'd@partner.test');
    if (first !== second) {
      const old = await s.api.post(`${landing(share)}/token`, {
        email: 'd@partner.test',
        code: first,
      });
      expect(old.status).toBe(403);
    }
    const res = await s.api.post(`${landing(share)}/token`, {
      email: 'd@partner.test',
      code: second,
    });
    expect(res.status).toBe(200);
  });

  it('refuses the wrong kind of proof (400) and a password share code requests (409)', async () => {
    expect((await s.api.post(`${landing(share)}/token`, { password: 'whatever!!' })).status).toBe(
      400,
    );
    expect((await s.api.post(`${landing(share)}/token`, {})).status).toBe(400);
  });

  it('refuses forged, tampered, expired and misdirected tokens', async () => {
    const [head, payload, signature] = visitorToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const key = shareTokenKey(s.app.services.mediaKey);
    const forged = [
      `${head}.${payload}.${'A'.repeat(43)}`,
      `${head}.${Buffer.from(JSON.stringify({ ...claims, e: 'z@partner.test' })).toString('base64url')}.${signature}`,
      'st1.garbage',
      // Well signed, but expired, for other content, or of another epoch.
      signShareToken(key, {
        shareId: share,
        contentId: wf,
        email: 'a@partner.test',
        expiresAt: 1,
        epoch: claims.v,
      }),
      signShareToken(key, {
        shareId: share,
        contentId: fx.base.workflowId!,
        email: 'a@partner.test',
        expiresAt: claims.x,
        epoch: claims.v,
      }),
      signShareToken(key, {
        shareId: share,
        contentId: wf,
        email: 'a@partner.test',
        expiresAt: claims.x,
        epoch: claims.v + 1,
      }),
      // Well signed for an address the share does not admit.
      signShareToken(key, {
        shareId: share,
        contentId: wf,
        email: 'a@other.test',
        expiresAt: claims.x,
        epoch: claims.v,
      }),
      // Signed with another key (a media token's, say).
      signShareToken(s.app.services.mediaKey, {
        shareId: share,
        contentId: wf,
        email: 'a@partner.test',
        expiresAt: claims.x,
        epoch: claims.v,
      }),
    ];
    for (const t of forged) expect((await k.anonymous('GET', playerPath(wf), t)).status).toBe(403);
    // A good token, for a workflow it does not share.
    expect((await k.anonymous('GET', playerPath(fx.base.workflowId!), visitorToken)).status).toBe(
      403,
    );
    // The token itself still plays.
    expect((await k.anonymous('GET', playerPath(wf), visitorToken)).status).toBe(200);
  });

  it('switching to password clears the lists and revokes the tokens; the password is kept when left out', async () => {
    const noPassword = await k.put(share, { externalAccessType: 'password' });
    expect(noPassword.status).toBe(400);
    const res = await k.put(share, {
      externalAccessType: 'password',
      externalPassword: SHARE_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.item).toMatchObject({
      externalAccessType: 'password',
      hasPassword: true,
      externalRestrictedDomains: [],
      externalRestrictedEmailRecords: [],
    });
    expect(JSON.stringify(res.body)).not.toContain(SHARE_PASSWORD);
    const stored = await k.row(share);
    expect(stored.externalRestrictedDomains).toEqual([]);
    expect(stored.externalRestrictedEmails).toEqual([]);
    expect(stored.externalPasswordHash).toMatch(/^\$argon2/);
    expect((await k.anonymous('GET', playerPath(wf), visitorToken)).status).toBe(403);
    expect(
      (await s.api.post(`${landing(share)}/access-code`, { email: 'a@partner.test' })).status,
    ).toBe(409);

    const kept = await k.put(share, { externalAccessType: 'password' });
    expect(kept.status).toBe(200);
    expect((await k.row(share)).externalPasswordHash).toBe(stored.externalPasswordHash);
    expect((await k.row(share)).tokenEpoch).toBe(stored.tokenEpoch);
  });
});

describe('a restricted link to a smart instruction', () => {
  it('lands as multimodalSop and its token reads the SOP', async () => {
    const sop = fx.base.publishedSopId!;
    const ensured = await s.api.post(
      '/v1/content-shares/ensure',
      { type: 'multimodalSop', multimodalSopId: sop },
      k.token.org,
    );
    expect(ensured.status).toBe(200);
    const share = ensured.body.data.item.id;
    const set = await k.put(
      share,
      { externalAccessType: 'restricted', externalRestrictedDomains: ['partner.test'] },
      k.token.org,
    );
    expect(set.status).toBe(200);
    const land = await k.anonymous('GET', landing(share), null);
    expect(land.body.data.item).toMatchObject({ type: 'multimodalSop', contentId: sop });
    const visitor = await k.restrictedToken(share, 'e@partner.test');
    const read = await k.anonymous('GET', `/v1/player/multimodal-sop/${sop}`, visitor);
    expect(read.status).toBe(200);
    expect(read.body.data.item.id).toBe(sop);
    // The share of this SOP opens no other one.
    const other = await k.anonymous(
      'GET',
      `/v1/player/multimodal-sop/${fx.base.smartInstructionId}`,
      visitor,
    );
    expect(other.status).toBe(404);
  });
});
