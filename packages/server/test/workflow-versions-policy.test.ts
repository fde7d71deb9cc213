/**
 * Version history's limits and what it keeps alive (issue 23; 001 §3, §9): the organisation's
 * maximum and its versionHistory flag, media a version plays kept and playable, and smart
 * instruction versions viewed and restored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { workflows, workflowVersionHistories } from '../src/db/schema.js';
import { Tenant } from '../src/db/tenant.js';
import { originalMediaPlayed } from '../src/domain/original-media.js';
import { keptByVersion } from '../src/domain/workflow-versions.js';
import { DEMO_VERSION_STEP_TITLE, ensureDemoVersions } from '../src/seed/demo-versions.js';
import {
  freshWorkflow,
  publish,
  startVersionTests,
  updateSettings,
  versionsOf,
  type VersionTestContext,
} from './version-helpers.js';

let ctx: VersionTestContext;
let s: VersionTestContext['s'];
let token: VersionTestContext['token'];
let fx: VersionTestContext['fx'];

beforeAll(async () => {
  ctx = await startVersionTests();
  ({ s, token, fx } = ctx);
});
afterAll(() => s?.close());

describe('media a version plays is kept and stays playable', () => {
  it('a render or the original a version names is kept; the original opens for viewers', async () => {
    const wf = await freshWorkflow(ctx, 'Retained');
    expect((await publish(ctx, wf.id)).status).toBe(200);
    const folder = `org/${s.demoOrganizationId}/workflows/${wf.id}`;
    // A re-render swapped new media in: the workflow no longer plays the original.
    await s.database.db
      .update(workflows)
      .set({ hlsKey: `${folder}/renders/r2/hls/master.m3u8` })
      .where(eq(workflows.id, wf.id));
    const tenant = new Tenant(s.database.db, s.demoOrganizationId);
    expect(await keptByVersion(tenant, folder)).toBe(true);
    expect(await keptByVersion(tenant, `${folder}/renders/r2/`)).toBe(false);
    const grant = { prefix: folder, organizationId: s.demoOrganizationId, expiresAt: 0 };
    expect(await originalMediaPlayed({ db: s.database.db }, grant)).toBe(true);

    const other = await freshWorkflow(ctx, 'Never published');
    const otherFolder = `org/${s.demoOrganizationId}/workflows/${other.id}`;
    await s.database.db
      .update(workflows)
      .set({ hlsKey: `${otherFolder}/renders/r1/hls/master.m3u8` })
      .where(eq(workflows.id, other.id));
    const otherGrant = { ...grant, prefix: otherFolder };
    expect(await originalMediaPlayed({ db: s.database.db }, otherGrant)).toBe(false);
  });
});

describe('the demo seed', () => {
  it('leaves two versions, 1.0 as seeded and 2.0 with the last step renamed, once', async () => {
    const wf = await freshWorkflow(ctx, 'Seeded sample');
    expect((await publish(ctx, wf.id)).status).toBe(200);
    const tenant = new Tenant(s.database.db, s.demoOrganizationId);
    const [row] = await s.database.db.select().from(workflows).where(eq(workflows.id, wf.id));
    await ensureDemoVersions(tenant, row!, fx.base.publisherId!);
    await ensureDemoVersions(tenant, row!, fx.base.publisherId!);
    const list = await versionsOf(ctx, wf.id);
    expect(list.map((v) => v.version)).toEqual(['2.0', '1.0']);
    const diff = await s.api.get(`/v1/workflows/${wf.id}/version-diff`, token.pub, {
      from: list[1]!.id,
      to: list[0]!.id,
    });
    expect(diff.body.data.item.diff.stepsRenamed).toEqual([
      { id: wf.second, order: 20, title: DEMO_VERSION_STEP_TITLE, from: 'Tighten' },
    ]);
  });
});

describe("the organisation's maximum and its versionHistory flag", () => {
  async function publishThrice(id: string) {
    for (const title of ['One', 'Two', 'Three']) {
      const t = await s.api.put(`/v1/workflows/${id}/title`, { title }, token.pub);
      expect(t.status, JSON.stringify(t.body)).toBe(200);
      expect((await publish(ctx, id)).status).toBe(200);
    }
  }

  it('keeps no more than maxDocumentVersions', async () => {
    expect((await updateSettings(ctx, { maxDocumentVersions: 2 })).status).toBe(200);
    try {
      const wf = await freshWorkflow(ctx, 'Capped');
      await publishThrice(wf.id);
      expect((await versionsOf(ctx, wf.id)).map((v) => v.version)).toEqual(['2.0', '1.0']);
      const [row] = await s.database.db.select().from(workflows).where(eq(workflows.id, wf.id));
      expect(row).toMatchObject({ published: true, title: 'Three' });
    } finally {
      await updateSettings(ctx, { maxDocumentVersions: 50 });
    }
  });

  it('keeps none while the flag is off', async () => {
    expect((await updateSettings(ctx, { features: { versionHistory: false } })).status).toBe(200);
    try {
      const wf = await freshWorkflow(ctx, 'Unversioned');
      await publishThrice(wf.id);
      const kept = await s.database.db
        .select()
        .from(workflowVersionHistories)
        .where(eq(workflowVersionHistories.workflowId, wf.id));
      expect(kept).toEqual([]);
    } finally {
      await updateSettings(ctx, { features: { versionHistory: true } });
    }
  });
});

describe('smart instruction versions', () => {
  it('a publish keeps a version that is viewed as it was and restored as a draft', async () => {
    const id = fx.base.smartInstructionId!;
    const published = await s.api.patch(
      '/v1/multimodal-sop',
      { id, publishOption: 'all' },
      token.pub,
    );
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const list = await s.api.get(`/v1/multimodal-sop/${id}/version-histories`, token.pub);
    const version = list.body.data.items[0];
    expect(version.version).toBe('1.0');

    const viewed = await s.api.get(
      `/v1/player/multimodal-sop-version-histories/${version.id}`,
      token.view,
    );
    expect(viewed.status, JSON.stringify(viewed.body)).toBe(200);
    const titles = viewed.body.data.item.items.map((i: { title: string }) => i.title);
    expect(titles).toContain('Stop the conveyor');
    expect(viewed.body.data.item.title).toBe('Clear a jam (draft)');

    // Unpublish, rename it, then restore: the version's title and items come back, unpublished.
    await s.api.patch(
      '/v1/multimodal-sop',
      { id, publishOption: 'draft', title: 'Renamed' },
      token.pub,
    );
    const viewer = await s.api.post(
      `/v1/multimodal-sop-version-histories/${version.id}/restore`,
      undefined,
      token.view,
    );
    expect([403, 404]).toContain(viewer.status);
    const restored = await s.api.post(
      `/v1/multimodal-sop-version-histories/${version.id}/restore`,
      undefined,
      token.pub,
    );
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.data.item).toMatchObject({
      title: 'Clear a jam (draft)',
      published: false,
    });
    expect(restored.body.data.item.items.map((i: { title: string }) => i.title)).toEqual(titles);

    const other = await s.api.get(
      `/v1/player/multimodal-sop-version-histories/${version.id}`,
      token.other,
    );
    expect(other.status).toBe(404);
  });
});
