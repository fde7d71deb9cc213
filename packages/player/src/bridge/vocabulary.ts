/**
 * One vocabulary in the page and across an iframe (STYLE rule 4): the player's events are
 * `stepwise-<name>` DOM events on <stepwise-player> (core/events.ts) and `<name>` bridge events
 * across the frame (@stepwise/bridge's schema.ts), with the same details; the bridge's methods
 * are the element's methods, plus `setLanguage` / `setTheme`, which the element takes as its
 * `lang` / `theme` attributes. vocabulary.test.ts pins the two together, both ways.
 */
import type { PlayerEventDetail, PlayerEventName } from '../core/events.js';

/** `stepwise-ready` -> `ready`. */
export type BridgeNameOf<K extends PlayerEventName> = K extends `stepwise-${infer Name}`
  ? Name
  : never;

/** The player's events by their names across the frame, with their details. */
export type PlayerBridgeEventMap = {
  [K in PlayerEventName as BridgeNameOf<K>]: PlayerEventDetail<K>;
};

/** The element methods a bridge method maps onto (the rest are attributes). */
export const ELEMENT_METHODS = ['play', 'pause', 'seek', 'goToStep', 'getState'] as const;
export type ElementMethod = (typeof ELEMENT_METHODS)[number];
