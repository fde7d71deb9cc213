// The host side: a page that embeds the player in an iframe drives it through a typed client.
import { RPC } from '@mixer/postmessage-rpc';
import type { Theme } from '@stepwise/core';
import {
  filteredReceiver,
  isExactOrigin,
  type MessageReceiver,
  type PostTarget,
} from './channel.js';
import { BridgeError, BridgeErrorCode, type BridgeErrorCodeValue } from './errors.js';
import { answerSessionRequests } from './session-handoff.js';
import {
  eventMessageSchema,
  eventSchemas,
  goodbyeSchema,
  helloSchema,
  methodSchemas,
  outcomeSchema,
  PROTOCOL_VERSION,
  SERVICE_ID,
  WIRE,
  type BridgeEventMap,
  type BridgeEventName,
  type BridgeMethod,
  type PlayerState,
} from './schema.js';

/** A call (including the wait for the widget to be there) fails after this long. */
export const BRIDGE_CALL_TIMEOUT_MS = 10_000;

/** An iframe, or anything with the window to talk to (`HTMLIFrameElement` fits). */
export interface FrameLike {
  readonly contentWindow: PostTarget | null;
}

export interface ConnectOptions {
  /** The widget's exact origin (`https://stepwise.example.com`); nothing else is listened to. */
  origin: string;
  /** Where messages arrive; the current `window` by default. */
  window?: MessageReceiver;
  timeoutMs?: number;
  /**
   * For the signed-in embed (`/playerembed`) framed by another site, where it has no session of
   * its own: gives it the signed-in person's short-lived access token, from the host's backend.
   * Called whenever the widget asks (at start and when a token has expired). See
   * session-handoff.ts.
   */
  token?: () => string | Promise<string>;
}

export type BridgeListener<K extends BridgeEventName> = (detail: BridgeEventMap[K]) => void;

export interface HostClient {
  play(): Promise<void>;
  pause(): Promise<void>;
  seek(time: number): Promise<void>;
  goToStep(stepId: string): Promise<void>;
  setLanguage(lang: string): Promise<void>;
  setTheme(theme: Theme): Promise<void>;
  getState(): Promise<PlayerState>;
  /** Subscribes to a player event; returns the unsubscribe function. */
  on<K extends BridgeEventName>(name: K, listener: BridgeListener<K>): () => void;
  off<K extends BridgeEventName>(name: K, listener: BridgeListener<K>): void;
  /** True while a widget document has completed the handshake. */
  readonly connected: boolean;
  /** Resolves when a widget document has completed the handshake. */
  whenConnected(): Promise<void>;
  destroy(): void;
}

