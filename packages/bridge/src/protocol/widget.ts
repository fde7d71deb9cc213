// The widget side: the player inside the iframe serves the host's calls and reports its events.
import { RPC } from '@mixer/postmessage-rpc';
import type { IPostable } from '@mixer/postmessage-rpc/dist/types.js';
import type { Theme } from '@stepwise/core';
import {
  filteredReceiver,
  isExactOrigin,
  type MessageReceiver,
  type PostTarget,
} from './channel.js';
import {
  BRIDGE_METHODS,
  eventSchemas,
  helloReplySchema,
  methodSchemas,
  PROTOCOL_VERSION,
  SERVICE_ID,
  WIRE,
  type BridgeEventMap,
  type BridgeEventName,
  type BridgeMethod,
  type Outcome,
  type PlayerState,
} from './schema.js';

/** timeupdate crosses the frame at most every 250 ms (the player's own event rate). */
export const BRIDGE_TIMEUPDATE_INTERVAL_MS = 250;
/** Events the widget holds until the host has answered its hello (the latest timeupdate only). */
const QUEUE_LIMIT = 50;

/** What the widget serves; the player implements it. */
export interface PlayerApi {
  play(): void | Promise<void>;
  pause(): void | Promise<void>;
  seek(time: number): void | Promise<void>;
  goToStep(stepId: string): void | Promise<void>;
  setLanguage(lang: string): void | Promise<void>;
  setTheme(theme: Theme): void | Promise<void>;
  getState(): PlayerState | Promise<PlayerState>;
}

type PageHideTarget = {
  addEventListener(type: 'pagehide', listener: () => void): void;
  removeEventListener(type: 'pagehide', listener: () => void): void;
};

export interface ExposeOptions {
  /** Exact origins (`https://lms.example.com`) of the pages allowed to drive the widget. */
  allowedOrigins: readonly string[];
  /** Where the host is; `window.parent` by default. */
  target?: PostTarget;
  /** Where messages arrive; the current `window` by default. */
  window?: MessageReceiver & Partial<PageHideTarget>;
  /**
   * The embedding page's origin when the browser tells it (`location.ancestorOrigins[0]`, the
   * default): the widget then posts only there. Without it, the announcement goes to each
   * allowed origin in turn (the browser delivers only the matching one) until the host answers.
   */
  parentOrigin?: string | null;
  timeupdateIntervalMs?: number;
}

export interface WidgetBridge {
  /** Sends one of the player's events to the host (checked; timeupdate throttled). */
  emit<K extends BridgeEventName>(name: K, detail: BridgeEventMap[K]): void;
  /** This document's id in the handshake. */
  readonly instance: string;
  destroy(): void;
}

type EventMessage = { name: BridgeEventName; detail: unknown };

