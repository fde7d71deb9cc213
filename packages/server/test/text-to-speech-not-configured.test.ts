/**
 * Text to speech on a server without a provider (issue 22): espeak-ng pointed where there is none
 * and no AI_* variables. The voices say why (naming what to set), and generating answers 409
 * not-configured with NOTHING written: no audio row, no job in the queue.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, textToSpeech } from '../src/db/schema.js';
import { TEXT_TO_SPEECH_JOB } from '../src/domain/text-to-speech.js';
import { DEMO_USERS } from '../src/seed/demo.js';
import { buildFixtures, type Fixtures } from './fixtures.js';
import { startTestServer, type TestServer } from './harness.js';

const EN_F = 'espeak-ng:en-us+f3';

describe('text to speech without a provider', () => {
  let s: TestServer;
  let fx: Fixtures;
  let pub: string;

  beforeAll(async () => {
    // espeak-ng where there is none, and no AI_* variables.
    s = await startTestServer({ ESPEAK_NG_PATH: '/nonexistent' });
    fx = await buildFixtures(s.database.db, s.demoOrganizationId);
    pub = (await s.api.login(DEMO_USERS.publisher)).accessToken;
  });
  afterAll(() => s?.close());

  it('says why in the voices, and queues nothing on generate (409)', async () => {
    const voices = await s.api.get('/v1/text-2-speech/voices', pub);
    expect(voices.status).toBe(200);
    expect(voices.body.data).toMatchObject({ configured: false, provider: null, voices: [] });
    expect(voices.body.data.reason).toMatch(/install espeak-ng .* AI_BASE_URL and AI_TTS_MODEL/);

    const r = await s.api.post(
      `/v1/workflows/${fx.base.workflowId}/text-2-speech`,
      { languageCode: 'en', items: [{ text: 'Fit the red bracket.', voice: EN_F, rate: 1 }] },
      pub,
    );
    expect([r.status, r.body.ok, r.body.data.kind]).toEqual([409, false, 'not-configured']);
    expect(r.body.errorMessage).toBe(voices.body.data.reason);
    expect(await s.database.db.select().from(textToSpeech)).toHaveLength(0);
    expect(
      await s.database.db.select().from(jobs).where(eq(jobs.kind, TEXT_TO_SPEECH_JOB)),
    ).toHaveLength(0);
  });
});