interface Pending {
  reject: (error: BridgeError) => void;
  /** The widget document the call went to; null while it waits for one. */
  instance: string | null;
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * Connects to the Stepwise widget in `iframe`. The client survives the iframe navigating to
 * another workflow: the new document's handshake reconnects it, calls that were in flight to the
 * old document reject with `navigated`, and calls made meanwhile wait for the new one.
 */
export function connect(iframe: FrameLike, options: ConnectOptions): HostClient {
  if (!isExactOrigin(options.origin)) {
    throw new TypeError(`connect: origin must be an exact origin, got ${options.origin}`);
  }
  const origin = options.origin;
  const win = options.window ?? (globalThis.window as MessageReceiver);
  const timeoutMs = options.timeoutMs ?? BRIDGE_CALL_TIMEOUT_MS;
  const listeners = new Map<BridgeEventName, Set<(detail: never) => void>>();
  const pending = new Set<Pending>();
  let instance: string | null = null;
  /** Set while the widget in the frame speaks another protocol version. */
  let mismatch: string | null = null;
  let ready = deferred();
  let destroyed = false;
  const stopAnswering = options.token
    ? answerSessionRequests(iframe, {
        origin,
        token: options.token,
        window: win,
        onError: (error) => console.warn('[stepwise-bridge] the token source failed', error),
      })
    : () => {};

  const rpc = new RPC({
    target: { postMessage: (data, to) => iframe.contentWindow?.postMessage(data, to) },
    serviceId: SERVICE_ID,
    origin,
    protocolVersion: String(PROTOCOL_VERSION),
    receiver: filteredReceiver(win, {
      source: () => iframe.contentWindow,
      originAllowed: (o) => o === origin,
    }),
  });

  const dispatch = <K extends BridgeEventName>(name: K, detail: BridgeEventMap[K]) => {
    for (const listener of listeners.get(name) ?? []) {
      try {
        (listener as BridgeListener<K>)(detail);
      } catch (error) {
        // A host's listener must not break the channel.
        setTimeout(() => {
          throw error;
        });
      }
    }
  };

  const fail = (code: BridgeErrorCodeValue, message: string, which: (p: Pending) => boolean) => {
    for (const entry of [...pending]) {
      if (which(entry)) entry.reject(new BridgeError(code, message));
    }
  };

  rpc.expose(WIRE.hello, (raw: unknown) => {
    const hello = helloSchema.safeParse(raw);
    // Not a hello we understand: no answer the widget would accept, no connection.
    if (!hello.success) return null;
    if (hello.data.protocol !== PROTOCOL_VERSION) {
      const message = `The widget speaks bridge protocol ${hello.data.protocol}, this host ${PROTOCOL_VERSION}`;
      mismatch = message;
      instance = null;
      fail(BridgeErrorCode.Protocol, message, () => true);
      dispatch('error', { code: 'protocol', message });
      return { protocol: PROTOCOL_VERSION };
    }
    mismatch = null;
    if (instance !== hello.data.instance) {
      const previous = instance;
      if (previous !== null) {
        fail(
          BridgeErrorCode.Navigated,
          'The widget reloaded or navigated before answering',
          (p) => p.instance === previous,
        );
      }
      instance = hello.data.instance;
      ready.resolve();
    }
    return { protocol: PROTOCOL_VERSION };
  });

  // Discarded calls: the library runs these handlers synchronously in its message listener, so
  // they never throw.
  rpc.expose(WIRE.goodbye, (raw: unknown) => {
    const goodbye = goodbyeSchema.safeParse(raw);
    if (!goodbye.success || goodbye.data.instance !== instance) return;
    const previous = instance;
    instance = null;
    ready = deferred();
    fail(
      BridgeErrorCode.Navigated,
      'The widget page was closed or navigated before answering',
      (p) => p.instance === previous,
    );
  });
  rpc.expose(WIRE.event, (raw: unknown) => {
    const message = eventMessageSchema.safeParse(raw);
    if (!message.success || instance === null) return;
    const detail = eventSchemas[message.data.name].safeParse(message.data.detail);
    if (!detail.success) return;
    dispatch(message.data.name, detail.data as BridgeEventMap[BridgeEventName]);
  });

  function call<M extends BridgeMethod>(method: M, args: object): Promise<unknown> {
    if (destroyed) {
      return Promise.reject(new BridgeError(BridgeErrorCode.Destroyed, 'The bridge was destroyed'));
    }
    if (mismatch) return Promise.reject(new BridgeError(BridgeErrorCode.Protocol, mismatch));
    const params = methodSchemas[method].params.safeParse(args);
    if (!params.success) {
      return Promise.reject(
        new BridgeError(BridgeErrorCode.InvalidMessage, `Invalid arguments to ${method}`),
      );
    }
    return new Promise((resolve, reject) => {
      const entry: Pending = { instance: null, reject: () => {} };
      const timer = setTimeout(() => {
        entry.reject(
          new BridgeError(BridgeErrorCode.Timeout, `${method}: no answer in ${timeoutMs} ms`),
        );
      }, timeoutMs);
      const settle = () => {
        clearTimeout(timer);
        pending.delete(entry);
      };
      entry.reject = (error) => {
        settle();
        reject(error);
      };
      pending.add(entry);
      ready.promise.then(() => {
        if (!pending.has(entry)) return;
        entry.instance = instance;
        rpc.call<unknown>(method, params.data).then(
          (answer) => {
            if (!pending.has(entry)) return;
            const outcome = outcomeSchema.safeParse(answer);
            const checked =
              outcome.success && outcome.data.ok
                ? methodSchemas[method].result.safeParse(outcome.data.value)
                : null;
            if (outcome.success && !outcome.data.ok) {
              entry.reject(
                new BridgeError(
                  outcome.data.code === 'remote'
                    ? BridgeErrorCode.Remote
                    : BridgeErrorCode.InvalidMessage,
                  outcome.data.message,
                ),
              );
            } else if (!checked?.success) {
              entry.reject(
                new BridgeError(BridgeErrorCode.InvalidMessage, `${method}: invalid answer`),
              );
            } else {
              settle();
              resolve(checked.data);
            }
          },
          // The library's own refusals (an unknown method: an older widget).
          (error: unknown) => {
            if (!pending.has(entry)) return;
            const message = error instanceof Error ? error.message : String(error);
            entry.reject(new BridgeError(BridgeErrorCode.Remote, message));
          },
        );
      });
    });
  }

  return {
    play: () => call('play', {}).then(() => undefined),
    pause: () => call('pause', {}).then(() => undefined),
    seek: (time) => call('seek', { time }).then(() => undefined),
    goToStep: (stepId) => call('goToStep', { stepId }).then(() => undefined),
    setLanguage: (lang) => call('setLanguage', { lang }).then(() => undefined),
    setTheme: (theme) => call('setTheme', { theme }).then(() => undefined),
    getState: () => call('getState', {}) as Promise<PlayerState>,
    on(name, listener) {
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      set.add(listener as (detail: never) => void);
      return () => this.off(name, listener);
    },
    off(name, listener) {
      listeners.get(name)?.delete(listener as (detail: never) => void);
    },
    get connected() {
      return instance !== null;
    },
    whenConnected: () => ready.promise,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      fail(BridgeErrorCode.Destroyed, 'The bridge was destroyed', () => true);
      listeners.clear();
      stopAnswering();
      rpc.destroy();
    },
  };
}
