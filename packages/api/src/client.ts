/**
 * The HTTP client: one ky instance per Api. A request carries the session's access token; a 401
 * refreshes the session once (shared by every request that hit it) and the request is sent
 * again, so callers never see an access token expire. Answers are the server's wrapper
 * `{ok, code, errorMessage, data}`: `data` is parsed with the caller's zod schema, a refusal
 * becomes core's StepwiseError with the wire code and message.
 */
import ky, { type KyInstance, type Options } from 'ky';
import { apiResponseSchema } from '@stepwise/core';
import { z } from 'zod';
import { apiError, networkError, unexpectedResponse } from './errors.js';
import { sessionSchema, type Session } from '@stepwise/core';

// Pages may forbid eval (the portal's content security policy does): zod's compiled parsers
// would probe `new Function`, and the browser reports the refusal as a policy violation.
// Interpreted parsing is plenty for API answers.
z.config({ jitless: true });

/** Where the session lives: memory in Node, localStorage in the portal. */
export interface TokenStore {
  get(): Session | null;
  set(session: Session | null): void;
}

/** The refresh token of a handed session: it has none, the page that handed it renews it. */
const HANDED = 'handed-over';

/**
 * A session made of an access token a host page handed over (issue 16): kept in memory only;
 * `renew` gets the next one. Identity fields come from the profile, not from here.
 */
export function handedSession(accessToken: string, previous?: Session): Session {
  return {
    userId: '',
    organizationId: '',
    email: '',
    role: '',
    ...previous,
    accessToken,
    refreshToken: HANDED,
    expiresIn: 0,
    tokenType: 'Bearer',
  };
}

export const isHandedSession = (session: Session) => session.refreshToken === HANDED;

export function memoryTokenStore(initial: Session | null = null): TokenStore {
  let session = initial;
  return {
    get: () => session,
    set: (next) => {
      session = next;
    },
  };
}

export interface ApiOptions {
  /** Origin (and optional path prefix) of the server, e.g. `http://localhost:4000`. */
  baseUrl: string;
  tokens?: TokenStore;
  /** Called once when the session cannot be refreshed any more (signed out elsewhere, expired). */
  onSessionExpired?: () => void;
  /** Default request timeout; long calls pass their own. */
  timeoutMs?: number;
  /**
   * Where the current session refreshes (000 §4: employee-ID and shared-device accounts renew
   * through their own routes); `v1/auth/refresh` when absent.
   */
  refreshPathFor?: (session: Session) => string;
  /**
   * Renews a session this page was handed without a refresh token of its own (an access token a
   * host page passed to a framed widget, issue 16): resolves the next access token, or null when
   * there is none. Used for such sessions instead of the refresh route.
   */
  renew?: (session: Session) => Promise<string | null>;
  /**
   * Called with the wrapper's code of every refused answer with status 403, e.g. code 5 "IP not
   * allowed" (000 §8), which the app must hear about whichever call met it.
   */
  onRefusal?: (code: number) => void;
  fetch?: typeof globalThis.fetch;
}

export interface Api {
  readonly baseUrl: string;
  readonly tokens: TokenStore;
  /** The configured ky instance: paths are relative (`v1/...`), auth and refresh included. */
  readonly http: KyInstance;
  /** Refreshes the session now; concurrent calls share one refresh. False when it failed. */
  refresh(): Promise<boolean>;
}

const REFRESH_PATH = 'v1/auth/refresh';
const looseWrapper = apiResponseSchema(z.unknown());
/** Paths whose 401 means wrong credentials, not an expired token. */
const NO_REFRESH = [/\/v1\/auth\/(login|refresh)$/, /\/login$/, /\/refresh$/, /\/gettoken$/];

