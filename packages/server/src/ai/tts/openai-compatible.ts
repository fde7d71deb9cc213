/**
 * Text to speech over an OpenAI-compatible `POST /audio/speech` (JSON {model, input, voice,
 * speed, response_format: 'mp3'} -> mp3 bytes). The voices are multilingual (languageCode
 * null): they read whatever language the text is in. Failures: 401 / 403 say the key is
 * refused (not retryable: an operator must change AI_API_KEY); 408, 429 and 5xx, a time-out or
 * a network failure are retryable; any other status, or an answer that is not audio, is not.
 */
import { writeFile } from 'node:fs/promises';
import { TtsError, type SynthesizeInput, type TextToSpeech, type TtsVoice } from './types.js';

export const DEFAULT_TTS_MODEL = 'tts-1';
export const DEFAULT_TTS_TIMEOUT_MS = 2 * 60_000;
export const OPENAI_VOICES = ['alloy', 'echo', 'fable', 'onyx', 'nova', 'shimmer'] as const;
const VOICE_PREFIX = 'openai:';

export interface OpenAiTtsOptions {
  /** e.g. `https://api.openai.com/v1`; `/audio/speech` is appended. */
  baseUrl: string;
  apiKey?: string | undefined;
  model?: string | undefined;
  /** The endpoint's voice names; OpenAI's six by default. */
  voices?: readonly string[] | undefined;
  timeoutMs?: number | undefined;
}

const excerpt = (s: string) => {
  const flat = s.replace(/\s+/gu, ' ').trim();
  return flat.length > 200 ? `${flat.slice(0, 200)}…` : flat;
};

const titleCase = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** How a status answers: the message and whether trying again later may help. */
export function speechStatusError(url: string, status: number, body: string): TtsError {
  if (status === 401 || status === 403) {
    return new TtsError(
      `Text to speech at ${url} refused the key (HTTP ${status}): check AI_API_KEY`,
      { retryable: false },
    );
  }
  const retryable = status === 408 || status === 429 || status >= 500;
  return new TtsError(`Text to speech at ${url} answered HTTP ${status}: ${excerpt(body)}`, {
    retryable,
  });
}

export function openAiCompatibleTts(options: OpenAiTtsOptions): TextToSpeech {
  const url = `${options.baseUrl.replace(/\/+$/u, '')}/audio/speech`;
  const model = options.model ?? DEFAULT_TTS_MODEL;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TTS_TIMEOUT_MS;
  const names = options.voices?.length ? options.voices : OPENAI_VOICES;
  const voices: TtsVoice[] = names.map((name) => ({
    id: `${VOICE_PREFIX}${name}`,
    name: titleCase(name),
    languageCode: null,
    gender: null,
  }));
  const known = new Set(voices.map((v) => v.id));

  async function synthesize(input: SynthesizeInput): Promise<{ file: string }> {
    if (!known.has(input.voice)) {
      throw new TtsError(`The endpoint has no voice ${input.voice}`, { retryable: false });
    }
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'audio/mpeg',
    };
    if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = input.signal ? AbortSignal.any([input.signal, timeout]) : timeout;
    const body = JSON.stringify({
      model,
      input: input.text,
      voice: input.voice.slice(VOICE_PREFIX.length),
      speed: input.rate,
      response_format: 'mp3',
    });
    let response: Response;
    let bytes: Buffer;
    try {
      response = await fetch(url, { method: 'POST', headers, body, signal });
      bytes = Buffer.from(await response.arrayBuffer());
    } catch (cause) {
      if (timeout.aborted) {
        throw new TtsError(
          `Text to speech at ${url} timed out after ${Math.round(timeoutMs / 1000)} s`,
          { retryable: true, cause },
        );
      }
      const reason = cause instanceof Error ? (cause.cause ?? cause) : cause;
      throw new TtsError(
        `Text to speech request to ${url} failed: ${reason instanceof Error ? reason.message : String(reason)}`,
        { retryable: !input.signal?.aborted, cause },
      );
    }
    if (!response.ok) throw speechStatusError(url, response.status, bytes.toString('utf8'));
    const type = response.headers.get('content-type') ?? '';
    if (bytes.length === 0 || /json|text\//i.test(type)) {
      throw new TtsError(
        `Text to speech at ${url} answered no audio (${type || 'no content type'}): ${excerpt(bytes.toString('utf8'))}`,
        { retryable: false },
      );
    }
    const file = `${input.outBase}.mp3`;
    await writeFile(file, bytes);
    return { file };
  }

  return { name: 'openai-compatible', voices: () => voices, synthesize };
}
