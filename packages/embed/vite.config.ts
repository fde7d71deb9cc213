/**
 * The script-tag embed, built in two passes into dist/v1 (served at /embed/v1/):
 *   `vite build`                 stepwise.mjs (ES module loader) + chunks/<name>-<hash>.js
 *   `vite build --mode classic`  stepwise.js (IIFE loader), importing the first pass's chunks
 *   `vite build --mode host`, `--mode host-classic`  host.mjs / host.js: the iframe host SDK
 *                                (Stepwise.connect), one self-contained file each, built apart so
 *                                the loader's bundle and budget never see it
 *   `vite build --mode lms`      lms.js: the SCORM launch page's script (classic, one file)
 * Why Vite and not rollup: README.md "Build".
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { precompressDir } from '../../scripts/precompress.mjs';

const outDir = fileURLToPath(new URL('./dist/v1', import.meta.url));
const PLAYER_WIDGET = 'src/widgets/player.ts';

// React code runs on preact/compat in the embed: the same components, a tenth of the weight.
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * @stepwise/ui's components import their stylesheets globally, which a shadow root never sees;
 * the element adopts all of them as one string instead (`@stepwise/ui/inline-styles`). So plain
 * `.css` imports become empty modules here; `?inline` ones stay strings.
 */
function dropGlobalCss(): Plugin {
  const EMPTY = '\0stepwise-empty-css';
  return {
    name: 'stepwise-drop-global-css',
    enforce: 'pre',
    resolveId(source) {
      return /\.css$/.test(source) ? EMPTY : null;
    },
    load(id) {
      return id === EMPTY ? 'export {};' : null;
    },
  };
}

/**
 * Brotli and gzip copies beside what each pass wrote (scripts/precompress.mjs skips files whose
 * copies are current), so the server sends /embed/v1/* compressed without compressing per request.
 */
function precompress(): Plugin {
  return {
    name: 'stepwise-precompress',
    apply: 'build',
    async closeBundle() {
      await precompressDir(outDir, { label: 'embed' });
    },
  };
}

/** A hashed chunk's file, from the ES module pass's manifest. */
function chunkOf(source: string | RegExp): string {
  const manifest = JSON.parse(readFileSync(`${outDir}/.vite/manifest.json`, 'utf8')) as Record<
    string,
    { file: string }
  >;
  const key = Object.keys(manifest).find((k) =>
    typeof source === 'string' ? k === source : source.test(k),
  );
  if (!key) throw new Error(`${String(source)} is not in the ES module build's manifest`);
  return `./${manifest[key]!.file}`;
}

/**
 * A standalone script in one file, no chunks shared with the loader: the iframe host SDK
 * (src/host.ts: host.mjs, and host.js as a classic script) and the SCORM launch page's script
 * (src/lms.ts: lms.js, classic only: LMS launch pages are plain HTML).
 */
function standaloneConfig(entry: 'host' | 'lms', classic: boolean) {
  return defineConfig({
    plugins: [precompress()],
    resolve: { conditions: ['@stepwise/source', ...defaultClientConditions] },
    build: {
      outDir,
      emptyOutDir: false,
      target: 'es2022',
      modulePreload: false,
      copyPublicDir: false,
      reportCompressedSize: true,
      rolldownOptions: {
        input: { [entry]: `src/${entry}.ts` },
        preserveEntrySignatures: classic ? false : 'strict',
        output: classic
          ? { format: 'iife', entryFileNames: '[name].js' }
          : { format: 'es', entryFileNames: '[name].mjs', inlineDynamicImports: true },
      },
    },
  });
}

/**
 * The <stepwise-assistant> widget, a pass of its own (assistant.mjs and its chunks/assistant-*):
 * built with the player, it would share lit, preact and core with it through common chunks, which
 * the player's element would then load before its first frame. On its own it repeats them, so a
 * page with both elements fetches those twice; the player's first frame stays as light as before.
 */
function assistantConfig() {
  return defineConfig({
    plugins: [dropGlobalCss(), precompress()],
    resolve: { conditions: ['@stepwise/source', ...defaultClientConditions], alias: preactAliases },
    base: './',
    build: {
      outDir,
      emptyOutDir: false,
      target: 'es2022',
      modulePreload: false,
      copyPublicDir: false,
      reportCompressedSize: true,
      rolldownOptions: {
        input: { assistant: 'src/widgets/assistant.ts' },
        preserveEntrySignatures: false,
        output: {
          format: 'es',
          entryFileNames: '[name].mjs',
          chunkFileNames: 'chunks/assistant-[name]-[hash].js',
        },
      },
    },
  });
}

export default defineConfig(({ mode }) => {
  if (mode === 'assistant') return assistantConfig();
  if (mode === 'host' || mode === 'host-classic') {
    return standaloneConfig('host', mode === 'host-classic');
  }
  if (mode === 'lms') return standaloneConfig('lms', true);
  const classic = mode === 'classic';
  return {
    plugins: [dropGlobalCss(), precompress()],
    // Workspace packages are built from source, as in the portal.
    resolve: { conditions: ['@stepwise/source', ...defaultClientConditions], alias: preactAliases },
    // Relative base: chunk URLs resolve against the loader's own URL, on whatever host loads it.
    base: './',
    define: classic
      ? {
          __STEPWISE_PLAYER_CHUNK__: JSON.stringify(chunkOf(PLAYER_WIDGET)),
          __STEPWISE_HLS_CHUNK__: JSON.stringify(chunkOf(/node_modules\/hls\.js\//)),
        }
      : {},
    build: {
      outDir,
      emptyOutDir: !classic,
      target: 'es2022',
      manifest: !classic,
      // Host pages are not ours: no polyfill, no preload helper injecting <link> tags.
      modulePreload: false,
      copyPublicDir: false,
      reportCompressedSize: true,
      rolldownOptions: {
        input: classic ? { stepwise: 'src/stepwise-classic.ts' } : { stepwise: 'src/stepwise.ts' },
        preserveEntrySignatures: false,
        output: classic
          ? { format: 'iife', entryFileNames: '[name].js' }
          : {
              format: 'es',
              entryFileNames: '[name].mjs',
              chunkFileNames: 'chunks/[name]-[hash].js',
            },
      },
    },
  };
});
