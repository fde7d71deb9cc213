/**
 * What every text-to-speech provider is, in a leaf module: the providers (espeak-ng.ts,
 * openai-compatible.ts) implement it and text-to-speech.ts chooses one, so neither provider
 * imports the module that imports it (no import cycle).
 */
import type { TtsProviderName, TtsVoice } from '@stepwise/core';

export type { TtsProviderName, TtsVoice } from '@stepwise/core';

export interface SynthesizeInput {
  text: string;
  /** One of the provider's voice ids. */
  voice: string;
  /** 0.5..2; the provider speaks at this speed itself (1 for auto: the job fits the audio). */
  rate: number;
  /** The workflow language the text is in, e.g. 'de-de'. */
  languageCode: string;
  /** Where to write the audio: the provider adds its own extension (.wav or .mp3). */
  outBase: string;
  signal?: AbortSignal | undefined;
}

/** One text-to-speech provider. `synthesize` rejects with a `TtsError`. */
export interface TextToSpeech {
  readonly name: TtsProviderName;
  voices(): TtsVoice[];
  /** The audio file it wrote (wav or mp3), on local disk. */
  synthesize(input: SynthesizeInput): Promise<{ file: string }>;
}

/**
 * A provider's failure. `retryable` says whether the same request may succeed later (a busy or
 * failing endpoint, a time-out); a refused key, an unknown voice or a bad answer will not.
 */
export class TtsError extends Error {
  override readonly name = 'TtsError';
  readonly retryable: boolean;

  constructor(message: string, opts: { retryable: boolean; cause?: unknown }) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.retryable = opts.retryable;
  }
}

export const isTtsError = (e: unknown): e is TtsError => e instanceof TtsError;
