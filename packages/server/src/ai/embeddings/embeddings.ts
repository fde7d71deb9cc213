/**
 * Text embeddings for the assistant's retrieval (issue 7), from an OpenAI-compatible
 * `POST {AI_BASE_URL}/embeddings` when AI_EMBEDDING_MODEL is set. Without it the answer is a typed
 * "not configured" and retrieval stays full-text. Env parsing follows ai/speech/speech-to-text.ts.
 */
import { z } from 'zod';
import { readProviderEnv, timeoutMs, type NotConfigured } from '../provider-env.js';

export const DEFAULT_EMBEDDING_TIMEOUT_MS = 30_000;
/** Ours: texts per request (providers cap a request's inputs; 64 stays under all of them). */
export const EMBEDDING_BATCH = 64;

export interface Embeddings {
  readonly kind: 'openai-compatible';
  readonly model: string;
  /** One vector per text, in order. Rejects with an EmbeddingError. */
  embed(texts: readonly string[], signal?: AbortSignal): Promise<number[][]>;
}

export type EmbeddingsNotConfigured = NotConfigured;

export class EmbeddingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddingError';
  }
}

const envSchema = z.object({
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_EMBEDDING_MODEL: z.string().optional(),
  AI_EMBEDDING_TIMEOUT_SECONDS: z.coerce.number().positive().optional(),
});

export const EMBEDDINGS_NOT_CONFIGURED_REASON =
  'Embeddings are not configured: set AI_EMBEDDING_MODEL and AI_BASE_URL (and AI_API_KEY) to an ' +
  'OpenAI-compatible endpoint; retrieval uses full-text search only.';

const responseSchema = z.object({
  data: z
    .array(z.object({ index: z.number().int().nonnegative(), embedding: z.array(z.number()) }))
    .min(1),
});

/** The embedding provider the environment asks for, or why there is none. */
export function resolveEmbeddings(
  env: NodeJS.ProcessEnv = process.env,
): Embeddings | EmbeddingsNotConfigured {
  const read = readProviderEnv(envSchema, env, 'Embedding');
  if (!read.ok) return read.invalid;
  const e = read.value;
  if (!e.AI_EMBEDDING_MODEL || !e.AI_BASE_URL) {
    return { kind: 'not-configured', reason: EMBEDDINGS_NOT_CONFIGURED_REASON };
  }
  return openAiCompatibleEmbeddings({
    baseUrl: e.AI_BASE_URL,
    apiKey: e.AI_API_KEY,
    model: e.AI_EMBEDDING_MODEL,
    timeoutMs: timeoutMs(e.AI_EMBEDDING_TIMEOUT_SECONDS, DEFAULT_EMBEDDING_TIMEOUT_MS),
  });
}

export function openAiCompatibleEmbeddings(opts: {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  timeoutMs: number;
}): Embeddings {
  const url = `${opts.baseUrl.replace(/\/+$/, '')}/embeddings`;
  async function request(input: readonly string[], signal?: AbortSignal): Promise<number[][]> {
    const timeout = AbortSignal.timeout(opts.timeoutMs);
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: opts.model, input }),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (err) {
      throw new EmbeddingError(`The embedding service is unreachable: ${(err as Error).message}`);
    }
    if (!res.ok) {
      const text = (await res.text().catch(() => '')).slice(0, 300);
      throw new EmbeddingError(`The embedding service answered ${res.status}: ${text}`);
    }
    const body = responseSchema.safeParse(await res.json().catch(() => null));
    if (!body.success) throw new EmbeddingError('The embedding service gave an unexpected answer');
    const out: number[][] = new Array<number[]>(input.length);
    for (const d of body.data.data) if (d.index < input.length) out[d.index] = d.embedding;
    if (out.some((v) => !v || v.length === 0) || out.length !== input.length) {
      throw new EmbeddingError('The embedding service did not embed every text');
    }
    return out;
  }
  return {
    kind: 'openai-compatible',
    model: opts.model,
    async embed(texts, signal) {
      const all: number[][] = [];
      for (let i = 0; i < texts.length; i += EMBEDDING_BATCH) {
        all.push(...(await request(texts.slice(i, i + EMBEDDING_BATCH), signal)));
      }
      return all;
    },
  };
}

/** The provider for this process, resolved on first use and then kept. */
export function embeddingsOnce(
  env: NodeJS.ProcessEnv = process.env,
): () => Embeddings | EmbeddingsNotConfigured {
  let choice: Embeddings | EmbeddingsNotConfigured | undefined;
  return () => (choice ??= resolveEmbeddings(env));
}
