// Test doubles for two windows talking by postMessage. jsdom's window.postMessage sets neither
// `origin` nor `source` and ignores other origins, so the protocol tests run on these instead:
// delivery is a task (setTimeout 0) as in browsers, a target origin that does not match drops the
// message silently, and each window has one stable proxy per viewer (like WindowProxy), which
// is what `event.source` is compared with.
import type { MessageEventLike, PostTarget } from './channel.js';

type Listener = (event: MessageEventLike) => void;

export interface PostRecord {
  from: string;
  to: string;
  targetOrigin: string;
  data: unknown;
}

export class FakeWindow {
  private readonly messageListeners = new Set<Listener>();
  private readonly pageHideListeners = new Set<() => void>();
  private readonly proxies = new Map<FakeWindow, PostTarget>();

  constructor(
    public origin: string,
    /** Every post, delivered or not, across all windows sharing this log. */
    readonly log: PostRecord[] = [],
  ) {}

  addEventListener(type: 'message' | 'pagehide', listener: Listener | (() => void)): void {
    if (type === 'message') this.messageListeners.add(listener as Listener);
    else this.pageHideListeners.add(listener as () => void);
  }

  removeEventListener(type: 'message' | 'pagehide', listener: Listener | (() => void)): void {
    if (type === 'message') this.messageListeners.delete(listener as Listener);
    else this.pageHideListeners.delete(listener as () => void);
  }

  /** This window as `viewer` sees it (`window.parent`, `iframe.contentWindow`). */
  proxyFor(viewer: FakeWindow): PostTarget {
    let proxy = this.proxies.get(viewer);
    if (!proxy) {
      proxy = {
        postMessage: (data: unknown, targetOrigin: string) => {
          this.log.push({ from: viewer.origin, to: this.origin, targetOrigin, data });
          if (targetOrigin !== '*' && targetOrigin !== this.origin) return;
          const event = { data, origin: viewer.origin, source: viewer.proxyFor(this) };
          setTimeout(() => this.dispatch(event), 0);
        },
      };
      this.proxies.set(viewer, proxy);
    }
    return proxy;
  }

  private dispatch(event: MessageEventLike): void {
    for (const listener of [...this.messageListeners]) listener(event);
  }

  /** The document unloads (pagehide unless it crashed) and a new one may load, maybe elsewhere. */
  navigate(options: { origin?: string; pagehide?: boolean } = {}): void {
    if (options.pagehide !== false) for (const listener of [...this.pageHideListeners]) listener();
    this.messageListeners.clear();
    this.pageHideListeners.clear();
    if (options.origin) this.origin = options.origin;
  }
}

/** A host page with an iframe, as the two sides see each other. */
export function framePair(hostOrigin: string, widgetOrigin: string) {
  const log: PostRecord[] = [];
  const host = new FakeWindow(hostOrigin, log);
  const frame = new FakeWindow(widgetOrigin, log);
  return {
    log,
    host,
    frame,
    /** What the host holds: the iframe element. */
    iframe: { contentWindow: frame.proxyFor(host) },
    /** What the widget holds: window.parent. */
    parent: host.proxyFor(frame),
  };
}

export const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));
