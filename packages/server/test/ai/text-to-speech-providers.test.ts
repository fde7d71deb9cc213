/**
 * The text-to-speech providers (issue 22) on their own: the OpenAI-compatible client against a
 * small local HTTP server (a real exchange: the request it sends, the audio it writes, each
 * failure status mapped), espeak-ng run for real, and the order in which the environment
 * chooses a provider (a chat-only AI_BASE_URL does not turn text to speech on).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { INTERFACE_LANGUAGES } from '@stepwise/core';
import { describe, expect, it } from 'vitest';
import { espeakVoices, nativeVoices, variantNames } from '../../src/ai/tts/espeak-ng.js';
import { openAiCompatibleTts } from '../../src/ai/tts/openai-compatible.js';
import {
  isTtsConfigured,
  resolveTextToSpeech,
  TTS_NOT_CONFIGURED_REASON,
  TtsError,
  type TextToSpeech,
} from '../../src/ai/tts/text-to-speech.js';
import { probe } from '../../src/media/probe.js';
import { atempoChain, encodeSpeechAudio, fitTempo } from '../../src/media/speech-audio.js';
import { tempDir } from '../media/temp-dir.js';
import { listenForTests } from './stand-in.js';

const dir = tempDir('tts');
// A real mp3 for the endpoint to answer with: espeak-ng speech encoded by ffmpeg.
const wav = join(dir, 'said.wav');
execFileSync('espeak-ng', ['-w', wav, '--stdin'], { input: 'Open the valve.' });
const mp3 = join(dir, 'said.mp3');
execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', wav, '-c:a', 'libmp3lame', mp3]);
const MP3 = readFileSync(mp3);

interface Received {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}
type Reply = (res: ServerResponse, req: Received) => void;

/** A local `/v1/audio/speech`: records each request and answers with `reply`. */
async function endpoint(reply: Reply): Promise<{ baseUrl: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r: Received = {
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: req.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>,
      };
      received.push(r);
      reply(res, r);
    });
  });
  return { baseUrl: await listenForTests(server), received };
}

const audio: Reply = (res) => {
  res.writeHead(200, { 'content-type': 'audio/mpeg' });
  res.end(MP3);
};
const status =
  (code: number, body = '{"error":{"message":"nope"}}'): Reply =>
  (res) => {
    res.writeHead(code, { 'content-type': 'application/json' });
    res.end(body);
  };

const say = (tts: TextToSpeech, outBase: string, voice = 'openai:nova') =>
  tts.synthesize({ text: 'Open the valve.', voice, rate: 1.5, languageCode: 'en', outBase });

