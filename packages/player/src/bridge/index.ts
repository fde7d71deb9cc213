// @stepwise/player/bridge: the player's iframe bridge adapter (@stepwise/bridge's widget side
// served by a <Player/>) and the vocabulary it shares with <stepwise-player>.
export { createPlayerBridge, framingOrigin, originOf, wrapWith } from './player-bridge.js';
export type {
  PlayerBridgeCallbacks,
  PlayerBridgeController,
  PlayerBridgeOptions,
} from './player-bridge.js';
export { usePlayerBridge } from './use-player-bridge.js';
export type { UsePlayerBridgeOptions } from './use-player-bridge.js';
export { ELEMENT_METHODS } from './vocabulary.js';
export type { BridgeNameOf, ElementMethod, PlayerBridgeEventMap } from './vocabulary.js';
