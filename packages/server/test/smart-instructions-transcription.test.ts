/**
 * Transcription of an SOP item's video (issue 20; 001 §7 POST .../transcription) with a speech
 * provider configured: the route queues `sop-transcription`, and the job writes what the
 * provider heard into the item's description (and its search text). With a chat model
 * configured, the warm-up says the model generates. (Without a provider: the import test.)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sopItems } from '../src/db/schema.js';
import { jobHandlers } from '../src/job-handlers.js';
import { silentJobLog } from '../src/jobs/log.js';
import { JobWorker } from '../src/jobs/worker.js';
import { makeTestVideo } from '../src/media/test-video.js';
import { createStorage } from '../src/storage/index.js';
import type { SpeechToTextProvider } from '../src/workflows/speech.js';
import { buildFixtures, type Fixtures } from './fixtures.js';
import { startTestServer, type TestServer } from './harness.js';
import { eventually } from './jobs/helpers.js';
import { signIn, type Tokens } from './sop-helpers.js';

let s: TestServer;
let fx: Fixtures;
let token: Tokens;
let worker: JobWorker | undefined;
const work = mkdtempSync(join(tmpdir(), 'sop-transcription-'));

/** Hears the same two sentences in any audio: what the job does with them is under test. */
const heard: SpeechToTextProvider = {
  kind: 'test',
  async transcribe(_file, opts) {
    return {
      languageCode: opts.languageCode,
      sentences: [
        { sentence: 'Lift the guard.', startTime: 0, endTime: 1 },
        { sentence: ' Clear the belt. ', startTime: 1, endTime: 2 },
      ],
    };
  },
};

beforeAll(async () => {
  // An endpoint nobody answers: configured is all the route and the warm-up ask.
  s = await startTestServer({ AI_BASE_URL: 'http://127.0.0.1:9/v1' });
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  token = await signIn(s);
  worker = new JobWorker({
    database: s.database,
    handlers: jobHandlers({
      config: s.config,
      database: s.database,
      log: silentJobLog,
      storage: createStorage(s.config),
      speechToText: () => heard,
    }),
    pollMs: 50,
    retryDelayMs: () => 20,
    log: silentJobLog,
  });
  await worker.start();
});
afterAll(async () => {
  await worker?.stop({ timeoutMs: 1_000 });
  await s?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('transcription with a speech provider', () => {
  it("writes the provider's text into the item's description", async () => {
    const video = await makeTestVideo({
      outFile: join(work, 'clip.mp4'),
      width: 320,
      height: 240,
      scenes: [{ seconds: 2, color: '0x123456' }],
      speech: [{ atSeconds: 0.2, text: 'Lift the guard.' }],
    });
    const sop = fx.base.smartInstructionId!;
    const item = fx.base.sopSecondStepId!;
    const key = `org/${s.demoOrganizationId}/smart-instructions/${sop}/media/clip.mp4`;
    await s.app.services.storage.put(key, video.file);
    await s.database.db
      .update(sopItems)
      .set({ attachments: [{ kind: 'video', url: key, name: 'clip.mp4', thumbnail: null }] })
      .where(eq(sopItems.id, item));
    const read = await s.api.get(`/v1/multimodal-sop/${sop}`, token.pub);
    const signed = read.body.data.item.items.find((i: any) => i.id === item).attachments[0].url;
    expect(signed).toContain('/v1/media/');
    const r = await s.api.post(
      `/v1/multimodal-sop/${sop}/transcription`,
      { itemId: item, url: signed },
      token.pub,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.item).toMatchObject({ itemId: item, jobId: expect.any(String) });
    const row = await eventually(
      async () => (await s.database.db.select().from(sopItems).where(eq(sopItems.id, item)))[0]!,
      (found) => found.description !== '',
    );
    expect(row.description).toBe('Lift the guard. Clear the belt.');
    expect(row.searchText).toContain('Clear the belt.');
  });

  it('says the chat model generates, once one is configured', async () => {
    const warm = await s.api.get('/v2/multimodal-sop/warmup', token.view);
    expect(warm.body.data.item).toEqual({ ready: true, generator: 'model' });
  });
});
