// The repository's layers, as an ESLint plugin (eslint.config.js; README "Layers"). Two rules:
//
// - `layers/packages`: a workspace package imports only packages of a lower layer, by name
//   (`@stepwise/x`), never another package's files by a relative path.
// - `layers/server`: inside packages/server/src, a file imports only its own layer and the layers
//   below it, so the server has one direction: app → routes → domain → db.
//
// Both tables below are the whole truth: a package or server folder missing from them is an
// error too, so a new one is placed on purpose. Type-only imports count: `import type` from a
// higher layer is how the old cycles through app.ts began. The same tables are tested against
// fixtures and the packages' package.json files (packages/server/test/layers.test.ts).
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Workspace packages by layer, lowest first. A package may import the packages of every lower
 * layer and none of its own or a higher one (the player and the assistant do not know each
 * other). The server stands apart: it shares only core (the wire contract) with the clients.
 */
export const PACKAGE_LAYERS = [
  ['core'],
  ['bridge'],
  ['api'],
  ['ui', 'i18n'],
  // The quiz widget sits under the player: the player's quiz mask renders its <Quiz/> (issue 19).
  // The instruction widget (issue 20) beside it: neither knows the other.
  ['quiz', 'instruction'],
  ['player', 'assistant'],
  ['embed', 'react', 'portal'],
];
/** Packages outside the ranks, with what they may import. */
export const PACKAGE_EXCEPTIONS = {
  server: ['core'],
};
/** Folders that use the packages as a customer or a test does: they may import any of them. */
export const PACKAGE_CONSUMERS = ['tests', 'examples', 'storybook'];

/**
 * The server's layers, top first. A file may import its own layer and every layer below it.
 * `http/` is the edge: routes use it, the domain never does (the domain raises core's
 * StepwiseError through domain/errors.ts and gets its Caller from domain/caller.ts).
 */
export const SERVER_LAYERS = [
  {
    name: 'app',
    why: 'the composition root: builds the app, the server, the worker and its job handlers',
    files: ['app', 'index', 'main', 'server', 'worker', 'job-handlers', 'job-worker'],
  },
  { name: 'routes', why: 'the HTTP routes', folders: ['routes'] },
  {
    name: 'http',
    why: 'the HTTP edge: auth hook, replies, errors to status codes, rate limits',
    folders: ['http'],
  },
  {
    name: 'domain',
    why: 'the rules and the features built on them',
    folders: ['domain', 'ai', 'uploads', 'workflows', 'scorm', 'seed'],
  },
  {
    name: 'capabilities',
    why: 'what the domain uses: sign-in tokens, the job queue, mail, media tools, object storage',
    folders: ['auth', 'jobs', 'mail', 'media', 'storage'],
    files: ['config', 'services', 'rate-limit-policies'],
  },
  { name: 'db', why: 'the database: client, schema, tenant scoping', folders: ['db'] },
];

const SERVER_SRC = ['packages', 'server', 'src'];
const posix = (p) => p.split(sep).join('/');

/** The workspace area a repository path is in: `player`, `portal`, `tests`… or null. */
export function areaOf(repoPath) {
  const [first, second] = posix(repoPath).split('/');
  if (first === 'packages' && second) return second;
  if (['portal', ...PACKAGE_CONSUMERS].includes(first)) return first;
  return null;
}

/** Packages `area` may import, or null when it may import any (a consumer) or is unknown. */
export function allowedPackages(area) {
  if (PACKAGE_CONSUMERS.includes(area)) return null;
  if (area in PACKAGE_EXCEPTIONS) return PACKAGE_EXCEPTIONS[area];
  const rank = PACKAGE_LAYERS.findIndex((layer) => layer.includes(area));
  if (rank < 0) return undefined;
  return PACKAGE_LAYERS.slice(0, rank).flat();
}

/** The server layer of a path under packages/server/src (given relative to that folder). */
export function serverLayerOf(srcPath) {
  const parts = posix(srcPath).split('/');
  const index = parts.length === 1 ? parts[0].replace(/\.[cm]?[jt]sx?$/, '') : null;
  return SERVER_LAYERS.findIndex((layer) =>
    index === null ? layer.folders?.includes(parts[0]) : layer.files?.includes(index),
  );
}

