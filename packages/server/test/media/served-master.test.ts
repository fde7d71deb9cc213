/**
 * The master playlist as served (domain/dub-playlist.ts servedMasterPlaylist): the stored text
 * with the finished dubs of every live workflow playing it (a duplicate plays its source's
 * files), read in one query beside the file. Rows are written straight to the database here;
 * the real mix, over HTTP, is in test/dubbing.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { newId } from '../../src/db/ids.js';
import { workflowDubs, workflows, workspaces } from '../../src/db/schema.js';
import { Tenant } from '../../src/db/tenant.js';
import { servedMasterPlaylist } from '../../src/domain/dub-playlist.js';
import { MASTER } from './master-fixture.js';
import { seedDemo } from '../../src/seed/demo.js';
import { openTestDatabase, TEST_PASSWORD } from '../harness.js';

let database: Database;
let drop: () => Promise<void>;
let tenant: Tenant;
let organizationId: string;
let workspaceId: string;
const folder = `org/served-master-${newId()}/hls`;
const key = `${folder}/master.m3u8`;

const languages = (text: string) =>
  text
    .split('\n')
    .filter((l) => l.startsWith('#EXT-X-MEDIA:TYPE=AUDIO'))
    .map((l) => /LANGUAGE="([^"]+)"/.exec(l)![1]);

async function workflow(languageCode: string, createdAt: Date, deleted = false) {
  const [row] = await tenant.insert(workflows, {
    id: newId(),
    workspaceId,
    title: `Served master ${languageCode}`,
    languageCode,
    hlsKey: key,
    createdAt,
    ...(deleted ? { deletedAt: new Date() } : {}),
  });
  return row!.id;
}

async function dub(workflowId: string, languageCode: string, status = 'finished', prefix = folder) {
  await tenant.insert(workflowDubs, {
    id: newId(),
    workflowId,
    languageCode,
    status,
    storagePrefix: `${prefix}/audio/${languageCode}-${newId()}`,
  });
}

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  ({ organizationId } = await seedDemo(database.db, TEST_PASSWORD));
  tenant = new Tenant(database.db, organizationId);
  workspaceId = (await tenant.select(workspaces))[0]!.id;
});
afterAll(async () => {
  await database?.close();
  await drop?.();
});

describe('servedMasterPlaylist', () => {
  it('leaves the text alone while no live workflow plays it, and reads only the file for a non-master', async () => {
    let reads = 0;
    const read = async () => (reads++, MASTER);
    expect(await servedMasterPlaylist(database, organizationId, key, read)).toBe(MASTER);
    expect(
      await servedMasterPlaylist(database, organizationId, `${folder}/360p/index.m3u8`, read),
    ).toBe(MASTER);
    expect(reads).toBe(2);
  });

  it("lists every live owner's finished dubs by language, in the oldest owner's language, and no other organisation's", async () => {
    const original = await workflow('en', new Date('2026-01-01T00:00:00Z'));
    const duplicate = await workflow('fr', new Date('2026-02-01T00:00:00Z'));
    const deleted = await workflow('es', new Date('2025-12-01T00:00:00Z'), true);
    await dub(original, 'de-de');
    await dub(duplicate, 'nl-nl');
    await dub(duplicate, 'de-de'); // the same language again: the original's is listed
    await dub(original, 'it-it', 'running'); // not finished
    await dub(deleted, 'pt-pt'); // its workflow is deleted
    await dub(duplicate, 'sv-se', 'finished', 'org/elsewhere/hls'); // beside other media
    const text = await servedMasterPlaylist(database, organizationId, key, async () => MASTER);
    expect(languages(text)).toEqual(['en', 'de-de', 'nl-nl']);
    const germans = text.split('\n').filter((l) => l.includes('LANGUAGE="de-de"'));
    const [originalGerman] = await tenant.select(
      workflowDubs,
      and(eq(workflowDubs.workflowId, original), eq(workflowDubs.languageCode, 'de-de')),
    );
    expect(germans).toHaveLength(1);
    expect(germans[0]).toContain(originalGerman!.storagePrefix!.slice(folder.length + 1));
    // The same key asked for in the name of another organisation: none of these workflows.
    expect(await servedMasterPlaylist(database, newId(), key, async () => MASTER)).toBe(MASTER);
  });
});
