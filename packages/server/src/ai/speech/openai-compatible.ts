import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Sentence } from '@stepwise/core';
import { z } from 'zod';
import { segmentsToSentences } from './sentences.js';
import { SpeechError } from './speech-error.js';
import {
  isoLanguage,
  type SpeechToText,
  type TranscribeOptions,
  type TranscribeResult,
} from './types.js';

export const DEFAULT_TRANSCRIBE_MODEL = 'whisper-1';
export const DEFAULT_TRANSCRIBE_TIMEOUT_MS = 10 * 60_000;

export interface OpenAiSpeechOptions {
  /** e.g. `https://api.openai.com/v1`; `/audio/transcriptions` is appended. */
  baseUrl: string;
  apiKey?: string | undefined;
  model?: string | undefined;
  timeoutMs?: number | undefined;
}

const seconds = z.number().finite();

/** The parts of OpenAI's `verbose_json` transcription we use; other fields are ignored. */
export const verboseTranscriptionSchema = z.object({
  language: z.string().optional(),
  text: z.string().optional(),
  segments: z.array(z.object({ id: z.number(), start: seconds, end: seconds, text: z.string() })),
  words: z.array(z.object({ word: z.string(), start: seconds, end: seconds })).optional(),
});
export type VerboseTranscription = z.infer<typeof verboseTranscriptionSchema>;

export { isoLanguage } from './types.js';

/** Validates a `verbose_json` body and turns it into transcript sentences. */
export function parseVerboseTranscription(body: unknown): Sentence[] {
  const parsed = verboseTranscriptionSchema.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 3)
      .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new SpeechError(
      'bad-response',
      `Transcription response is not verbose_json: ${issues.join('; ')}`,
    );
  }
  return segmentsToSentences(parsed.data.segments, parsed.data.words ?? []);
}

const excerpt = (s: string) => {
  const flat = s.replace(/\s+/gu, ' ').trim();
  return flat.length > 200 ? `${flat.slice(0, 200)}…` : flat;
};

/** Speech-to-text over an OpenAI-compatible `POST /audio/transcriptions`. */
export function openAiCompatibleSpeech(options: OpenAiSpeechOptions): SpeechToText {
  const url = `${options.baseUrl.replace(/\/+$/u, '')}/audio/transcriptions`;
  const model = options.model ?? DEFAULT_TRANSCRIBE_MODEL;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TRANSCRIBE_TIMEOUT_MS;

  async function transcribe(audioFile: string, opts: TranscribeOptions): Promise<TranscribeResult> {
    if (opts.signal?.aborted) throw new SpeechError('cancelled', 'Transcription cancelled');
    let audio: Buffer;
    try {
      audio = await readFile(audioFile);
    } catch (cause) {
      throw new SpeechError('provider-failed', `Cannot read audio file ${audioFile}`, { cause });
    }
    const form = new FormData();
    form.append('model', model);
    form.append('file', new Blob([audio]), basename(audioFile));
    form.append('response_format', 'verbose_json');
    form.append('timestamp_granularities[]', 'word');
    form.append('timestamp_granularities[]', 'segment');
    const language = isoLanguage(opts.languageCode);
    if (language !== '') form.append('language', language);

    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;

    let status: number;
    let text: string;
    try {
      const response = await fetch(url, { method: 'POST', body: form, headers, signal });
      status = response.status;
      text = await response.text();
    } catch (cause) {
      if (opts.signal?.aborted) {
        throw new SpeechError('cancelled', 'Transcription cancelled', { cause });
      }
      if (timeout.aborted) {
        throw new SpeechError(
          'provider-failed',
          `Transcription at ${url} timed out after ${Math.round(timeoutMs / 1000)} s`,
          { cause },
        );
      }
      const reason = cause instanceof Error ? (cause.cause ?? cause) : cause;
      throw new SpeechError(
        'provider-failed',
        `Transcription request to ${url} failed: ${reason instanceof Error ? reason.message : String(reason)}`,
        { cause },
      );
    }
    if (status < 200 || status > 299) {
      throw new SpeechError(
        'provider-failed',
        `Transcription at ${url} answered HTTP ${status}: ${excerpt(text)}`,
      );
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (cause) {
      throw new SpeechError(
        'bad-response',
        `Transcription response is not JSON: ${excerpt(text)}`,
        { cause },
      );
    }
    return { languageCode: opts.languageCode, sentences: parseVerboseTranscription(body) };
  }

  return { kind: 'openai-compatible', transcribe };
}
