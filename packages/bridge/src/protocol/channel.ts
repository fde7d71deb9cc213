// The windows the bridge talks through, reduced to what it uses, so tests can stand in two fake
// windows (jsdom's postMessage has neither `origin` nor `source`), and the filter every incoming
// message passes before @mixer/postmessage-rpc sees it.
// The package's main entry (dist/rpc.js) exports RPC only; the rest is reached by file.
import type { IMessageEvent, IReceivable } from '@mixer/postmessage-rpc/dist/types.js';
import { MAX_MESSAGE_CHARS, packetSchema } from './schema.js';

export interface MessageEventLike {
  data: unknown;
  origin: string;
  source: unknown;
}

/** Something we can post to: `window.parent`, an iframe's `contentWindow`. */
export interface PostTarget {
  postMessage(message: string, targetOrigin: string): void;
}

/** Something we read messages on: the current `window`. */
export interface MessageReceiver {
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
}

export interface ChannelFilter {
  /** The window whose messages we accept (compared by identity with `event.source`). */
  source: () => unknown;
  /** Whether a message from this origin is accepted. */
  originAllowed: (origin: string) => boolean;
  /** Called with each accepted message's origin (the widget learns the host's origin so). */
  onAccepted?: (origin: string) => void;
}

/**
 * Only our packets reach the RPC: from the expected window, from an allowed origin, a string of
 * sane length that parses to a packet of our service. Anything else (other libraries' traffic on
 * the same window, malformed payloads, floods) is dropped here at the cost of a few comparisons;
 * the cheap checks come first.
 */
export function filteredReceiver(window: MessageReceiver, filter: ChannelFilter): IReceivable {
  return {
    readMessages(callback: (event: IMessageEvent) => void) {
      const listener = (event: MessageEventLike) => {
        if (event.source == null || event.source !== filter.source()) return;
        if (typeof event.data !== 'string' || event.data.length > MAX_MESSAGE_CHARS) return;
        if (!filter.originAllowed(event.origin)) return;
        let packet: unknown;
        try {
          packet = JSON.parse(event.data);
        } catch {
          return;
        }
        if (!packetSchema.safeParse(packet).success) return;
        filter.onAccepted?.(event.origin);
        callback({ data: event.data, origin: event.origin });
      };
      window.addEventListener('message', listener);
      return () => window.removeEventListener('message', listener);
    },
  };
}

/** A valid origin: scheme, host and optional port, nothing else (no `*`, no path). */
export function isExactOrigin(origin: string): boolean {
  try {
    return new URL(origin).origin === origin && origin !== 'null';
  } catch {
    return false;
  }
}
