/**
 * Which text-to-speech provider this server uses (issue 22). Order: TTS_PROVIDER when set
 * ('espeak-ng', 'openai-compatible' or 'off'); else the OpenAI-compatible endpoint when
 * AI_BASE_URL and AI_TTS_MODEL (or AI_TTS_VOICES) are set — a chat-only AI_BASE_URL does not
 * turn it on, since most chat endpoints have no `/audio/speech`; else espeak-ng when the program
 * runs (ESPEAK_NG_PATH, else PATH); else a typed "not configured" whose reason names the
 * variables. The editor shows that reason as it is, and nothing is queued.
 */
import { z } from 'zod';
import { readProviderEnv, timeoutMs, type NotConfigured } from '../provider-env.js';
import { espeakProgram, loadEspeakNg } from './espeak-ng.js';
import {
  DEFAULT_TTS_MODEL,
  DEFAULT_TTS_TIMEOUT_MS,
  openAiCompatibleTts,
} from './openai-compatible.js';
import type { TextToSpeech } from './types.js';

export { TtsError, isTtsError } from './types.js';
export type { SynthesizeInput, TextToSpeech } from './types.js';

export type TextToSpeechChoice = TextToSpeech | NotConfigured;

export const TTS_NOT_CONFIGURED_REASON =
  'Text to speech is not configured: install espeak-ng (Debian package espeak-ng) or set ' +
  'AI_BASE_URL and AI_TTS_MODEL for an OpenAI-compatible endpoint.';

const envSchema = z.object({
  TTS_PROVIDER: z.enum(['espeak-ng', 'openai-compatible', 'off']).optional(),
  ESPEAK_NG_PATH: z.string().optional(),
  PATH: z.string().optional(),
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_TTS_MODEL: z.string().optional(),
  /** Comma-separated voice names of the endpoint (OpenAI's six by default). */
  AI_TTS_VOICES: z.string().optional(),
  AI_TTS_TIMEOUT_SECONDS: z.coerce.number().positive().optional(),
});
type TtsEnv = z.infer<typeof envSchema>;

const notConfigured = (reason: string): NotConfigured => ({ kind: 'not-configured', reason });

export const isTtsConfigured = (c: TextToSpeechChoice): c is TextToSpeech => !('kind' in c);

function openAi(e: TtsEnv & { AI_BASE_URL: string }): TextToSpeech {
  const voices = e.AI_TTS_VOICES?.split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  return openAiCompatibleTts({
    baseUrl: e.AI_BASE_URL,
    apiKey: e.AI_API_KEY,
    model: e.AI_TTS_MODEL ?? DEFAULT_TTS_MODEL,
    voices,
    timeoutMs: timeoutMs(e.AI_TTS_TIMEOUT_SECONDS, DEFAULT_TTS_TIMEOUT_MS),
  });
}

async function espeak(e: TtsEnv): Promise<TextToSpeechChoice> {
  const program = espeakProgram({ PATH: e.PATH, ESPEAK_NG_PATH: e.ESPEAK_NG_PATH });
  if (!program) return notConfigured(TTS_NOT_CONFIGURED_REASON);
  const loaded = await loadEspeakNg(program);
  return loaded.ok
    ? loaded.provider
    : notConfigured(`${TTS_NOT_CONFIGURED_REASON} (${loaded.reason})`);
}

/** The provider `env` asks for, or why there is none. */
export async function resolveTextToSpeech(
  env: NodeJS.ProcessEnv = process.env,
): Promise<TextToSpeechChoice> {
  const read = readProviderEnv(envSchema, env, 'Text to speech');
  if (!read.ok) return read.invalid;
  const e = read.value;
  switch (e.TTS_PROVIDER) {
    case 'off':
      return notConfigured('Text to speech is turned off on this server (TTS_PROVIDER=off).');
    case 'openai-compatible':
      return e.AI_BASE_URL
        ? openAi({ ...e, AI_BASE_URL: e.AI_BASE_URL })
        : notConfigured('TTS_PROVIDER=openai-compatible needs AI_BASE_URL (and AI_API_KEY).');
    case 'espeak-ng':
      return espeak(e);
    default:
      if (e.AI_BASE_URL && (e.AI_TTS_MODEL || e.AI_TTS_VOICES)) {
        return openAi({ ...e, AI_BASE_URL: e.AI_BASE_URL });
      }
      return espeak(e);
  }
}

/** The provider for these settings, resolved on first use and then kept (espeak-ng probed once). */
export function textToSpeechOnce(
  env: NodeJS.ProcessEnv = process.env,
): () => Promise<TextToSpeechChoice> {
  let choice: Promise<TextToSpeechChoice> | undefined;
  return () => (choice ??= resolveTextToSpeech(env));
}

/**
 * What the resolver reads for a server's configuration: its AI_* and text-to-speech variables,
 * and this process's PATH (where espeak-ng is looked for when ESPEAK_NG_PATH is unset).
 */
export function ttsEnvOf(config: {
  aiEnv: Record<string, string>;
  ttsEnv: Record<string, string>;
}): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, ...config.aiEnv, ...config.ttsEnv };
}