const layerNames = SERVER_LAYERS.map((l) => l.name).join(' → ');

/** Every import-like node with a string source: static, re-export, dynamic, `import('x').T`. */
function onImports(check) {
  const literal = (node, source) => {
    if (source?.type === 'Literal' && typeof source.value === 'string') check(node, source.value);
  };
  return {
    ImportDeclaration: (node) => literal(node, node.source),
    ExportNamedDeclaration: (node) => literal(node, node.source),
    ExportAllDeclaration: (node) => literal(node, node.source),
    ImportExpression: (node) => literal(node, node.source),
    TSImportType: (node) => literal(node, node.argument?.literal ?? node.argument),
  };
}

const packagesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Workspace packages import only lower layers, by package name.' },
    schema: [],
  },
  create(context) {
    const file = relative(REPO_ROOT, context.filename);
    const area = areaOf(file);
    if (area === null) return {};
    const allowed = allowedPackages(area);
    if (allowed === undefined) {
      return {
        Program(node) {
          context.report({
            node,
            message: `The package "${area}" has no layer: add it to PACKAGE_LAYERS in scripts/eslint-layers.mjs (README "Layers").`,
          });
        },
      };
    }
    return onImports((node, spec) => {
      if (spec.startsWith('.')) {
        // Tests and examples may reach into a package's files (a test seam it does not export).
        if (allowed === null) return;
        const target = relative(REPO_ROOT, resolve(dirname(context.filename), spec));
        const targetArea = areaOf(target);
        if (targetArea !== null && targetArea !== area && !target.startsWith('..')) {
          context.report({
            node,
            message: `Import another package by its name (@stepwise/${targetArea}), not by a path into its files.`,
          });
        }
        return;
      }
      const match = /^@stepwise\/([^/]+)/.exec(spec);
      if (!match || match[1] === area || allowed === null) return;
      if (!allowed.includes(match[1])) {
        context.report({
          node,
          message:
            `@stepwise/${area} may not import @stepwise/${match[1]}: ` +
            (allowed.length
              ? `it may import ${allowed.map((p) => `@stepwise/${p}`).join(', ')}`
              : 'it imports no other package') +
            ' (package layers: scripts/eslint-layers.mjs, README "Layers").',
        });
      }
    });
  },
};

const serverRule = {
  meta: {
    type: 'problem',
    docs: { description: `The server imports one way: ${layerNames}.` },
    schema: [],
  },
  create(context) {
    const file = posix(relative(resolve(REPO_ROOT, ...SERVER_SRC), context.filename));
    if (file.startsWith('..')) return {};
    const own = serverLayerOf(file);
    const unplaced = (what) =>
      `packages/server/src/${what} is in no layer: add it to SERVER_LAYERS in scripts/eslint-layers.mjs (README "Layers").`;
    if (own < 0) {
      return {
        Program(node) {
          context.report({ node, message: unplaced(file.split('/')[0]) });
        },
      };
    }
    return onImports((node, spec) => {
      if (!spec.startsWith('.')) return;
      const target = posix(
        relative(resolve(REPO_ROOT, ...SERVER_SRC), resolve(dirname(context.filename), spec)),
      );
      if (target.startsWith('..')) return;
      const layer = serverLayerOf(target);
      if (layer < 0) {
        context.report({ node, message: unplaced(target.split('/')[0]) });
      } else if (layer < own) {
        const from = SERVER_LAYERS[own];
        const to = SERVER_LAYERS[layer];
        context.report({
          node,
          message:
            `${file} (${from.name}) may not import ${target} (${to.name}): the server's layers go ` +
            `one way, ${layerNames} (README "Layers").`,
        });
      }
    });
  },
};

export const layersPlugin = {
  meta: { name: 'stepwise-layers' },
  rules: { packages: packagesRule, server: serverRule },
};
