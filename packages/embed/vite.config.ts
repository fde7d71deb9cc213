/**
 * The script-tag embed, built in passes into dist/v1 (served at /embed/v1/). `npm run build`
 * runs them in this order (scripts/build.mjs); each pass reads what an earlier one wrote:
 *   `--mode assistant`       the <stepwise-assistant> widget: chunks/assistant-<hash>.js and its
 *                            chunks (first: it empties the folder, and the loaders need its name)
 *   `vite build`             the widgets that share chunks: chunks/<name>-<hash>.js for the
 *                            player (and hls.js, its views, its languages) and the
 *                            <stepwise-quiz> and <stepwise-instruction> widgets, + a manifest.
 *                            No loader code: importing a chunk only defines its element.
 *   `vite build --mode classic`  stepwise.js, the classic (IIFE) loader, one file
 *   `vite build --mode module`   stepwise.mjs, the ES module loader, one file: both import the
 *                                earlier passes' chunks by the URLs their manifests give
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
/** In the widgets pass, beside the player, whose chunks it shares (widgetsConfig). */
const QUIZ_WIDGET = 'src/widgets/quiz.ts';
/** Likewise beside the player (widgetsConfig). */
const INSTRUCTION_WIDGET = 'src/widgets/instruction.ts';
/** The assistant pass's manifest (the widgets pass writes .vite/manifest.json). */
const ASSISTANT_MANIFEST = '.vite/assistant-manifest.json';

/** The build options every pass shares: one folder, which only the first pass empties. */
const passBuild = {
  outDir,
  emptyOutDir: false,
  target: 'es2022',
  // Host pages are not ours: no polyfill, no preload helper injecting <link> tags.
  modulePreload: false,
  copyPublicDir: false,
  reportCompressedSize: true,
} as const;

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
 * A loader is one file: a page's single fetch of it must be enough to start a public stream (no
 * chunk fetched and evaluated before it), and no widget chunk may hold loader code. A real
 * dynamic import slipping into the loader's sources (rather than a chunk imported by URL, as
 * src/widget-chunks.ts does) would split it; this fails the build instead.
 */
function oneFile(fileName: string): Plugin {
  return {
    name: 'stepwise-loader-one-file',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const names = chunks.map((chunk) => chunk.fileName);
      if (names.length !== 1 || names[0] !== fileName) {
        throw new Error(`the loader must be the one file ${fileName}, not: ${names.join(', ')}`);
      }
      const imports = chunks.flatMap((chunk) => [...chunk.imports, ...chunk.dynamicImports]);
      if (imports.length > 0) {
        throw new Error(`${fileName} must import no module of the build: ${imports.join(', ')}`);
      }
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

/** A hashed chunk's file, from a pass's manifest (the widgets pass's by default). */
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
      ...passBuild,
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
      ...passBuild,
      emptyOutDir: true,
      manifest: ASSISTANT_MANIFEST,
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

/**
 * The player and the <stepwise-quiz> and <stepwise-instruction> widgets, entries of one pass:
 * what they share (lit and the element host, preact and the React view root, i18next, core)
 * goes to common chunks holding only modules two of them import, so the player's first frame
 * loads no quiz code. No loader here: each entry only defines its element, and shares nothing
 * with the loaders but the global registries (src/widget-chunks.ts).
 */
function widgetsConfig() {
  return defineConfig({
    plugins: [dropGlobalCss(), stampBuildId(), precompress()],
    // Workspace packages are built from source, as in the portal.
    resolve: { conditions: ['@stepwise/source', ...defaultClientConditions], alias: preactAliases },
    // Relative base: chunk URLs resolve against the importing chunk's URL, on whatever host.
    base: './',
    build: {
      ...passBuild,
      // Read by the loaders' passes (chunkOf), the e2e and the bench.
      manifest: true,
      rolldownOptions: {
        input: { player: PLAYER_WIDGET, quiz: QUIZ_WIDGET, instruction: INSTRUCTION_WIDGET },
        preserveEntrySignatures: false,
        output: {
          format: 'es',
          entryFileNames: 'chunks/[name]-[hash].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
        },
      },
    },
  });
}

/**
 * A loader, classic (stepwise.js, an IIFE) or ES module (stepwise.mjs): src/stepwise-classic.ts
 * or src/stepwise.ts as one self-contained file (oneFile), the widget chunks' names filled in
 * from the earlier passes' manifests.
 */
function loaderConfig(classic: boolean) {
  const fileName = classic ? 'stepwise.js' : 'stepwise.mjs';
  return defineConfig({
    plugins: [dropGlobalCss(), stampBuildId(), oneFile(fileName), precompress()],
    resolve: { conditions: ['@stepwise/source', ...defaultClientConditions], alias: preactAliases },
    define: {
      __STEPWISE_ASSISTANT_CHUNK__: JSON.stringify(chunkOf(ASSISTANT_WIDGET, ASSISTANT_MANIFEST)),
      __STEPWISE_PLAYER_CHUNK__: JSON.stringify(chunkOf(PLAYER_WIDGET)),
      __STEPWISE_QUIZ_CHUNK__: JSON.stringify(chunkOf(QUIZ_WIDGET)),
      __STEPWISE_INSTRUCTION_CHUNK__: JSON.stringify(chunkOf(INSTRUCTION_WIDGET)),
      __STEPWISE_HLS_CHUNK__: JSON.stringify(chunkOf(/node_modules\/hls\.js\//)),
    },
    build: {
      ...passBuild,
      rolldownOptions: {
        input: { stepwise: classic ? 'src/stepwise-classic.ts' : 'src/stepwise.ts' },
        preserveEntrySignatures: false,
        output: { format: classic ? 'iife' : 'es', entryFileNames: fileName },
      },
    },
  });
}

export default defineConfig(({ mode }) => {
  if (mode === 'assistant') return assistantConfig();
  if (mode === 'classic' || mode === 'module') return loaderConfig(mode === 'classic');
  if (mode === 'host' || mode === 'host-classic') {
    return standaloneConfig('host', mode === 'host-classic');
  }
  if (mode === 'lms') return standaloneConfig('lms', true);
  return widgetsConfig();
});
