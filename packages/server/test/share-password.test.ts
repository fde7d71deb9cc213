/**
 * Password links, public links' tokens and who may set which link (issue 23; 001 §3, §6-7,
 * 002 §3, §5): a password share's token is bought with its password, wrong tries are counted
 * per share and address until 429; a new password revokes issued tokens; the organisation's
 * sharing features decide which types may be set and which links still open. Real HTTP and DB.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingSample } from '../src/routes/tracking.js';
import { buildFixtures, type Fixtures } from './fixtures.js';
import { LENIENT_RATE_LIMITS, startTestServer, type TestServer } from './harness.js';
import { landing, playerPath, publishedCopy, ShareKit, SHARE_PASSWORD } from './share-helpers.js';

const PASSWORD_TRIES = 4;

let s: TestServer;
let fx: Fixtures;
let k: ShareKit;

beforeAll(async () => {
  // Password tries counted as in production, low enough to reach here (per share and address).
  const limits = { ...JSON.parse(LENIENT_RATE_LIMITS), sharePassword: { max: PASSWORD_TRIES } };
  s = await startTestServer({ RATE_LIMITS: JSON.stringify(limits) });
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  k = await ShareKit.open(s);
});
afterAll(() => s?.close());

describe('a password link', () => {
  let wf = '';
  let share = '';

  beforeAll(async () => {
    wf = await publishedCopy(s.database, fx.base.workflowId!);
    share = await k.shareOf(wf);
    expect(
      (await k.put(share, { externalAccessType: 'password', externalPassword: SHARE_PASSWORD }))
        .status,
    ).toBe(200);
  });

  it('opens with the right password only; a new password revokes the tokens', async () => {
    const land = await k.anonymous('GET', landing(share), null);
    expect(land.body.data.item).toMatchObject({ externalAccessType: 'password', title: null });
    const wrong = await s.api.post(`${landing(share)}/token`, { password: 'not-the-password' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.errorMessage).toBe('Wrong password');
    const res = await s.api.post(`${landing(share)}/token`, { password: SHARE_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.data.item).toMatchObject({ email: null, contentId: wf });
    const t = res.body.data.item.token;
    expect((await k.anonymous('GET', playerPath(wf), t)).status).toBe(200);
    // Tracked without identity.
    const record = { ...trackingSample({ uniq: 'p1', workflowId: wf }), isPublic: true };
    expect((await k.anonymous('POST', '/v1/tracking', t, record)).status).toBe(200);
    expect(
      (await s.api.post(`${landing(share)}/token`, { email: 'a@partner.test', code: '123456' }))
        .status,
    ).toBe(400);
    // The bare share id is no token for a password share.
    expect((await k.anonymous('GET', playerPath(wf), share)).status).toBe(403);

    expect(
      (await k.put(share, { externalAccessType: 'password', externalPassword: 'Another-Pass-1' }))
        .status,
    ).toBe(200);
    expect((await k.anonymous('GET', playerPath(wf), t)).status).toBe(403);
  });

  it('answers 429 after repeated tries on one share from one address', async () => {
    const other = await k.shareOf(await publishedCopy(s.database, fx.base.workflowId!));
    expect(
      (await k.put(other, { externalAccessType: 'password', externalPassword: SHARE_PASSWORD }))
        .status,
    ).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < PASSWORD_TRIES + 1; i++) {
      statuses.push(
        (await s.api.post(`${landing(other)}/token`, { password: `wrong-${i}` })).status,
      );
    }
    expect(statuses).toEqual([...Array(PASSWORD_TRIES).fill(403), 429]);
    // Counted on every try: the right password waits too.
    expect((await s.api.post(`${landing(other)}/token`, { password: SHARE_PASSWORD })).status).toBe(
      429,
    );
  });
});

describe('public links and the landing', () => {
  it('a public share answers a token without proof, and still opens with its bare id', async () => {
    const wf = await publishedCopy(s.database, fx.base.workflowId!);
    const share = await k.shareOf(wf);
    expect((await k.put(share, { externalAccessType: 'public' })).status).toBe(200);
    const land = await k.anonymous('GET', landing(share), null);
    expect(land.body.data.item).toMatchObject({ externalAccessType: 'public', contentId: wf });
    expect(land.body.data.item.title).toBeTruthy();
    const res = await s.api.post(`${landing(share)}/token`, {});
    expect(res.status).toBe(200);
    expect(res.body.data.item.email).toBeNull();
    expect((await k.anonymous('GET', playerPath(wf), res.body.data.item.token)).status).toBe(200);
    expect((await k.anonymous('GET', playerPath(wf), share)).status).toBe(200);
    expect((await s.api.post(`${landing(share)}/token`, { password: 'whatever!!' })).status).toBe(
      400,
    );
    expect(
      (await s.api.post(`${landing(share)}/access-code`, { email: 'a@partner.test' })).status,
    ).toBe(409);
  });

  it('is 404 for unknown shares and shares of access none', async () => {
    const wf = await publishedCopy(s.database, fx.base.workflowId!);
    const share = await k.shareOf(wf);
    expect((await k.anonymous('GET', landing(share), null)).status).toBe(404);
    expect((await k.anonymous('GET', landing('no-such-share'), null)).status).toBe(404);
    expect((await s.api.post(`${landing(share)}/token`, {})).status).toBe(404);
  });
});

describe('who may set what (001 §6)', () => {
  it('viewers may not change a share', async () => {
    const share = await k.shareOf(await publishedCopy(s.database, fx.base.workflowId!));
    const res = await k.put(
      share,
      { externalAccessType: 'password', externalPassword: SHARE_PASSWORD },
      k.token.view,
    );
    expect(res.status).toBe(403);
  });

  it('follows e-mail and domain sharing, and closes restricted links when both are off', async () => {
    const wf = await publishedCopy(s.database, fx.base.workflowId!);
    const share = await k.shareOf(wf);
    const byDomain = {
      externalAccessType: 'restricted',
      externalRestrictedDomains: ['partner.test'],
    };
    const byEmail = {
      externalAccessType: 'restricted',
      externalRestrictedEmailRecords: [{ email: 'a@partner.test' }],
    };
    expect((await k.put(share, byDomain)).status).toBe(200);
    const visitor = await k.restrictedToken(share, 'a@partner.test');
    await k.settings({ features: { emailSharing: false } });
    try {
      const refused = await k.put(share, byEmail);
      expect(refused.status).toBe(403);
      expect(refused.body.errorMessage).toMatch(/e-mail addresses/);
      expect((await k.put(share, byDomain)).status).toBe(200);
      await k.settings({ features: { domainSharing: false } });
      const read = await s.api.get(`/v1/content-shares/${share}`, k.token.pub);
      expect(read.body.data.item.restrictedSharingAllowed).toBe(false);
      expect((await k.put(share, byDomain)).status).toBe(403);
      expect((await k.anonymous('GET', landing(share), null)).status).toBe(404);
      expect((await k.anonymous('GET', playerPath(wf), visitor)).status).toBe(403);
    } finally {
      await k.settings({ features: { emailSharing: true, domainSharing: true } });
    }
    expect((await k.anonymous('GET', landing(share), null)).status).toBe(200);
  });

  it('public links follow public sharing', async () => {
    const share = await k.shareOf(await publishedCopy(s.database, fx.base.workflowId!));
    await k.settings({ features: { publicSharing: false } });
    try {
      expect((await k.put(share, { externalAccessType: 'public' })).status).toBe(403);
    } finally {
      await k.settings({ features: { publicSharing: true } });
    }
  });
});
