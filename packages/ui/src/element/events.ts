/**
 * The typed events of an element (style rule 4): each element exports an event map from the
 * event's name (`stepwise-*`) to its `CustomEvent<Detail>`, as the DOM's own `HTMLElementEventMap`
 * does, so `addEventListener` is typed and the SDK's typings and React callbacks come from it.
 */

/** The host's own failures; an element's error codes include these. */
export interface HostErrorDetail {
  /** Stable: a host may switch on it. `message` is for people. */
  code: string;
  message: string;
}

/** What every element's event map has: the error event the host itself raises. */
export interface HostEventMap {
  'stepwise-error': CustomEvent<HostErrorDetail>;
}

export type EventDetail<E, K extends keyof E> = E[K] extends CustomEvent<infer D> ? D : never;

/** The element's `addEventListener` / `removeEventListener` for its own events. */
export interface HostEventTarget<E> {
  addEventListener<K extends keyof E & string>(
    type: K,
    listener: (this: HTMLElement, event: E[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof E & string>(
    type: K,
    listener: (this: HTMLElement, event: E[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** Dispatches one of an element's events from `target`: bubbling, and out of the shadow root. */
export function dispatchHostEvent<E, K extends keyof E & string>(
  target: EventTarget,
  name: K,
  detail: EventDetail<E, K>,
  options: { cancelable?: boolean } = {},
): boolean {
  return target.dispatchEvent(
    new CustomEvent(name, {
      detail,
      bubbles: true,
      composed: true,
      cancelable: options.cancelable ?? false,
    }),
  );
}
