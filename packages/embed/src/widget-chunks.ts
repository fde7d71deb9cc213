/**
 * The widget chunks as both loaders import them: by URL, relative to the loader's own URL
 * (stepwise.mjs: `import.meta.url`; stepwise.js: `document.currentScript.src`). Neither loader
 * shares a module graph with the widgets: each is one self-contained file, so a page's first
 * fetch is all it takes to start a public stream (README "What loads before the first frame"),
 * and no widget chunk runs loader code. What the loader and the widgets share at run time (the
 * embed server, the early streams, the prefetched workflow request) lives under global
 * Symbol.for registries, not in module state.
 */
import type { HlsClass } from '@stepwise/player';
import type { WidgetChunks } from './loader.js';

// Filled in by the build (vite.config.ts loaderConfig) from the widget passes' manifests, as
// paths relative to the loader: `./chunks/<name>-<hash>.js`.
declare const __STEPWISE_PLAYER_CHUNK__: string;
declare const __STEPWISE_HLS_CHUNK__: string;
declare const __STEPWISE_ASSISTANT_CHUNK__: string;
declare const __STEPWISE_QUIZ_CHUNK__: string;
declare const __STEPWISE_INSTRUCTION_CHUNK__: string;

/** Imports a chunk by its path relative to `loaderUrl`; one URL per chunk, so one module. */
export function importChunk(loaderUrl: string, chunk: string): Promise<unknown> {
  return import(/* @vite-ignore */ new URL(chunk, loaderUrl).href);
}

/** Every widget's import, for the loader served at `loaderUrl`. */
export function widgetChunksAt(loaderUrl: string): WidgetChunks {
  const at = (chunk: string) => () => importChunk(loaderUrl, chunk);
  return {
    player: at(__STEPWISE_PLAYER_CHUNK__),
    // The chunk the player imports too (same URL, same module): hls.js loads once per page.
    hls: () =>
      importChunk(loaderUrl, __STEPWISE_HLS_CHUNK__).then(
        (module) => (module as { default: HlsClass }).default,
      ),
    assistant: at(__STEPWISE_ASSISTANT_CHUNK__),
    quiz: at(__STEPWISE_QUIZ_CHUNK__),
    instruction: at(__STEPWISE_INSTRUCTION_CHUNK__),
  };
}
