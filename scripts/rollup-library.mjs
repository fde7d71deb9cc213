/* global process */
// The publishable packages' build (issue 17, ARCHITECTURE "SDK packaging"): one rollup config per
// package, made here from the package's own package.json, so each package's rollup.config.mjs is
// one line and the exports map stays the single list of what a package publishes.
//
//   export default libraryConfig(import.meta.url);
//
// - Inputs: every `exports` entry's `@stepwise/source` file; `dist/` mirrors `src/`
//   (preserveModules), so `./src/element/define.ts` becomes `./dist/element/define.js` and
//   `.d.ts`, the paths the `types` and `default` conditions name, and code splitting stays the
//   consumer bundler's job (a widget's lazy view stays a lazy chunk there).
// - Every bare import stays external and must be a dependency or peer dependency of the package:
//   a customer's `npm install` brings exactly those, so an undeclared one fails this build
//   instead of the customer's.
// - TypeScript through @rollup/plugin-typescript, declarations beside the code. The workspace's
//   `@stepwise/source` condition is off here: a sibling package is read from its built `.d.ts`
//   (turbo builds dependencies first), as a customer's compiler will.
// - Stylesheets: Vite's `import css from './x.css?inline'` becomes the sheet's text; a plain
//   `import './x.css'` stays an import of the copy written beside the module in dist/.
// - `tsc -b` (the typecheck) writes to `.tsc/`, never to `dist/`, so a typecheck after a build
//   cannot mix its per-file output (tests included) into what `npm pack` ships.
import { readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import typescript from '@rollup/plugin-typescript';

const SOURCE_CONDITION = '@stepwise/source';
const SCRIPT = /\.(?:ts|tsx|mts)$/;

/** The package a bare specifier names: `@scope/name` or `name`. */
export function packageNameOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The `@stepwise/source` targets of an exports map: scripts to build, files to copy. */
export function sourceEntries(exportsMap) {
  const scripts = [];
  const assets = [];
  for (const [subpath, target] of Object.entries(exportsMap ?? {})) {
    const source = typeof target === 'object' && target ? target[SOURCE_CONDITION] : undefined;
    if (typeof source !== 'string') continue;
    (SCRIPT.test(source) ? scripts : assets).push({ subpath, source });
  }
  return { scripts, assets };
}

/** `?inline` stylesheets as strings, plain stylesheet imports kept and copied, JSON as modules. */
function assetsPlugin({ srcDir }) {
  const INLINE = '?inline';
  return {
    name: 'stepwise-assets',
    async resolveId(source, importer) {
      if (!importer || !source.startsWith('.')) return null;
      if (source.endsWith(`.css${INLINE}`)) {
        return resolve(dirname(importer), source.slice(0, -INLINE.length)) + INLINE;
      }
      if (source.endsWith('.css')) {
        const file = resolve(dirname(importer), source);
        this.emitFile({
          type: 'asset',
          fileName: relative(srcDir, file).split(sep).join('/'),
          source: readFileSync(file),
        });
        // External: rollup writes it relative to the importer, and dist/ mirrors src/.
        return { id: file, external: true };
      }
      return null;
    },
    load(id) {
      if (!id.endsWith(`.css${INLINE}`)) return null;
      const file = id.slice(0, -INLINE.length);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(readFileSync(file, 'utf8'))};`;
    },
    transform(code, id) {
      if (!id.endsWith('.json')) return null;
      return { code: `export default ${JSON.stringify(JSON.parse(code))};`, map: null };
    },
  };
}

/** Files an exports entry names that are not scripts (a stylesheet): copied as they are. */
function copyPlugin({ root, assets }) {
  return {
    name: 'stepwise-copy',
    generateBundle() {
      for (const { source } of assets) {
        const file = resolve(root, source);
        this.emitFile({
          type: 'asset',
          fileName: relative(join(root, 'src'), file).split(sep).join('/'),
          source: readFileSync(file),
        });
      }
    },
  };
}

/**
 * The rollup options for the package whose `rollup.config.mjs` is at `configUrl`.
 * @param {string} configUrl
 * @param {{ tsconfig?: string }} [options]
 */
export function libraryConfig(configUrl, options = {}) {
  const root = dirname(fileURLToPath(configUrl));
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const srcDir = join(root, 'src');
  const distDir = join(root, 'dist');
  const { scripts, assets } = sourceEntries(pkg.exports);
  if (scripts.length === 0) throw new Error(`${pkg.name}: no "${SOURCE_CONDITION}" script export`);
  const declared = new Set([
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.peerDependencies ?? {}),
  ]);
  const builtins = new Set(builtinModules);

  const input = Object.fromEntries(
    scripts.map(({ source }) => {
      const file = resolve(root, source);
      const name = relative(srcDir, file).slice(0, -extname(file).length);
      return [name.split(sep).join('/'), file];
    }),
  );

  // A clean dist/ per build: nothing of an earlier layout is packed by mistake.
  rmSync(distDir, { recursive: true, force: true });

  return {
    input,
    external(id, importer) {
      if (id.startsWith('\0') || id.startsWith('.') || id.startsWith('/')) return false;
      if (/^[A-Za-z]:[\\/]/.test(id)) return false;
      if (id.startsWith('node:') || builtins.has(id)) return true;
      const name = packageNameOf(id);
      if (!declared.has(name)) {
        throw new Error(
          `${pkg.name}: ${importer ? relative(root, importer) : 'an entry'} imports "${id}", ` +
            `which is neither a dependency nor a peer dependency in package.json`,
        );
      }
      return true;
    },
    plugins: [
      assetsPlugin({ srcDir }),
      copyPlugin({ root, assets }),
      typescript({
        tsconfig: join(root, options.tsconfig ?? 'tsconfig.json'),
        filterRoot: root,
        include: ['src/**/*.ts', 'src/**/*.tsx', 'src/**/*.json'],
        exclude: ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx', '**/test-*.ts'],
        compilerOptions: {
          // The plugin hands rollup ES modules; Bundler resolution reads the exports maps.
          module: 'ESNext',
          moduleResolution: 'Bundler',
          outDir: distDir,
          declarationDir: distDir,
          rootDir: srcDir,
          declaration: true,
          declarationMap: false,
          sourceMap: true,
          composite: false,
          incremental: false,
          tsBuildInfoFile: null,
          customConditions: [],
          noEmit: false,
          emitDeclarationOnly: false,
        },
        // A type error fails the package's build, as it fails `tsc -b`
        // (STEPWISE_BUILD_TYPE_ERRORS=warn reports them and builds anyway, for work in progress).
        noEmitOnError: process.env.STEPWISE_BUILD_TYPE_ERRORS !== 'warn',
      }),
    ],
    output: {
      dir: distDir,
      format: 'es',
      preserveModules: true,
      preserveModulesRoot: srcDir,
      entryFileNames: '[name].js',
      sourcemap: true,
    },
    onwarn(warning, warn) {
      // A circular import between a package's own modules is fine for ES modules.
      if (warning.code === 'CIRCULAR_DEPENDENCY') return;
      warn(warning);
    },
  };
}
