/**
 * The script-tag globals, typed for a host page's TypeScript: `/embed/v1/host.js` (or
 * `host.mjs`) puts the host SDK on `window.Stepwise`. Add them to a project with
 *
 *   import type {} from '@stepwise/bridge/global';
 *
 * and `Stepwise.connect(iframe, { origin })` is typed as `connect` from this package. (The
 * elements' tags come with `@stepwise/player/element` and `@stepwise/assistant/element`, or
 * `@stepwise/react`.) Nothing here runs: the module exports types only.
 */
import type { BridgeError } from './protocol/errors.js';
import type { connect } from './protocol/host.js';

/** What host.js / host.mjs put on `window.Stepwise` (adding to it, replacing nothing). */
export interface StepwiseGlobal {
  /** Drives a Stepwise player in an iframe: methods, events, state (README). */
  connect: typeof connect;
  BridgeError: typeof BridgeError;
  /** The postMessage protocol's version the SDK speaks. */
  protocolVersion: number;
}

declare global {
  // A `var`, so both `Stepwise.connect(...)` and `window.Stepwise` are typed.
  var Stepwise: StepwiseGlobal;
}
