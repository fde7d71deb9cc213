/**
 * Text to speech through an OpenAI-compatible endpoint, end to end (issue 22): a server whose
 * AI_BASE_URL is a small local `/v1/audio/speech` (a real HTTP exchange answering a real mp3),
 * its generation jobs run by a worker with short retry delays. The mp3 becomes AAC like espeak-ng's
 * wav; a refused key fails the clip at once with a reason naming AI_API_KEY; a busy endpoint
 * (503) is tried again and the clip completes.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobHandlers } from '../src/job-handlers.js';
import { silentJobLog } from '../src/jobs/log.js';
import { DEMO_USERS } from '../src/seed/demo.js';
import { createStorage } from '../src/storage/index.js';
import { listenForTests } from './ai/stand-in.js';
import { buildFixtures } from './fixtures.js';
import { startTestServer, type TestServer } from './harness.js';
import { eventually, workerPool } from './jobs/helpers.js';
import { tempDir } from './media/temp-dir.js';

const dir = tempDir('tts-endpoint');
const wav = join(dir, 'said.wav');
execFileSync('espeak-ng', ['-w', wav, '--stdin'], { input: 'Open the valve.' });
const mp3 = join(dir, 'said.mp3');
execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', wav, '-c:a', 'libmp3lame', mp3]);
const MP3 = readFileSync(mp3);

/** What the endpoint was asked, in order. */
const asked: { input: string; speed: number; voice: string; authorization?: string }[] = [];

async function endpoint(): Promise<string> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as (typeof asked)[number];
      const times = asked.filter((a) => a.input === body.input).length;
      asked.push({ ...body, authorization: req.headers.authorization });
      const fail = (code: number) => {
        res.writeHead(code, { 'content-type': 'application/json' });
        res.end('{"error":{"message":"no"}}');
      };
      if (body.input.includes('refused')) return fail(401);
      if (body.input.includes('busy') && times === 0) return fail(503);
      res.writeHead(200, { 'content-type': 'audio/mpeg' });
      res.end(MP3);
    });
  });
  return listenForTests(server);
}

describe('text to speech over an OpenAI-compatible endpoint', () => {
  let s: TestServer;
  let wf: string;
  let pub: string;
  const pool = workerPool();

  beforeAll(async () => {
    const baseUrl = await endpoint();
    s = await startTestServer({
      AI_BASE_URL: baseUrl,
      AI_API_KEY: 'sk-test',
      AI_TTS_MODEL: 'tts-1',
    });
    await pool.start({
      database: s.database,
      handlers: jobHandlers({
        config: s.config,
        database: s.database,
        log: silentJobLog,
        storage: createStorage(s.config),
      }),
      retryDelayMs: () => 100,
    });
    wf = (await buildFixtures(s.database.db, s.demoOrganizationId)).base.workflowId!;
    pub = (await s.api.login(DEMO_USERS.publisher)).accessToken;
  });
  afterAll(async () => {
    await pool.stopAll();
    await s?.close();
  });

  const generateOne = async (text: string, rate = 1.5) => {
    const r = await s.api.post(
      `/v1/workflows/${wf}/text-2-speech`,
      { languageCode: 'de-de', items: [{ text, voice: 'openai:nova', rate }] },
      pub,
    );
    expect(r.status).toBe(200);
    const id = r.body.data.items[0].id as string;
    const done = await eventually(
      () => s.api.get('/v1/text-2-speech', pub, { ids: id }),
      (p) => ['COMPLETED', 'FAILURE'].includes(p.body.data.items[0]?.status),
      30_000,
    );
    return done.body.data.items[0];
  };

  it('lists the endpoint voices as multilingual', async () => {
    const r = await s.api.get('/v1/text-2-speech/voices', pub);
    expect(r.body.data).toMatchObject({ configured: true, provider: 'openai-compatible' });
    expect(r.body.data.voices).toHaveLength(6);
    expect(r.body.data.voices[4]).toEqual({
      id: 'openai:nova',
      name: 'Nova',
      languageCode: null,
      gender: null,
    });
  });

  it('makes the answered mp3 into AAC audio, sending the speed and the key', async () => {
    const audio = await generateOne('Öffnen Sie das Ventil.');
    expect(audio).toMatchObject({ status: 'COMPLETED', error: null, voice: 'openai:nova' });
    expect(audio.duration).toBeGreaterThan(0.3);
    expect((await fetch(audio.speechURL)).headers.get('content-type')).toBe('audio/mp4');
    expect(asked.at(-1)).toEqual({
      model: 'tts-1',
      input: 'Öffnen Sie das Ventil.',
      voice: 'nova',
      speed: 1.5,
      response_format: 'mp3',
      authorization: 'Bearer sk-test',
    });
  });

  it('fails a clip at once when the key is refused, saying which variable to check', async () => {
    const audio = await generateOne('This key is refused.');
    expect(audio.status).toBe('FAILURE');
    expect(audio.error).toMatch(/refused the key \(HTTP 401\): check AI_API_KEY/);
    expect(asked.filter((a) => a.input === 'This key is refused.')).toHaveLength(1);
  });

  it('tries a busy endpoint again, and the clip completes', async () => {
    const audio = await generateOne('The endpoint is busy.');
    expect(audio.status).toBe('COMPLETED');
    expect(asked.filter((a) => a.input === 'The endpoint is busy.')).toHaveLength(2);
  });
});