async function failure(p: Promise<unknown>): Promise<TtsError> {
  const e: unknown = await p.then(
    () => new Error('expected a rejection'),
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(TtsError);
  return e as TtsError;
}

describe('OpenAI-compatible text to speech', () => {
  it('posts {model, input, voice, speed, response_format} and writes the mp3 it gets', async () => {
    const { baseUrl, received } = await endpoint(audio);
    const tts = openAiCompatibleTts({ baseUrl: `${baseUrl}/`, apiKey: 'sk-test', model: 'tts-x' });
    expect(tts.voices().map((v) => v.id)).toEqual([
      'openai:alloy',
      'openai:echo',
      'openai:fable',
      'openai:onyx',
      'openai:nova',
      'openai:shimmer',
    ]);
    expect(tts.voices().every((v) => v.languageCode === null)).toBe(true);
    const { file } = await say(tts, join(dir, 'ok'));
    expect(received).toEqual([
      {
        method: 'POST',
        path: '/v1/audio/speech',
        authorization: 'Bearer sk-test',
        body: {
          model: 'tts-x',
          input: 'Open the valve.',
          voice: 'nova',
          speed: 1.5,
          response_format: 'mp3',
        },
      },
    ]);
    expect(file.endsWith('.mp3')).toBe(true);
    expect(readFileSync(file).equals(MP3)).toBe(true);
    // What the job makes of it: AAC, as long as the speech.
    const m4a = await encodeSpeechAudio(file, join(dir, 'ok.m4a'));
    expect(m4a.durationSeconds).toBeGreaterThan(0.3);
    expect((await probe(m4a.file)).audio?.codec).toBe('aac');
  });

  it('maps failures: a refused key is final, busy or failing endpoints may be retried', async () => {
    const cases: [number, boolean, RegExp][] = [
      [401, false, /refused the key \(HTTP 401\): check AI_API_KEY/],
      [403, false, /refused the key \(HTTP 403\)/],
      [400, false, /HTTP 400: \{"error":\{"message":"nope"\}\}/],
      [429, true, /HTTP 429/],
      [500, true, /HTTP 500/],
      [503, true, /HTTP 503/],
    ];
    for (const [code, retryable, message] of cases) {
      const { baseUrl } = await endpoint(status(code));
      const e = await failure(say(openAiCompatibleTts({ baseUrl }), join(dir, `e${code}`)));
      expect([code, e.retryable], e.message).toEqual([code, retryable]);
      expect(e.message).toMatch(message);
    }
  });

  it('refuses an answer that is not audio, an unknown voice, and times out', async () => {
    const { baseUrl } = await endpoint(status(200, '{"ok":true}'));
    const json = await failure(say(openAiCompatibleTts({ baseUrl }), join(dir, 'json')));
    expect([json.retryable, json.message]).toEqual([false, expect.stringMatching(/no audio/)]);

    const unknown = await failure(
      say(openAiCompatibleTts({ baseUrl }), join(dir, 'v'), 'openai:nobody'),
    );
    expect(unknown.retryable).toBe(false);

    const slow = await endpoint((res) => setTimeout(() => audio(res, {} as Received), 2_000));
    const late = await failure(
      say(openAiCompatibleTts({ baseUrl: slow.baseUrl, timeoutMs: 200 }), join(dir, 'slow')),
    );
    expect([late.retryable, late.message]).toEqual([true, expect.stringMatching(/timed out/)]);
  });

  it('takes its voice names from AI_TTS_VOICES', async () => {
    const tts = await resolveTextToSpeech({
      AI_BASE_URL: 'http://127.0.0.1:9/v1',
      AI_TTS_VOICES: 'anna, bert',
      ESPEAK_NG_PATH: '/nonexistent',
    });
    expect(isTtsConfigured(tts) && tts.voices().map((v) => v.id)).toEqual([
      'openai:anna',
      'openai:bert',
    ]);
  });
});

describe('espeak-ng', () => {
  it('has two voices (female, male) for each interface language it speaks', async () => {
    const tts = await resolveTextToSpeech({ PATH: process.env.PATH });
    if (!isTtsConfigured(tts)) throw new Error(tts.reason);
    expect(tts.name).toBe('espeak-ng');
    const voices = tts.voices();
    const languages = [...new Set(voices.map((v) => v.languageCode))];
    expect(languages.every((l) => (INTERFACE_LANGUAGES as readonly unknown[]).includes(l))).toBe(
      true,
    );
    for (const l of languages) {
      expect(voices.filter((v) => v.languageCode === l).map((v) => v.gender)).toEqual([
        'female',
        'male',
      ]);
    }
    expect(new Set(voices.map((v) => v.id)).size).toBe(voices.length);
    expect(languages).toEqual(expect.arrayContaining(['en', 'de-de']));
  });

  it('speaks text given on stdin at 175 words a minute times the rate', async () => {
    const tts = await resolveTextToSpeech({ TTS_PROVIDER: 'espeak-ng', PATH: process.env.PATH });
    if (!isTtsConfigured(tts)) throw new Error(tts.reason);
    const text = '-v --help "quoted" $(not a shell) Open the valve slowly.';
    const slow = await tts.synthesize({
      text,
      voice: 'espeak-ng:en-us+f3',
      rate: 0.5,
      languageCode: 'en',
      outBase: join(dir, 'slow'),
    });
    const fast = await tts.synthesize({
      text,
      voice: 'espeak-ng:en-us+m3',
      rate: 2,
      languageCode: 'en',
      outBase: join(dir, 'fast'),
    });
    const [a, b] = await Promise.all([probe(slow.file), probe(fast.file)]);
    expect(a.audio && b.audio).toBeTruthy();
    // Four times the speed: far shorter (espeak-ng's pauses do not scale exactly).
    expect(b.durationSeconds).toBeLessThan(a.durationSeconds / 2.5);
    await expect(
      tts.synthesize({
        text,
        voice: 'espeak-ng:xx+f3',
        rate: 1,
        languageCode: 'en',
        outBase: join(dir, 'x'),
      }),
    ).rejects.toThrow(/no voice/);
  });

  it('leaves out languages whose voice is missing or MBROLA only', () => {
    const listing = [
      'Pty Language       Age/Gender VoiceName          File                 Other Languages',
      ' 5  en-us           --/M      English_(America)  gmw/en-US            (en 3)',
      ' 1  ja              --/M      japanese-mbrola-1  mb/mb-jp1',
      ' 5  de              --/M      German             gmw/de',
    ].join('\n');
    const voices = espeakVoices(nativeVoices(listing), variantNames('!v/f3 !v/m3'));
    expect(voices.map((v) => [v.id, v.languageCode, v.gender])).toEqual([
      ['espeak-ng:en-us+f3', 'en', 'female'],
      ['espeak-ng:en-us+m3', 'en', 'male'],
      ['espeak-ng:de+f3', 'de-de', 'female'],
      ['espeak-ng:de+m3', 'de-de', 'male'],
    ]);
  });
});

describe('choosing a provider', () => {
  const noEspeak = { ESPEAK_NG_PATH: '/nonexistent' };

  it('is not configured without espeak-ng or an endpoint, and says what to set', async () => {
    const none = await resolveTextToSpeech(noEspeak);
    expect(isTtsConfigured(none)).toBe(false);
    expect(!isTtsConfigured(none) && none.reason).toContain(TTS_NOT_CONFIGURED_REASON);
  });

  it('does not turn on for a chat-only AI_BASE_URL', async () => {
    const chat = await resolveTextToSpeech({ ...noEspeak, AI_BASE_URL: 'http://127.0.0.1:9/v1' });
    expect(isTtsConfigured(chat)).toBe(false);
  });

  it('takes the endpoint when AI_TTS_MODEL is set, before espeak-ng', async () => {
    const tts = await resolveTextToSpeech({
      PATH: process.env.PATH,
      AI_BASE_URL: 'http://127.0.0.1:9/v1',
      AI_TTS_MODEL: 'tts-1-hd',
    });
    expect(isTtsConfigured(tts) && tts.name).toBe('openai-compatible');
  });

  it('follows TTS_PROVIDER', async () => {
    const off = await resolveTextToSpeech({ TTS_PROVIDER: 'off', PATH: process.env.PATH });
    expect(!isTtsConfigured(off) && off.reason).toMatch(/TTS_PROVIDER=off/);
    const espeak = await resolveTextToSpeech({
      TTS_PROVIDER: 'espeak-ng',
      PATH: process.env.PATH,
      AI_BASE_URL: 'http://127.0.0.1:9/v1',
      AI_TTS_MODEL: 'tts-1',
    });
    expect(isTtsConfigured(espeak) && espeak.name).toBe('espeak-ng');
    const openai = await resolveTextToSpeech({
      TTS_PROVIDER: 'openai-compatible',
      AI_BASE_URL: 'http://127.0.0.1:9/v1',
    });
    expect(isTtsConfigured(openai) && openai.name).toBe('openai-compatible');
    const missing = await resolveTextToSpeech({ TTS_PROVIDER: 'openai-compatible' });
    expect(!isTtsConfigured(missing) && missing.reason).toMatch(/needs AI_BASE_URL/);
    const bad = await resolveTextToSpeech({ TTS_PROVIDER: 'festival' });
    expect(!isTtsConfigured(bad) && bad.reason).toMatch(/TTS_PROVIDER/);
  });
});

describe('fitting speech to a length', () => {
  it('chains atempo filters within 0.5..2', () => {
    expect(atempoChain(1)).toEqual([]);
    expect(atempoChain(1.5)).toEqual(['atempo=1.5']);
    expect(atempoChain(3)).toEqual(['atempo=2', 'atempo=1.5']);
    expect(atempoChain(0.3)).toEqual(['atempo=0.5', 'atempo=0.6']);
    expect(atempoChain(4)).toEqual(['atempo=2', 'atempo=2']);
  });

  it('clamps the tempo to 0.5..2', () => {
    expect(fitTempo(3, 2)).toBe(1.5);
    expect(fitTempo(10, 2)).toBe(2);
    expect(fitTempo(1, 4)).toBe(0.5);
    expect(fitTempo(0, 4)).toBe(1);
  });
});
