// The iframe host SDK, /embed/v1/host.mjs (ES module) and /embed/v1/host.js (classic script):
// a host page drives a Stepwise player in an iframe through @stepwise/bridge's `connect`.
//
//   <script src="https://stepwise.example.com/embed/v1/host.js"></script>
//   <script>
//     const player = Stepwise.connect(iframe, { origin: 'https://stepwise.example.com' });
//     player.on('stepchange', (d) => console.log(d.stepId));
//     player.play();
//   </script>
//
// Built in passes of its own (vite.config.ts, modes `host` and `host-classic`), so nothing of it
// reaches the player loader (stepwise.mjs, 6 KB budget) and nothing of the loader reaches it.
import { BridgeError, connect, PROTOCOL_VERSION } from '@stepwise/bridge';

export { BridgeError, connect, PROTOCOL_VERSION };

interface StepwiseGlobal {
  connect?: typeof connect;
  BridgeError?: typeof BridgeError;
  protocolVersion?: number;
}

const root = globalThis as typeof globalThis & { Stepwise?: StepwiseGlobal };
// The loader may have made `window.Stepwise` already: add to it, replace nothing.
const stepwise: StepwiseGlobal = (root.Stepwise ??= {});
stepwise.connect ??= connect;
stepwise.BridgeError ??= BridgeError;
stepwise.protocolVersion ??= PROTOCOL_VERSION;
