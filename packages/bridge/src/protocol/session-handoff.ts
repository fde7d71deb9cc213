// The session hand-off (issue 16): a signed-in widget framed by another site has no session
// there (its site's storage and cookies are denied or partitioned), so it asks the host page for
// a short-lived access token, and the host page (which gets one from its own backend, as the
// intranet example does) answers. It runs before the RPC channel, whose allowed origins arrive
// with the workflow the session is needed for, so it is two plain messages of its own:
//   widget -> host  `{ serviceID, type: 'session-request', protocol }`, posted to the framing
//                   page's origin only (it carries nothing secret);
//   host -> widget  `{ serviceID, type: 'session', protocol, accessToken }`, posted to the
//                   widget's exact origin only (`connect`'s `origin`), so only the Stepwise page
//                   can read the token.
// The widget takes the answer only from its parent window and the origin it asked, which the
// server already vetted: it frames the signed-in embed only for the organisation's allowed sites
// (`frame-ancestors`). The token is kept in the page's memory, never in storage.
import * as z from 'zod/mini';
import type { MessageEventLike, MessageReceiver, PostTarget } from './channel.js';
import { isExactOrigin } from './channel.js';
import { PROTOCOL_VERSION, SERVICE_ID } from './schema.js';

/** How long the widget waits for the host page's answer. */
export const SESSION_HANDOFF_TIMEOUT_MS = 5_000;
/**
 * The widget asks again this often meanwhile: the frame may be ready before the host page has
 * loaded its SDK, and a message nobody listens to is lost.
 */
export const SESSION_HANDOFF_RETRY_MS = 500;

const requestSchema = z.object({
  serviceID: z.literal(SERVICE_ID),
  type: z.literal('session-request'),
  protocol: z.int(),
});

const answerSchema = z.object({
  serviceID: z.literal(SERVICE_ID),
  type: z.literal('session'),
  protocol: z.int(),
  accessToken: z.string().check(z.minLength(1), z.maxLength(4_096)),
});

function parse<T>(schema: z.ZodMiniType<T>, data: unknown): T | null {
  if (typeof data !== 'string' || data.length > 10_000) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface RequestSessionOptions {
  /** The framing page's exact origin (`location.ancestorOrigins[0]` or the referrer's). */
  hostOrigin: string;
  /** The host page's window; `window.parent` by default. */
  target?: PostTarget;
  /** Where the answer arrives; the current `window` by default. */
  window?: MessageReceiver;
  timeoutMs?: number;
}

/**
 * Widget side: asks the host page for an access token. Resolves it, or null when the host does
 * not answer in time (a host without a token source, or no host SDK at all).
 */
export function requestSession(options: RequestSessionOptions): Promise<string | null> {
  const win = options.window ?? (globalThis.window as MessageReceiver | undefined);
  const target = options.target ?? (globalThis.window?.parent as PostTarget | undefined);
  const { hostOrigin } = options;
  if (!win || !target || (target as unknown) === win || !isExactOrigin(hostOrigin)) {
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    const finish = (token: string | null) => {
      clearTimeout(timer);
      clearInterval(again);
      win.removeEventListener('message', onMessage);
      resolve(token);
    };
    const onMessage = (event: MessageEventLike) => {
      if (event.source !== target || event.origin !== hostOrigin) return;
      const answer = parse(answerSchema, event.data);
      if (answer && answer.protocol === PROTOCOL_VERSION) finish(answer.accessToken);
    };
    const request: z.infer<typeof requestSchema> = {
      serviceID: SERVICE_ID,
      type: 'session-request',
      protocol: PROTOCOL_VERSION,
    };
    const ask = () => target.postMessage(JSON.stringify(request), hostOrigin);
    const timer = setTimeout(() => finish(null), options.timeoutMs ?? SESSION_HANDOFF_TIMEOUT_MS);
    const again = setInterval(ask, SESSION_HANDOFF_RETRY_MS);
    win.addEventListener('message', onMessage);
    ask();
  });
}

export interface AnswerSessionOptions {
  /** The widget's exact origin: requests from elsewhere are ignored, answers go only there. */
  origin: string;
  /** The host page's source of short-lived access tokens (its backend). */
  token: () => string | Promise<string>;
  window?: MessageReceiver;
  /** Reports a token source that failed (the widget then times out and shows sign-in). */
  onError?: (error: unknown) => void;
}

/** Host side: answers the widget's session requests; returns the function that stops it. */
export function answerSessionRequests(
  frame: { readonly contentWindow: PostTarget | null },
  options: AnswerSessionOptions,
): () => void {
  const win = options.window ?? (globalThis.window as MessageReceiver);
  const onMessage = (event: MessageEventLike) => {
    const from = frame.contentWindow;
    if (!from || event.source !== from || event.origin !== options.origin) return;
    const request = parse(requestSchema, event.data);
    if (!request || request.protocol !== PROTOCOL_VERSION) return;
    void Promise.resolve()
      .then(options.token)
      .then((accessToken) => {
        const answer: z.infer<typeof answerSchema> = {
          serviceID: SERVICE_ID,
          type: 'session',
          protocol: PROTOCOL_VERSION,
          accessToken,
        };
        // To the widget's origin only: if the frame went elsewhere meanwhile, the browser drops it.
        from.postMessage(JSON.stringify(answer), options.origin);
      })
      .catch((error: unknown) => options.onError?.(error));
  };
  win.addEventListener('message', onMessage);
  return () => win.removeEventListener('message', onMessage);
}
