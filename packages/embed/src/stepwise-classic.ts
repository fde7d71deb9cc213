// The classic-script loader, /embed/v1/stepwise.js, for pages (and LMS packages) that cannot use
// type="module":  <script src="https://stepwise.example.com/embed/v1/stepwise.js"></script>
// An IIFE cannot split code, so it imports the ES module build's hashed widget chunks by URL
// (dynamic import works in classic scripts); the build fills in their names from the manifests.
import type { HlsClass } from '@stepwise/player';
import { startLoader } from './loader.js';

declare const __STEPWISE_PLAYER_CHUNK__: string;
declare const __STEPWISE_HLS_CHUNK__: string;
declare const __STEPWISE_ASSISTANT_CHUNK__: string;
declare const __STEPWISE_QUIZ_CHUNK__: string;
declare const __STEPWISE_INSTRUCTION_CHUNK__: string;

// currentScript is set only while the script first runs: read it now, not in a callback.
const loaderUrl = (document.currentScript as HTMLScriptElement | null)?.src ?? location.href;

startLoader(loaderUrl, {
  player: () => import(/* @vite-ignore */ new URL(__STEPWISE_PLAYER_CHUNK__, loaderUrl).href),
  hls: () =>
    import(/* @vite-ignore */ new URL(__STEPWISE_HLS_CHUNK__, loaderUrl).href).then(
      (module: { default: HlsClass }) => module.default,
    ),
  assistant: () => import(/* @vite-ignore */ new URL(__STEPWISE_ASSISTANT_CHUNK__, loaderUrl).href),
  quiz: () => import(/* @vite-ignore */ new URL(__STEPWISE_QUIZ_CHUNK__, loaderUrl).href),
  instruction: () =>
    import(/* @vite-ignore */ new URL(__STEPWISE_INSTRUCTION_CHUNK__, loaderUrl).href),
});
