/**
 * What every speech-to-text provider is, in a leaf module: the providers (openai-compatible.ts,
 * whisper-local.ts) implement it and speech-to-text.ts chooses one, so neither provider imports
 * the module that imports it (no import cycle).
 */
import type { Sentence } from '@stepwise/core';

export interface TranscribeOptions {
  /** The workflow's language, e.g. 'en-us'; recognisers get its ISO 639-1 part. */
  languageCode: string;
  signal?: AbortSignal | undefined;
}

export interface TranscribeResult {
  languageCode: string;
  sentences: Sentence[];
}

/** One speech-to-text provider. `transcribe` rejects with a `SpeechError`. */
export interface SpeechToText {
  readonly kind: 'openai-compatible' | 'whisper-local';
  transcribe(audioFile: string, opts: TranscribeOptions): Promise<TranscribeResult>;
}

/** The ISO 639-1 part of a workflow language: 'en' from 'en-us'. */
export function isoLanguage(languageCode: string): string {
  return (languageCode.split(/[-_]/u)[0] ?? '').toLowerCase();
}
