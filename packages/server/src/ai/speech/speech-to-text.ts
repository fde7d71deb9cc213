import { z } from 'zod';
import {
  DEFAULT_TRANSCRIBE_MODEL,
  DEFAULT_TRANSCRIBE_TIMEOUT_MS,
  openAiCompatibleSpeech,
} from './openai-compatible.js';
import { isSpeechError } from './speech-error.js';
import { loadWhisperModel } from './whisper-local.js';
import type { SpeechToText } from './types.js';
import { readProviderEnv, timeoutMs, type NotConfigured } from '../provider-env.js';

export { SpeechError, SpeechErrorCode, isSpeechError } from './speech-error.js';
export type { SpeechErrorCodeValue } from './speech-error.js';
export type { SpeechToText, TranscribeOptions, TranscribeResult } from './types.js';

/** No provider: the UI shows `reason` as it is. */
export type SpeechNotConfigured = NotConfigured;

const envSchema = z.object({
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_TRANSCRIBE_MODEL: z.string().default(DEFAULT_TRANSCRIBE_MODEL),
  AI_TRANSCRIBE_TIMEOUT_SECONDS: z.coerce.number().positive().optional(),
  WHISPER_MODEL: z.string().optional(),
});

export const NOT_CONFIGURED_REASON =
  'Transcription is not configured: set WHISPER_MODEL to a downloaded whisper.cpp ggml model ' +
  'file, or AI_BASE_URL (and AI_API_KEY) to an OpenAI-compatible endpoint.';

/**
 * The speech-to-text provider the environment asks for: a local whisper.cpp model when
 * WHISPER_MODEL names a file that loads, else the OpenAI-compatible endpoint at AI_BASE_URL,
 * else a "not configured" answer whose reason names the variables (and why WHISPER_MODEL failed).
 */
export async function resolveSpeechToText(
  env: NodeJS.ProcessEnv = process.env,
): Promise<SpeechToText | SpeechNotConfigured> {
  const read = readProviderEnv(envSchema, env, 'Transcription');
  if (!read.ok) return read.invalid;
  const e = read.value;

  let whisperFailure: string | undefined;
  if (e.WHISPER_MODEL) {
    try {
      return await loadWhisperModel(e.WHISPER_MODEL);
    } catch (err) {
      if (!isSpeechError(err)) throw err;
      whisperFailure = err.message;
    }
  }
  if (e.AI_BASE_URL) {
    return openAiCompatibleSpeech({
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      model: e.AI_TRANSCRIBE_MODEL,
      timeoutMs: timeoutMs(e.AI_TRANSCRIBE_TIMEOUT_SECONDS, DEFAULT_TRANSCRIBE_TIMEOUT_MS),
    });
  }
  return {
    kind: 'not-configured',
    reason: whisperFailure ? `${NOT_CONFIGURED_REASON} (${whisperFailure})` : NOT_CONFIGURED_REASON,
  };
}

/** The provider for this process, resolved on first use and then kept. */
export function speechToTextOnce(
  env: NodeJS.ProcessEnv = process.env,
): () => Promise<SpeechToText | SpeechNotConfigured> {
  let choice: Promise<SpeechToText | SpeechNotConfigured> | undefined;
  return () => (choice ??= resolveSpeechToText(env));
}
