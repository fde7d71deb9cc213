/**
 * The script-tag embed, built in passes into dist/v1 (served at /embed/v1/). `npm run build`
 * runs them in this order (scripts/build.mjs); each pass reads what an earlier one wrote:
 *   `--mode assistant`       the <stepwise-assistant> widget: chunks/assistant-<hash>.js and its
 *                            chunks (first: it empties the folder, and the loaders need its name)
 *   `vite build`             the ES module loader, chunks/stepwise-<hash>.js, imported by the
 *                            one-line stepwise.mjs, + chunks/<name>-<hash>.js (the player's and
 *                            the <stepwise-quiz> and <stepwise-instruction> widgets', which
 *                            share their common chunks)
 *   `vite build --mode classic`  stepwise.js (IIFE loader), importing the first passes' chunks
 *   `vite build --mode host`, `--mode host-classic`  host.mjs / host.js: the iframe host SDK
 *                                (Stepwise.connect), one self-contained file each, built apart so
 *                                the loader's bundle and budget never see it
 *   `vite build --mode lms`      lms.js: the SCORM launch page's script (classic, one file)
 * Only the loaders (stepwise.mjs, stepwise.js, host.mjs, host.js, lms.js) keep a stable name;
 * everything they load carries a content hash, so a page still running an earlier build's loader
 * finds its chunks (the server keeps them: README "Deploys").
 *
 * Environment: STEPWISE_EMBED_OUT_DIR builds into another folder than dist/v1 (the e2e's
 * rebuilds); STEPWISE_EMBED_BUILD_ID stamps a comment into every file, so each hash changes.
 * Why Vite and not rollup: README.md "Build".
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { precompressDir } from '../../scripts/precompress.mjs';
import { ASSISTANT_CATALOGUE_KEYS, widgetCatalogue } from './src/build/widget-catalogue.js';

const outDir = process.env.STEPWISE_EMBED_OUT_DIR
  ? resolve(process.env.STEPWISE_EMBED_OUT_DIR)
  : fileURLToPath(new URL('./dist/v1', import.meta.url));
const buildId = process.env.STEPWISE_EMBED_BUILD_ID;
const PLAYER_WIDGET = 'src/widgets/player.ts';
const ASSISTANT_WIDGET = 'src/widgets/assistant.ts';
/** In the ES module pass, beside the player, whose chunks it shares (src/stepwise.ts). */
const QUIZ_WIDGET = 'src/widgets/quiz.ts';
/** Likewise beside the player (src/stepwise.ts). */
const INSTRUCTION_WIDGET = 'src/widgets/instruction.ts';
/** The assistant pass's manifest (the loader pass writes .vite/manifest.json). */
const ASSISTANT_MANIFEST = '.vite/assistant-manifest.json';

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
 * stepwise.mjs, the one file of the ES module pass with a stable name: a one-line module that
 * imports the loader's real entry, `chunks/stepwise-<hash>.js`. The widget chunks import what
 * they share with the loader (the player's prefetch, the embed server) from that hashed entry,
 * never from stepwise.mjs: after a deploy, a chunk an earlier build's loader asks for (served
 * from the server's archive) must meet that build's loader, not today's stepwise.mjs with other
 * export names. A page whose own <script> holds the stub meets the same instance (one URL, one
 * module); the classic loader, which has no module of its own, fetches it by its hashed name.
 */
function loaderStub(): Plugin {
  return {
    name: 'stepwise-loader-stub',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find(
        (file) => file.type === 'chunk' && file.isEntry && file.name === 'stepwise',
      );
      if (!entry) throw new Error('the ES module pass has no stepwise entry');
      this.emitFile({
        type: 'asset',
        fileName: 'stepwise.mjs',
        source: `import './${entry.fileName}';\n`,
      });
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

/**
 * A build id (STEPWISE_EMBED_BUILD_ID) as a comment at the top of every file: the same sources
 * then give other bytes, so every content hash changes (the e2e's "yesterday's build"). Without
 * it the build is reproducible: unchanged code keeps its chunk names from build to build.
 * `postBanner`, not renderChunk: the minifier, which runs after renderChunk, drops comments; a
 * post-banner is added after it and rolldown hashes it with the chunk.
 */
function stampBuildId(): Plugin | false {
  if (!buildId) return false;
  const comment = `/* stepwise build ${buildId.replace(/\*\//g, '')} */`;
  return {
    name: 'stepwise-build-id',
    outputOptions(options) {
      return { ...options, postBanner: comment };
    },
  };
}

/** A hashed chunk's file, from a pass's manifest (the ES module pass's by default). */
function chunkOf(source: string | RegExp, manifestFile = '.vite/manifest.json'): string {
  const manifest = JSON.parse(readFileSync(`${outDir}/${manifestFile}`, 'utf8')) as Record<
    string,
    { file: string }
  >;
  const key = Object.keys(manifest).find((k) =>
    typeof source === 'string' ? k === source : source.test(k),
  );
  if (!key)
    throw new Error(`${String(source)} is not in ${manifestFile}: build the passes in order`);
  return `./${manifest[key]!.file}`;
}

/**
 * A standalone script in one file, no chunks shared with the loader: the iframe host SDK
 * (src/host.ts: host.mjs, and host.js as a classic script) and the SCORM launch page's script
 * (src/lms.ts: lms.js, classic only: LMS launch pages are plain HTML).
 */
function standaloneConfig(entry: 'host' | 'lms', classic: boolean) {
  return defineConfig({
    plugins: [stampBuildId(), precompress()],
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
 * The <stepwise-assistant> widget, a pass of its own (chunks/assistant-<hash>.js and its
 * chunks/assistant-*): built with the player, it would share lit, preact and core with it through
 * common chunks, which the player's element would then load before its first frame. On its own it
 * repeats them, so a page with both elements fetches those twice; the player's first frame stays
 * as light as before. The first pass: it empties the folder, and its manifest gives the loaders
 * the entry's hashed name.
 */
function assistantConfig() {
  return defineConfig({
    plugins: [
      dropGlobalCss(),
      // Its catalogues hold its own keys only (src/build/widget-catalogue.ts).
      widgetCatalogue(ASSISTANT_CATALOGUE_KEYS),
      stampBuildId(),
      precompress(),
    ],
    resolve: { conditions: ['@stepwise/source', ...defaultClientConditions], alias: preactAliases },
    base: './',
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      manifest: ASSISTANT_MANIFEST,
      modulePreload: false,
      copyPublicDir: false,
      reportCompressedSize: true,
      rolldownOptions: {
        input: { assistant: ASSISTANT_WIDGET },
        preserveEntrySignatures: false,
        output: {
          format: 'es',
          entryFileNames: 'chunks/[name]-[hash].js',
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
  const assistantChunk = chunkOf(ASSISTANT_WIDGET, ASSISTANT_MANIFEST);
  return {
    plugins: [dropGlobalCss(), stampBuildId(), classic ? false : loaderStub(), precompress()],
    // Workspace packages are built from source, as in the portal.
    resolve: { conditions: ['@stepwise/source', ...defaultClientConditions], alias: preactAliases },
    // Relative base: chunk URLs resolve against the loader's own URL, on whatever host loads it.
    base: './',
    define: {
      __STEPWISE_ASSISTANT_CHUNK__: JSON.stringify(assistantChunk),
      ...(classic
        ? {
            __STEPWISE_PLAYER_CHUNK__: JSON.stringify(chunkOf(PLAYER_WIDGET)),
            __STEPWISE_QUIZ_CHUNK__: JSON.stringify(chunkOf(QUIZ_WIDGET)),
            __STEPWISE_INSTRUCTION_CHUNK__: JSON.stringify(chunkOf(INSTRUCTION_WIDGET)),
            __STEPWISE_HLS_CHUNK__: JSON.stringify(chunkOf(/node_modules\/hls\.js\//)),
          }
        : {}),
    },
    build: {
      outDir,
      // The assistant pass, first, emptied it.
      emptyOutDir: false,
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
              // The entry is hashed too; stepwise.mjs is the stub that imports it (loaderStub).
              entryFileNames: 'chunks/[name]-[hash].js',
              chunkFileNames: 'chunks/[name]-[hash].js',
            },
      },
    },
  };
});
