/**
 * How every AI provider (speech-to-text, chat model, embeddings) reads its settings: the
 * environment's `AI_*` variables through the provider's zod schema, an empty variable meaning
 * "not set" (as in config.ts), and a typed "not configured" answer the UI shows as it is.
 */
import type { z } from 'zod';

/** No provider: the UI shows `reason` as it is. */
export interface NotConfigured {
  kind: 'not-configured';
  reason: string;
}

/** The AI settings of one variable set, or why they are invalid (`what` names the provider). */
export function readProviderEnv<T extends z.ZodType>(
  schema: T,
  env: NodeJS.ProcessEnv,
  what: string,
): { ok: true; value: z.infer<T> } | { ok: false; invalid: NotConfigured } {
  const set = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = schema.safeParse(set);
  if (parsed.success) return { ok: true, value: parsed.data };
  const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  return {
    ok: false,
    invalid: {
      kind: 'not-configured',
      reason: `${what} settings are invalid: ${lines.join('; ')}`,
    },
  };
}

/** A time-out in seconds from the environment, else the default in milliseconds. */
export const timeoutMs = (seconds: number | undefined, fallbackMs: number): number =>
  seconds === undefined ? fallbackMs : seconds * 1000;