export function createApi(options: ApiOptions): Api {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const tokens = options.tokens ?? memoryTokenStore();
  const fetchImpl = options.fetch ?? ((...args) => globalThis.fetch(...args));
  let refreshing: Promise<boolean> | null = null;

  async function doRefresh(): Promise<boolean> {
    const session = tokens.get();
    if (!session) return false;
    if (isHandedSession(session)) {
      const next = options.renew ? await options.renew(session).catch(() => null) : null;
      if (next) {
        tokens.set(handedSession(next, session));
        return true;
      }
      tokens.set(null);
      options.onSessionExpired?.();
      return false;
    }
    try {
      const path = options.refreshPathFor?.(session) ?? REFRESH_PATH;
      const response = await fetchImpl(`${baseUrl}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ refreshToken: session.refreshToken }),
      });
      const body: unknown = await response.json().catch(() => null);
      const parsed = apiResponseSchema(sessionSchema).safeParse(body);
      if (response.ok && parsed.success && parsed.data.ok && parsed.data.data) {
        tokens.set(parsed.data.data);
        return true;
      }
      // Refused: this session is over. A network error, a timeout (408), a busy server (429)
      // or a 5xx leaves it for the next try.
      if (
        response.status >= 400 &&
        response.status < 500 &&
        ![408, 429].includes(response.status)
      ) {
        tokens.set(null);
        options.onSessionExpired?.();
      }
      return false;
    } catch {
      return false;
    }
  }

  const refresh = () => {
    refreshing ??= doRefresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  const http = ky.create({
    prefixUrl: `${baseUrl}/`,
    timeout: options.timeoutMs ?? 30_000,
    throwHttpErrors: false,
    fetch: fetchImpl,
    // Only the forced retry after a refresh: other retries are each caller's decision.
    retry: { limit: 1, shouldRetry: () => false },
    hooks: {
      beforeRequest: [
        (request) => {
          const token = tokens.get()?.accessToken;
          if (token) request.headers.set('authorization', `Bearer ${token}`);
        },
      ],
      afterResponse: [
        async (request, _options, response, state) => {
          if (response.status === 403 && options.onRefusal) {
            const body: unknown = await response
              .clone()
              .json()
              .catch(() => null);
            const code = (body as { code?: unknown } | null)?.code;
            if (typeof code === 'number') options.onRefusal(code);
          }
          if (response.status !== 401 || state.retryCount > 0) return;
          const path = new URL(request.url).pathname;
          if (NO_REFRESH.some((re) => re.test(path))) return;
          const sent = request.headers.get('authorization');
          const current = tokens.get()?.accessToken;
          // Another request refreshed meanwhile: just send this one again with the new token.
          const fresh = current !== undefined && sent !== `Bearer ${current}`;
          if (fresh || (await refresh())) return ky.retry({ code: 'TOKEN_REFRESHED' });
        },
      ],
    },
  });

  return { baseUrl, tokens, http, refresh };
}

export type RequestOptions = Pick<Options, 'body' | 'json' | 'searchParams' | 'signal' | 'timeout'>;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Sends a request and returns the wrapper's `data`, parsed. */
export async function request<S extends z.ZodType>(
  api: Api,
  method: Method,
  path: string,
  schema: S,
  opts: RequestOptions = {},
): Promise<z.output<S>> {
  let response: Response;
  try {
    response = await api.http(path, { method, ...opts });
  } catch (err) {
    if (err instanceof Error && (err.name === 'AbortError' || err.name === 'TimeoutError')) {
      throw err;
    }
    throw networkError(err);
  }
  return readWrapped(response, path, schema);
}

export async function readWrapped<S extends z.ZodType>(
  response: Response,
  path: string,
  schema: S,
): Promise<z.output<S>> {
  const text = await response.text();
  let body: unknown;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    body = undefined;
  }
  // The wrapper first, with any data: a refusal's data is not the success schema's shape.
  const wrapper = looseWrapper.safeParse(body);
  if (!wrapper.success) {
    if (!response.ok) throw apiError(response.status, response.status, `HTTP ${response.status}`);
    throw unexpectedResponse(path, 'not the response wrapper');
  }
  const { ok, code, errorMessage, data } = wrapper.data;
  if (!ok || !response.ok) throw apiError(response.status, code, errorMessage, data);
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw unexpectedResponse(path, `${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`);
  }
  return parsed.data;
}