export function randomInstanceId(): string {
  const bytes = new Uint8Array(12);
  if (globalThis.crypto?.getRandomValues) globalThis.crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function ancestorOrigin(): string | null {
  const origins = (globalThis as { location?: { ancestorOrigins?: ArrayLike<string> } }).location
    ?.ancestorOrigins;
  return origins?.[0] ?? null;
}

function invoke(api: PlayerApi, method: BridgeMethod, params: Record<string, unknown>) {
  switch (method) {
    case 'play':
      return api.play();
    case 'pause':
      return api.pause();
    case 'seek':
      return api.seek(params.time as number);
    case 'goToStep':
      return api.goToStep(params.stepId as string);
    case 'setLanguage':
      return api.setLanguage(params.lang as string);
    case 'setTheme':
      return api.setTheme(params.theme as Theme);
    case 'getState':
      return api.getState();
  }
}

const inert: Omit<WidgetBridge, 'instance'> = { emit() {}, destroy() {} };

/**
 * Serves `api` to the host page. Calls and events flow only once the host has answered the
 * handshake; a new document (the iframe navigated) starts a new handshake with a new instance id,
 * which is how the host learns that calls in flight to the old one are lost.
 */
export function expose(api: PlayerApi, options: ExposeOptions): WidgetBridge {
  const instance = randomInstanceId();
  const win = options.window ?? (globalThis.window as ExposeOptions['window']);
  const target = options.target ?? globalThis.window?.parent;
  // Not in a frame (window.parent is the window itself): nobody to talk to.
  if (!win || !target || (target as unknown) === win) return { ...inert, instance };

  const allowed = new Set(options.allowedOrigins.filter(isExactOrigin));
  const parentOrigin = options.parentOrigin === undefined ? ancestorOrigin() : options.parentOrigin;
  const candidates = parentOrigin ? [parentOrigin].filter((o) => allowed.has(o)) : [...allowed];
  let hostOrigin: string | null = null;
  const interval = options.timeupdateIntervalMs ?? BRIDGE_TIMEUPDATE_INTERVAL_MS;

  // The RPC library takes one origin; ours is learned from the host's first message, so the
  // library gets '*' and this target ignores it: every post names an allowed origin explicitly.
  const post: IPostable = {
    postMessage(data: string) {
      for (const origin of hostOrigin ? [hostOrigin] : candidates) target.postMessage(data, origin);
    },
  };
  const rpc = new RPC({
    target: post,
    serviceId: SERVICE_ID,
    origin: '*',
    protocolVersion: String(PROTOCOL_VERSION),
    receiver: filteredReceiver(win, {
      source: () => target,
      originAllowed: (origin) => (hostOrigin ? origin === hostOrigin : candidates.includes(origin)),
      onAccepted: (origin) => {
        hostOrigin ??= origin;
      },
    }),
  });

  for (const method of BRIDGE_METHODS) {
    rpc.expose(method, async (raw: unknown): Promise<Outcome> => {
      const params = methodSchemas[method].params.safeParse(raw ?? {});
      if (!params.success) {
        return { ok: false, code: 'invalid-message', message: `Invalid arguments to ${method}` };
      }
      let result: unknown;
      try {
        result = await invoke(api, method, params.data as Record<string, unknown>);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return {
          ok: false,
          code: 'remote',
          message: `${method} failed: ${message}`.slice(0, 2_000),
        };
      }
      const checked = methodSchemas[method].result.safeParse(result ?? null);
      if (!checked.success) {
        return { ok: false, code: 'remote', message: `${method} gave an invalid result` };
      }
      return { ok: true, value: checked.data ?? null };
    });
  }

  let connected = false;
  let destroyed = false;
  const queue: EventMessage[] = [];
  const send = (message: EventMessage) => {
    if (destroyed) return;
    if (!connected) {
      if (message.name === 'timeupdate') {
        const at = queue.findIndex((m) => m.name === 'timeupdate');
        if (at >= 0) queue.splice(at, 1);
      }
      if (queue.length >= QUEUE_LIMIT) queue.shift();
      queue.push(message);
      return;
    }
    rpc.call(WIRE.event, message, false);
  };

  let helloScheduled = false;
  const hello = () => {
    if (helloScheduled || destroyed) return;
    helloScheduled = true;
    // After the library has answered the ready signal that prompted this.
    setTimeout(() => {
      helloScheduled = false;
      if (destroyed) return;
      rpc
        .call<unknown>(WIRE.hello, { protocol: PROTOCOL_VERSION, instance })
        .then((reply) => {
          const parsed = helloReplySchema.safeParse(reply);
          // Another protocol version: stay silent; the host reports the mismatch.
          if (!parsed.success || parsed.data.protocol !== PROTOCOL_VERSION || destroyed) return;
          connected = true;
          for (const message of queue.splice(0)) send(message);
        })
        .catch(() => {});
    }, 0);
  };
  // Each ready signal (the host's first, a new host's, or the answer to ours) starts a hello.
  rpc.on('isReady', hello);

  let lastTimeupdate = -Infinity;
  let pendingTimeupdate: EventMessage | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flushTimeupdate = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!pendingTimeupdate) return;
    send(pendingTimeupdate);
    pendingTimeupdate = null;
    lastTimeupdate = Date.now();
  };

  const onPageHide = () => {
    flushTimeupdate();
    if (connected) rpc.call(WIRE.goodbye, { instance }, false);
    connected = false;
  };
  win.addEventListener?.('pagehide', onPageHide);

  return {
    instance,
    emit(name, detail) {
      const parsed = eventSchemas[name].safeParse(detail);
      if (!parsed.success) {
        console.warn(`[stepwise-bridge] dropped an invalid ${name} event`, parsed.error.issues);
        return;
      }
      const message: EventMessage = { name, detail: parsed.data };
      if (name !== 'timeupdate') {
        flushTimeupdate();
        send(message);
        return;
      }
      const now = Date.now();
      if (now - lastTimeupdate >= interval) {
        pendingTimeupdate = message;
        flushTimeupdate();
      } else {
        pendingTimeupdate = message;
        timer ??= setTimeout(flushTimeupdate, interval - (now - lastTimeupdate));
      }
    },
    destroy() {
      if (destroyed) return;
      onPageHide();
      destroyed = true;
      win.removeEventListener?.('pagehide', onPageHide);
      rpc.destroy();
    },
  };
}
