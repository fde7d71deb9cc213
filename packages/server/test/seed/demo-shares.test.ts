/**
 * The demo's restricted and password links (issue 23 seed): written once, on the two sample
 * workflows; the password one opens with DEMO_SHARE_PASSWORD, the restricted one mails a code to
 * an address of DEMO_SHARE_DOMAIN only. A share someone has set since is left as it is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contentShares } from '../../src/db/schema.js';
import { Tenant } from '../../src/db/tenant.js';
import {
  DEMO_SHARE_DOMAIN,
  DEMO_SHARE_PASSWORD,
  ensureDemoShares,
} from '../../src/seed/demo-shares.js';
import { buildFixtures, type Fixtures } from '../fixtures.js';
import { startTestServer, type TestServer } from '../harness.js';
import { publishedCopy } from '../share-helpers.js';

let s: TestServer;
let fx: Fixtures;

beforeAll(async () => {
  s = await startTestServer();
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
});
afterAll(() => s?.close());

const sharesOf = (workflowId: string) =>
  s.database.db.select().from(contentShares).where(eq(contentShares.workflowId, workflowId));

describe('the demo links', () => {
  it('are written once, restricted to the partner domain and behind the password', async () => {
    const restricted = await publishedCopy(s.database, fx.base.workflowId!);
    const password = await publishedCopy(s.database, fx.base.workflowId!);
    const tenant = new Tenant(s.database.db, s.demoOrganizationId);
    await ensureDemoShares(tenant, { restricted, password });
    await ensureDemoShares(tenant, { restricted, password });
    const [r, ...moreR] = await sharesOf(restricted);
    const [p, ...moreP] = await sharesOf(password);
    expect(moreR).toEqual([]);
    expect(moreP).toEqual([]);
    expect(r).toMatchObject({
      externalAccessType: 'restricted',
      externalRestrictedDomains: [DEMO_SHARE_DOMAIN],
    });
    expect(p!.externalAccessType).toBe('password');
    expect(DEMO_SHARE_PASSWORD.length).toBeGreaterThanOrEqual(10);

    const token = await s.api.post(`/v1/share-landing/${p!.id}/token`, {
      password: DEMO_SHARE_PASSWORD,
    });
    expect(token.status).toBe(200);
    const code = await s.api.post(`/v1/share-landing/${r!.id}/access-code`, {
      email: `buyer@${DEMO_SHARE_DOMAIN}`,
    });
    expect(code.status).toBe(200);
    const refused = await s.api.post(`/v1/share-landing/${r!.id}/access-code`, {
      email: 'buyer@elsewhere.example',
    });
    expect(refused.status).toBe(403);
  });

  it('leaves a share that exists alone', async () => {
    const wf = await publishedCopy(s.database, fx.base.workflowId!);
    const tenant = new Tenant(s.database.db, s.demoOrganizationId);
    await ensureDemoShares(tenant, { password: wf });
    await s.database.db
      .update(contentShares)
      .set({ externalAccessType: 'public', externalPasswordHash: null })
      .where(eq(contentShares.workflowId, wf));
    await ensureDemoShares(tenant, { password: wf });
    const [share] = await sharesOf(wf);
    expect(share!.externalAccessType).toBe('public');
  });
});
