/**
 * Text to speech over real HTTP with real espeak-ng and ffmpeg (issue 22): voices, generation as
 * durable jobs run by the server's own worker, reuse of unchanged audio (counted in the answer
 * AND in the job queue), auto speed fitted to a target, polling and signed audio, failures,
 * histories, recordings, bad input. A server without a provider: text-to-speech-not-configured.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INTERFACE_LANGUAGES,
  textToSpeechAudioSchema,
  VOICE_RECORDING_MAX_BYTES,
} from '@stepwise/core';
import { jobs, textToSpeech } from '../src/db/schema.js';
import { newId } from '../src/db/ids.js';
import { createJobWorker } from '../src/job-worker.js';
import { enqueueJob } from '../src/jobs/queue.js';
import { silentJobLog } from '../src/jobs/log.js';
import type { JobWorker } from '../src/jobs/worker.js';
import { DEMO_USERS } from '../src/seed/demo.js';
import { TEXT_TO_SPEECH_JOB } from '../src/domain/text-to-speech.js';
import { sniffRecording } from '../src/domain/voice-recordings.js';
import { buildFixtures, OTHER_ORG, type Fixtures } from './fixtures.js';
import { startTestServer, type TestServer } from './harness.js';
import { eventually } from './jobs/helpers.js';
import { tempDir } from './media/temp-dir.js';
import { finishedUpload, probeDuration } from './workflow-editor-helpers.js';

const dir = tempDir('tts-routes');
const EN_F = 'espeak-ng:en-us+f3';
const EN_M = 'espeak-ng:en-us+m3';
const DE_F = 'espeak-ng:de+f3';
const FOUR = [
  { text: 'Fit the red bracket.', voice: EN_F, rate: 1 },
  { text: 'Check the test pattern.', voice: EN_M, rate: 1.25 },
  { text: 'Close the blue cover.', voice: EN_F, rate: 0.8 },
  { text: 'Schließen Sie die blaue Abdeckung.', voice: DE_F, rate: 1 },
];

type Audio = {
  id: string;
  status: string;
  duration: number | null;
  speechURL: string | null;
  error: string | null;
  voice: string;
  text: string;
};

describe('text to speech with espeak-ng', () => {
  let s: TestServer;
  let fx: Fixtures;
  let worker: JobWorker;
  let wf: string;
  const tok = { pub: '', view: '', other: '', org: '' };

  beforeAll(async () => {
    s = await startTestServer();
    worker = createJobWorker(s.config, s.database, silentJobLog);
    await worker.start();
    fx = await buildFixtures(s.database.db, s.demoOrganizationId);
    wf = fx.base.workflowId!;
    const [pub, view, other, org] = await Promise.all(
      [DEMO_USERS.publisher, DEMO_USERS.viewer, OTHER_ORG.admin, DEMO_USERS.orgAdmin].map((e) =>
        s.api.login(e),
      ),
    );
    Object.assign(tok, {
      pub: pub!.accessToken,
      view: view!.accessToken,
      other: other!.accessToken,
      org: org!.accessToken,
    });
  });
  afterAll(async () => {
    await worker?.stop({ timeoutMs: 5_000 });
    await s?.close();
  });

  const generate = (items: unknown[], token = tok.pub, id = wf) =>
    s.api.post(`/v1/workflows/${id}/text-2-speech`, { languageCode: 'en', items }, token);
  const poll = async (ids: string[], token = tok.pub): Promise<Audio[]> => {
    const r = await s.api.get('/v1/text-2-speech', token, { ids: ids.join(',') });
    expect(r.status).toBe(200);
    return r.body.data.items as Audio[];
  };
  const settled = async (ids: string[]) =>
    eventually(
      () => poll(ids),
      (items) => items.every((a) => a.status === 'COMPLETED' || a.status === 'FAILURE'),
      60_000,
    );
  const ttsJobs = async () =>
    (await s.database.db.select().from(jobs).where(eq(jobs.kind, TEXT_TO_SPEECH_JOB))).length;

  it('lists two voices for each interface language espeak-ng speaks, to creators only', async () => {
    const r = await s.api.get('/v1/text-2-speech/voices', tok.pub);
    expect(r.status).toBe(200);
    const { configured, provider, reason, voices } = r.body.data;
    expect([configured, provider, reason]).toEqual([true, 'espeak-ng', null]);
    const languages = [...new Set(voices.map((v: { languageCode: string }) => v.languageCode))];
    expect(INTERFACE_LANGUAGES.filter((l) => languages.includes(l))).toEqual(languages);
    expect(voices).toHaveLength(languages.length * 2);
    expect(languages).toEqual(expect.arrayContaining(['en', 'de-de', 'fr-ca', 'zh-tw']));
    expect(voices.filter((v: { languageCode: string }) => v.languageCode === 'de-de')).toEqual([
      { id: DE_F, name: 'Deutsch — female', languageCode: 'de-de', gender: 'female' },
      { id: 'espeak-ng:de+m3', name: 'Deutsch — male', languageCode: 'de-de', gender: 'male' },
    ]);
    expect((await s.api.get('/v1/text-2-speech/voices', tok.view)).status).toBe(403);
    expect((await s.api.get('/v1/text-2-speech/voices')).status).toBe(401);
  });

  let first: Audio[] = [];

  it('generates three English blocks and one German block as jobs, then serves them', async () => {
    const r = await generate(FOUR);
    expect(r.status).toBe(200);
    expect([r.body.data.queued, r.body.data.reused]).toEqual([4, 0]);
    expect(r.body.data.items.map((a: Audio) => [a.text, a.voice, a.status])).toEqual(
      FOUR.map((i) => [i.text, i.voice, 'PENDING']),
    );
    expect(await ttsJobs()).toBe(4);
    const ids = r.body.data.items.map((a: Audio) => a.id);
    first = await settled(ids);
    expect(first.map((a) => a.id)).toEqual(ids);
    for (const a of first) {
      expect(textToSpeechAudioSchema.parse(a)).toEqual(a);
      expect([a.status, a.error]).toEqual(['COMPLETED', null]);
      expect(a.duration).toBeGreaterThan(0.3);
      // The signed URL plays: AAC in mp4, as long as the row says.
      const audio = await fetch(a.speechURL!);
      expect(audio.status).toBe(200);
      expect(audio.headers.get('content-type')).toBe('audio/mp4');
      const file = join(dir, `${a.id}.m4a`);
      await writeFile(file, Buffer.from(await audio.arrayBuffer()));
      expect(Math.abs((await probeDuration(file)) - a.duration!)).toBeLessThan(0.05);
    }
    // Slower speech lasts longer: 0.8 against 1 for texts of about the same length.
    const [fit, , close] = first;
    expect(close!.duration!).toBeGreaterThan(fit!.duration! * 0.9);
    // Stored in the workflow's media folder, one clip per audio id.
    const rows = await s.database.db
      .select()
      .from(textToSpeech)
      .where(eq(textToSpeech.workflowId, wf));
    for (const row of rows) {
      expect(row.storageKey).toBe(
        `org/${s.demoOrganizationId}/workflows/${wf}/voice-overs/${row.id}.m4a`,
      );
      expect(
        readFileSync(join(s.config.dataDir, 'storage', row.storageKey!)).length,
      ).toBeGreaterThan(1000);
    }
  });

  it('reuses all four when nothing changed, and regenerates only the block whose text changed', async () => {
    const again = await generate(FOUR);
    expect([again.body.data.queued, again.body.data.reused]).toEqual([0, 4]);
    expect(again.body.data.items.map((a: Audio) => a.id)).toEqual(first.map((a) => a.id));
    expect(again.body.data.items.every((a: Audio) => a.status === 'COMPLETED')).toBe(true);
    expect(await ttsJobs()).toBe(4);

    // Only whitespace around the text: the same audio.
    const spaced = await generate([{ ...FOUR[0], text: `  ${FOUR[0]!.text}\n` }]);
    expect([spaced.body.data.queued, spaced.body.data.reused]).toEqual([0, 1]);

    const changed = FOUR.map((i, n) => (n === 2 ? { ...i, text: 'Close the green cover.' } : i));
    const one = await generate(changed);
    expect([one.body.data.queued, one.body.data.reused]).toEqual([1, 3]);
    expect(await ttsJobs()).toBe(5);
    const ids = one.body.data.items.map((a: Audio) => a.id);
    expect(ids.filter((id: string, n: number) => id !== first[n]!.id)).toHaveLength(1);
    expect(ids[2]).not.toBe(first[2]!.id);
    const [made] = await settled([ids[2]]);
    expect(made!.status).toBe('COMPLETED');
  });

  it('fits auto speed (0) to the target duration', async () => {
    const natural = first[0]!.duration!;
    const target = Math.round(natural * 0.7 * 100) / 100;
    const r = await generate([{ ...FOUR[0], rate: 0, targetDuration: target }]);
    expect([r.status, r.body.data.queued]).toEqual([200, 1]);
    const [auto] = await settled([r.body.data.items[0].id]);
    expect(auto!.status).toBe('COMPLETED');
    expect(Math.abs(auto!.duration! - target)).toBeLessThan(0.1);
    // The same target again is the same audio; another target is another clip.
    const same = await generate([{ ...FOUR[0], rate: 0, targetDuration: target }]);
    expect(same.body.data.reused).toBe(1);
    const other = await generate([{ ...FOUR[0], rate: 0, targetDuration: target + 0.5 }]);
    expect(other.body.data.queued).toBe(1);
    await settled([other.body.data.items[0].id]);
  });

  it('marks audio FAILURE with the reason when it cannot be made', async () => {
    const id = newId();
    await s.database.db.insert(textToSpeech).values({
      id,
      organizationId: s.demoOrganizationId,
      workflowId: wf,
      languageCode: 'en',
      text: 'No such voice.',
      voice: 'espeak-ng:xx+f3',
      rate: 1,
      fingerprint: 'test-failure',
      status: 'PENDING',
    });
    await enqueueJob(s.database.db, {
      kind: TEXT_TO_SPEECH_JOB,
      organizationId: s.demoOrganizationId,
      payload: { organizationId: s.demoOrganizationId, textToSpeechId: id },
    });
    const [failed] = await settled([id]);
    expect(failed!.status).toBe('FAILURE');
    expect(failed!.error).toMatch(/no voice espeak-ng:xx\+f3/);
    expect(failed!.speechURL).toBeNull();
    // The route never queues such a voice: it is not one of the provider's.
    const again = await generate([{ text: 'No such voice.', voice: 'espeak-ng:xx+f3', rate: 1 }]);
    expect(again.status).toBe(400);
  });

  it("shows audio only to the workflow's editors; unknown ids are left out", async () => {
    const ids = first.map((a) => a.id);
    expect(await poll([...ids, 'no-such-id'])).toHaveLength(4);
    expect(await poll(ids, tok.org)).toHaveLength(4);
    expect(await poll(ids, tok.view)).toEqual([]);
    expect(await poll(ids, tok.other)).toEqual([]);
    expect((await generate(FOUR, tok.view)).status).toBe(403);
    expect((await generate(FOUR, tok.other)).status).toBe(404);
  });

  it('is a 403 when the organisation turned text to speech off', async () => {
    const set = (on: boolean) =>
      s.api.post(
        '/admin/organization/settings',
        { action: 'update', data: { features: { textToSpeech: on } } },
        tok.org,
      );
    expect((await set(false)).status).toBe(200);
    try {
      const r = await generate(FOUR);
      expect([r.status, r.body.ok]).toEqual([403, false]);
      expect(r.body.errorMessage).toMatch(/textToSpeech/);
    } finally {
      await set(true);
    }
  });

  it('refuses bad input with a 4xx, writing nothing', async () => {
    const before = await ttsJobs();
    const bad: [string, unknown][] = [
      ['unknown voice', [{ text: 'Hi.', voice: 'espeak-ng:zz+f3', rate: 1 }]],
      ['empty text', [{ text: '   ', voice: EN_F, rate: 1 }]],
      [
        '201 items',
        Array.from({ length: 201 }, (_, n) => ({ text: `T${n}`, voice: EN_F, rate: 1 })),
      ],
      ['speed 3', [{ text: 'Hi.', voice: EN_F, rate: 3 }]],
      ['speed 0.2', [{ text: 'Hi.', voice: EN_F, rate: 0.2 }]],
      ['auto without a target', [{ text: 'Hi.', voice: EN_F, rate: 0 }]],
      ['no items', []],
    ];
    for (const [what, items] of bad) {
      const r = await generate(items as unknown[]);
      expect([what, r.status, r.body.ok]).toEqual([what, 400, false]);
    }
    expect((await s.api.get('/v1/text-2-speech', tok.pub, { ids: '' })).status).toBe(400);
    expect(await ttsJobs()).toBe(before);
  });

  it('saves voice-over histories and lists them newest first', async () => {
    const blocks = first.slice(0, 2).map((a, n) => ({
      key: `b${n}`,
      text2SpeechId: a.id,
      text: a.text,
      time: a.duration,
      speed: 1,
      startTime: n * 4,
      endTime: n * 4 + 3,
      voice: a.voice,
    }));
    const save = (body: Record<string, unknown>, token = tok.pub) =>
      s.api.post(
        '/v1/text-2-speech-histories',
        { workflowId: wf, languageCode: 'en', voice: EN_F, globalSpeed: 1, blocks, ...body },
        token,
      );
    const one = await save({});
    expect(one.status).toBe(200);
    expect(one.body.data.item).toMatchObject({ workflowId: wf, languageCode: 'en', voice: EN_F });
    expect(one.body.data.item.blocks[0]).toMatchObject({ key: 'b0', source: 'tts' });
    const two = await save({ globalSpeed: -1 });
    const de = await save({ languageCode: 'de-de', voice: DE_F, blocks: [] });
    expect([two.status, de.status]).toEqual([200, 200]);

    const list = await s.api.get(`/v1/workflows/${wf}/text-2-speech-histories`, tok.pub);
    expect(list.body.data.items.map((h: { id: string }) => h.id)).toEqual([
      de.body.data.item.id,
      two.body.data.item.id,
      one.body.data.item.id,
    ]);
    const en = await s.api.get(`/v1/workflows/${wf}/text-2-speech-histories`, tok.pub, {
      languageCode: 'en',
      limit: '1',
    });
    expect(en.body.data.items.map((h: { id: string }) => h.id)).toEqual([two.body.data.item.id]);

    // Audio that is not this workflow's is refused; viewers and other organisations too.
    const foreign = await save({ blocks: [{ ...blocks[0], text2SpeechId: newId() }] });
    expect(foreign.status).toBe(400);
    expect((await save({}, tok.view)).status).toBe(403);
    expect((await save({}, tok.other)).status).toBe(404);
    expect((await s.api.get(`/v1/workflows/${wf}/text-2-speech-histories`, tok.other)).status).toBe(
      404,
    );
  });

  it('turns a recorded clip into COMPLETED audio, and refuses what is not audio', async () => {
    const webm = join(dir, 'take.webm');
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=1.5'],
      ...['-c:a', 'libopus', webm],
    ]);
    const uploadId = await finishedUpload(s.api, tok.pub, readFileSync(webm), 'take.webm');
    const r = await s.api.post(
      `/v1/workflows/${wf}/voice-over-recordings`,
      { uploadId, languageCode: 'en', label: 'My take' },
      tok.pub,
    );
    expect(r.status).toBe(200);
    const item = r.body.data.item as Audio;
    expect(item).toMatchObject({ status: 'COMPLETED', voice: 'recording', text: 'My take' });
    expect(Math.abs(item.duration! - 1.5)).toBeLessThan(0.1);
    expect((await fetch(item.speechURL!)).status).toBe(200);
    const [row] = await s.database.db
      .select()
      .from(textToSpeech)
      .where(and(eq(textToSpeech.id, item.id), eq(textToSpeech.kind, 'recording')));
    expect(row?.storageKey).toMatch(/\/voice-overs\/[^/]+\.m4a$/);
    // The upload is used up.
    const reused = await s.api.post(
      `/v1/workflows/${wf}/voice-over-recordings`,
      { uploadId, languageCode: 'en', label: '' },
      tok.pub,
    );
    expect(reused.status).toBe(404);

    // As a browser's MediaRecorder writes it: streamed, so the file carries no duration.
    const streamed = execFileSync('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=1.5'],
      ...['-c:a', 'libopus', '-f', 'webm', '-'],
    ]);
    const live = await finishedUpload(s.api, tok.pub, streamed, 'live.webm');
    const took = await s.api.post(
      `/v1/workflows/${wf}/voice-over-recordings`,
      { uploadId: live, languageCode: 'en', label: 'Live take' },
      tok.pub,
    );
    expect(took.status).toBe(200);
    expect(Math.abs((took.body.data.item as Audio).duration! - 1.5)).toBeLessThan(0.1);

    const text = await finishedUpload(s.api, tok.pub, Buffer.from('not audio at all'), 'a.webm');
    const refused = await s.api.post(
      `/v1/workflows/${wf}/voice-over-recordings`,
      { uploadId: text, languageCode: 'en', label: '' },
      tok.pub,
    );
    expect([refused.status, refused.body.ok]).toEqual([422, false]);

    // Over VOICE_RECORDING_MAX_BYTES by its announced size: refused before a byte is read.
    const big = await s.api.post(
      '/v1/uploads',
      { fileName: 'long.webm', sizeBytes: VOICE_RECORDING_MAX_BYTES + 1 },
      tok.pub,
    );
    const tooBig = await s.api.post(
      `/v1/workflows/${wf}/voice-over-recordings`,
      { uploadId: big.body.data.item.id, languageCode: 'en', label: '' },
      tok.pub,
    );
    expect([tooBig.status, tooBig.body.data.maxBytes]).toEqual([422, VOICE_RECORDING_MAX_BYTES]);
  });
});

describe('what a recording is', () => {
  it('is told by its first bytes: webm, ogg, mp4, wav, mpeg, or nothing we take', () => {
    const bytes = (...parts: (string | number[])[]) =>
      new Uint8Array(
        Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p)))),
      );
    expect(sniffRecording(bytes([0x1a, 0x45, 0xdf, 0xa3], 'webm'))).toBe('webm');
    expect(sniffRecording(bytes('OggS', [0, 2]))).toBe('ogg');
    expect(sniffRecording(bytes([0, 0, 0, 24], 'ftypM4A '))).toBe('mp4');
    expect(sniffRecording(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBe('wav');
    expect(sniffRecording(bytes('ID3', [4, 0]))).toBe('mpeg');
    expect(sniffRecording(bytes([0xff, 0xfb, 0x90, 0x64]))).toBe('mpeg');
    expect(sniffRecording(bytes('RIFF', [0, 0, 0, 0], 'AVI LIST'))).toBeNull();
    expect(sniffRecording(bytes('%PDF-1.7'))).toBeNull();
    expect(sniffRecording(new Uint8Array())).toBeNull();
  });
});
