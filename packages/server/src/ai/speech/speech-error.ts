/**
 * Every failure of a speech-to-text provider, with a stable `code` the jobs branch on. The
 * message always carries the detail (status, path, parse issue) because it ends up in logs and
 * the job's error column.
 */
export const SpeechErrorCode = {
  NotConfigured: 'not-configured',
  ProviderFailed: 'provider-failed',
  BadResponse: 'bad-response',
  ModelMissing: 'model-missing',
  ModelLoadFailed: 'model-load-failed',
  Cancelled: 'cancelled',
} as const;
export type SpeechErrorCodeValue = (typeof SpeechErrorCode)[keyof typeof SpeechErrorCode];

export class SpeechError extends Error {
  override readonly name = 'SpeechError';
  readonly code: SpeechErrorCodeValue;

  constructor(code: SpeechErrorCodeValue, message: string, opts: { cause?: unknown } = {}) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.code = code;
  }
}

export function isSpeechError(e: unknown, code?: SpeechErrorCodeValue): e is SpeechError {
  return e instanceof SpeechError && (code === undefined || e.code === code);
}
