import { writeFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { sentenceSchema } from '@stepwise/core';
import { describe, expect, it } from 'vitest';
import {
  isoLanguage,
  openAiCompatibleSpeech,
  parseVerboseTranscription,
} from '../../src/ai/speech/openai-compatible.js';
import { punctuatedWordsToSentences, segmentsToSentences } from '../../src/ai/speech/sentences.js';
import {
  NOT_CONFIGURED_REASON,
  SpeechError,
  resolveSpeechToText,
} from '../../src/ai/speech/speech-to-text.js';
import { loadWhisperModel } from '../../src/ai/speech/whisper-local.js';
import { tempDir } from '../media/temp-dir.js';
import { THREE_SENTENCES, standIn } from './stand-in.js';

const dir = tempDir('speech');
const audio = join(dir, 'audio.wav');
// Not real speech: the stand-in only checks that a non-empty file arrives.
writeFileSync(audio, Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(2000, 1)]));
const garbageModel = join(dir, 'ggml-garbage.bin');
writeFileSync(garbageModel, Buffer.from('this is not a ggml model, just some bytes '.repeat(20)));
const missingModel = join(dir, 'no-such-model.bin');

const json = (status: number, body: unknown) => (_req: unknown, res: ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
};

async function rejection(p: Promise<unknown>): Promise<SpeechError> {
  const e: unknown = await p.then(
    () => new Error('expected a rejection'),
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(SpeechError);
  return e as SpeechError;
}

describe('OpenAI-compatible speech-to-text', () => {
  it('sends the verbose_json multipart request and stores sentences with word timings', async () => {
    const { baseUrl, received } = await standIn((req, res) => {
      const ok =
        req.path === '/v1/audio/transcriptions' &&
        req.fields.model?.[0] === 'whisper-1' &&
        req.fields.response_format?.[0] === 'verbose_json' &&
        req.fields.language?.[0] === 'en' &&
        req.fileSize > 0;
      json(ok ? 200 : 400, ok ? THREE_SENTENCES : { error: { message: 'bad request' } })(req, res);
    });
    const stt = openAiCompatibleSpeech({ baseUrl: `${baseUrl}/`, apiKey: 'sk-test' });
    const result = await stt.transcribe(audio, { languageCode: 'en-us' });

    expect(received).toHaveLength(1);
    expect(received[0]?.authorization).toBe('Bearer sk-test');
    expect(received[0]?.fields['timestamp_granularities[]']).toEqual(['word', 'segment']);
    expect(received[0]?.fileName).toBe('audio.wav');
    expect(result.languageCode).toBe('en-us');
    expect(result.sentences.map((s) => [s.sentence, s.startTime, s.endTime])).toEqual([
      ['Open the valve slowly.', 0, 2.2],
      ['Wait for the gauge to settle.', 3, 5],
      ['Then close the cover.', 6, 9],
    ]);
    expect(result.sentences[1]?.words?.map((w) => w.word)).toEqual([
      'Wait',
      'for',
      'the',
      'gauge',
      'to',
      'settle',
    ]);
    expect(result.sentences[2]?.words?.[0]).toEqual({ word: 'Then', startTime: 6, endTime: 6.3 });
    for (const s of result.sentences) expect(sentenceSchema.safeParse(s).success).toBe(true);
  });

  it('sends no authorization header without a key', async () => {
    const { baseUrl, received } = await standIn(json(200, THREE_SENTENCES));
    await openAiCompatibleSpeech({ baseUrl }).transcribe(audio, { languageCode: 'de-de' });
    expect(received[0]?.authorization).toBeUndefined();
    expect(received[0]?.fields.language).toEqual(['de']);
  });

  it('a non-2xx answer is provider-failed with the status and a body excerpt', async () => {
    const { baseUrl } = await standIn(json(429, { error: { message: 'Rate limit reached' } }));
    const e = await rejection(
      openAiCompatibleSpeech({ baseUrl }).transcribe(audio, { languageCode: 'en-us' }),
    );
    expect(e.code).toBe('provider-failed');
    expect(e.message).toContain('429');
    expect(e.message).toContain('Rate limit reached');
  });

  it('malformed JSON and a wrong shape are bad-response', async () => {
    const { baseUrl } = await standIn(json(200, '{"segments": [ oops'));
    const e = await rejection(
      openAiCompatibleSpeech({ baseUrl }).transcribe(audio, { languageCode: 'en-us' }),
    );
    expect(e.code).toBe('bad-response');
    expect(() => parseVerboseTranscription({ text: 'no segments' })).toThrow(/segments/);
  });

  it('an abort is cancelled, a timeout is provider-failed, a dead endpoint is provider-failed', async () => {
    const { baseUrl } = await standIn(() => {
      /* never answers */
    });
    const controller = new AbortController();
    const pending = openAiCompatibleSpeech({ baseUrl }).transcribe(audio, {
      languageCode: 'en-us',
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 50);
    expect((await rejection(pending)).code).toBe('cancelled');

    const slow = await rejection(
      openAiCompatibleSpeech({ baseUrl, timeoutMs: 100 }).transcribe(audio, {
        languageCode: 'en-us',
      }),
    );
    expect(slow.code).toBe('provider-failed');
    expect(slow.message).toMatch(/timed out/);

    const dead = await rejection(
      openAiCompatibleSpeech({ baseUrl: 'http://127.0.0.1:1/v1' }).transcribe(audio, {
        languageCode: 'en-us',
      }),
    );
    expect(dead.code).toBe('provider-failed');
  });

  it('an empty transcript stays empty: no text is invented', async () => {
    const { baseUrl } = await standIn(json(200, { text: '', segments: [], words: [] }));
    const result = await openAiCompatibleSpeech({ baseUrl }).transcribe(audio, {
      languageCode: 'en-us',
    });
    expect(result.sentences).toEqual([]);
  });
});

describe('segments to sentences', () => {
  it('joins a sentence across segments only when the segment ends without punctuation', () => {
    const sentences = segmentsToSentences(
      [
        { start: 0, end: 2, text: ' First part of a long' },
        { start: 2, end: 4, text: ' sentence. Short one!' },
        { start: 5, end: 6, text: '   ' },
      ],
      [],
    );
    expect(sentences.map((s) => [s.sentence, s.startTime, s.endTime])).toEqual([
      ['First part of a long sentence.', 0, 2.947],
      ['Short one!', 2.947, 4],
    ]);
  });

  it('splits CJK full stops and keeps whisper.cpp word punctuation', () => {
    expect(
      segmentsToSentences([{ start: 0, end: 2, text: '你好。再见。' }]).map((s) => s.sentence),
    ).toEqual(['你好。', '再见。']);
    const s = punctuatedWordsToSentences([
      { word: ' Hello', start: 0, end: 0.5 },
      { word: ' there.', start: 0.5, end: 1 },
      { word: ' Go', start: 1.2, end: 1.5 },
    ]);
    expect(s.map((x) => [x.sentence, x.startTime, x.endTime, x.words?.length])).toEqual([
      ['Hello there.', 0, 1, 2],
      ['Go', 1.2, 1.5, 1],
    ]);
    expect(isoLanguage('pt-BR')).toBe('pt');
  });
});

describe('local whisper.cpp', () => {
  it('a missing model file is model-missing with the path', async () => {
    const e = await rejection(loadWhisperModel(missingModel));
    expect(e.code).toBe('model-missing');
    expect(e.message).toContain(missingModel);
  });

  it('a file that is not a ggml model is model-load-failed', async () => {
    const e = await rejection(loadWhisperModel(garbageModel));
    expect(e.code).toBe('model-load-failed');
    expect(e.message).toContain(garbageModel);
  });
});

describe('resolveSpeechToText', () => {
  it('with nothing set is not-configured and names the variables', async () => {
    const r = await resolveSpeechToText({ AI_BASE_URL: '', WHISPER_MODEL: '' });
    expect(r).toEqual({ kind: 'not-configured', reason: NOT_CONFIGURED_REASON });
    if (r.kind === 'not-configured') {
      expect(r.reason).toContain('WHISPER_MODEL');
      expect(r.reason).toContain('AI_BASE_URL');
    }
  });

  it('uses AI_BASE_URL with AI_TRANSCRIBE_MODEL when no local model loads', async () => {
    const { baseUrl, received } = await standIn(json(200, THREE_SENTENCES));
    const r = await resolveSpeechToText({
      AI_BASE_URL: baseUrl,
      AI_TRANSCRIBE_MODEL: 'whisper-large-v3',
      WHISPER_MODEL: garbageModel,
    });
    expect(r.kind).toBe('openai-compatible');
    if (r.kind !== 'openai-compatible') return;
    const result = await r.transcribe(audio, { languageCode: 'en-us' });
    expect(result.sentences).toHaveLength(3);
    expect(received[0]?.fields.model).toEqual(['whisper-large-v3']);
  });

  it('says why WHISPER_MODEL failed when nothing else is configured', async () => {
    const missing = await resolveSpeechToText({ WHISPER_MODEL: missingModel });
    expect(missing.kind).toBe('not-configured');
    if (missing.kind === 'not-configured') expect(missing.reason).toContain(missingModel);
    const broken = await resolveSpeechToText({ WHISPER_MODEL: garbageModel });
    if (broken.kind === 'not-configured') expect(broken.reason).toMatch(/not a loadable/);
    else expect.unreachable();
  });

  it('an invalid AI_BASE_URL is reported, not used', async () => {
    const r = await resolveSpeechToText({ AI_BASE_URL: 'not a url' });
    expect(r.kind).toBe('not-configured');
    if (r.kind === 'not-configured') expect(r.reason).toContain('AI_BASE_URL');
  });
});
