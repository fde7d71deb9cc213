/**
 * What the version tests share (issue 23): a server with the fixtures and the demo roles signed
 * in, a processed workflow of two steps made as rows, and the calls the tests repeat.
 */
import { eq } from 'drizzle-orm';
import { newId } from '../src/db/ids.js';
import { steps, transcriptions, workflows } from '../src/db/schema.js';
import { DEMO_USERS } from '../src/seed/demo.js';
import { buildFixtures, OTHER_ORG, type Fixtures } from './fixtures.js';
import { startTestServer, type TestServer } from './harness.js';

export interface VersionTestContext {
  s: TestServer;
  fx: Fixtures;
  token: { org: string; pub: string; view: string; other: string };
}

export async function startVersionTests(): Promise<VersionTestContext> {
  const s = await startTestServer();
  const fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  const logins = await Promise.all([
    s.api.login(DEMO_USERS.orgAdmin),
    s.api.login(DEMO_USERS.publisher),
    s.api.login(DEMO_USERS.viewer),
    s.api.login(OTHER_ORG.admin),
  ]);
  const [org, pub, view, other] = logins.map((l) => l.accessToken) as [
    string,
    string,
    string,
    string,
  ];
  return { s, fx, token: { org, pub, view, other } };
}

export const SENTENCES = [
  { sentence: 'Fit the bracket to the frame.', startTime: 0.5, endTime: 4 },
  { sentence: 'Tighten both bolts.', startTime: 6, endTime: 11 },
];

/** A processed, unpublished workflow of two steps and an English transcript, in Assembly Line. */
export async function freshWorkflow({ s, fx }: VersionTestContext, title: string) {
  const org = s.demoOrganizationId;
  const id = newId();
  const [first, second] = [newId(), newId()];
  const db = s.database.db;
  const [author] = await db
    .select()
    .from(workflows)
    .where(eq(workflows.id, fx.base.workflowId!))
    .limit(1);
  await db.insert(workflows).values({
    ...author!,
    id,
    title,
    published: false,
    publishedDate: null,
    hlsKey: `org/${org}/workflows/${id}/hls/master.m3u8`,
    posterKey: `org/${org}/workflows/${id}/poster.jpg`,
  });
  await db.insert(steps).values([
    {
      id: first,
      organizationId: org,
      workflowId: id,
      order: 10,
      startTime: 0,
      endTime: 5,
      title: { en: 'Fit the bracket' },
    },
    {
      id: second,
      organizationId: org,
      workflowId: id,
      order: 20,
      startTime: 5,
      endTime: 12,
      title: { en: 'Tighten' },
    },
  ]);
  await db.insert(transcriptions).values({
    id: newId(),
    organizationId: org,
    workflowId: id,
    languageCode: 'en',
    source: 'provider',
    sentences: SENTENCES,
  });
  return { id, first, second };
}

export const publish = ({ s, token }: VersionTestContext, id: string) =>
  s.api.put(`/v1/workflows/${id}/publish`, undefined, token.pub);

export const versionsOf = async ({ s, token }: VersionTestContext, id: string) =>
  (await s.api.get(`/v1/workflows/${id}/version-histories`, token.pub)).body.data.items as {
    id: string;
    version: string;
    latest: boolean;
    stepsCount: number;
    publishedBy: { displayName: string } | null;
  }[];

/** An organisation settings update by the org admin (the maximum, the feature flags). */
export const updateSettings = ({ s, token }: VersionTestContext, data: unknown) =>
  s.api.post('/admin/organization/settings', { action: 'update', data }, token.org);
