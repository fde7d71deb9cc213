// The ES module loader, /embed/v1/stepwise.mjs:
//   <script type="module" src="https://stepwise.example.com/embed/v1/stepwise.mjs"></script>
// This module is built as chunks/stepwise-<hash>.js, which stepwise.mjs (one line) imports: the
// widget chunks share code with it by that immutable name (vite.config.ts loaderStub).
import { loadHlsJs } from '@stepwise/player';
import { startLoader } from './loader.js';

// The assistant's hashed entry, built in a pass of its own (vite.config.ts assistantConfig),
// as a path relative to the loader; the build fills it in from that pass's manifest.
declare const __STEPWISE_ASSISTANT_CHUNK__: string;

// Where the host page's script points, from where this module lives (chunks/).
const loaderUrl = new URL(/* @vite-ignore */ '../stepwise.mjs', import.meta.url).href;

startLoader(loaderUrl, {
  player: () => import('./widgets/player.js'),
  hls: loadHlsJs,
  assistant: () => import(/* @vite-ignore */ new URL(__STEPWISE_ASSISTANT_CHUNK__, loaderUrl).href),
  // In this pass, beside the player: the chunks they share (lit, preact, core, i18n) load once
  // on a page with both, as in the player's own quiz mask.
  quiz: () => import('./widgets/quiz.js'),
  // Beside them too, for the same reason: its figure (tests/bench/instruction-widget.ts) is
  // counted without the chunks it shares with the player.
  instruction: () => import('./widgets/instruction.js'),
});
