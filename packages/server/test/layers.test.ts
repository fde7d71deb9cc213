/**
 * The layers (README "Layers"): the ESLint rules of scripts/eslint-layers.mjs, run by the ESLint
 * Node API with the repository's own eslint.config.js over fixture files linted as if they sat
 * where their first line says (`// lint-as: <path>`), so a wrong-way import fails `npm run lint`
 * and a right-way one passes; the tables agree with the packages' package.json files and place
 * every server folder; and the cycle check (scripts/check-cycles.mjs) finds a deliberate cycle
 * and none in the server.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PACKAGE_CONSUMERS,
  REPO_ROOT,
  allowedPackages,
  areaOf,
  serverLayerOf,
} from '../../../scripts/eslint-layers.mjs';
import { cyclesIn } from '../../../scripts/check-cycles.mjs';

const FIXTURES = fileURLToPath(new URL('./layers-fixtures/', import.meta.url));

interface Linted {
  as: string;
  layerRules: string[];
  messages: string[];
  fatal: boolean;
}

async function lintFixture(eslint: ESLint, name: string): Promise<Linted> {
  const code = readFileSync(join(FIXTURES, 'imports', name), 'utf8');
  const as = /^\/\/ lint-as: (\S+)/.exec(code)?.[1];
  if (!as) throw new Error(`${name} has no "// lint-as: <path>" first line`);
  const [result] = await eslint.lintText(code, { filePath: join(REPO_ROOT, as) });
  const messages = result!.messages;
  const layers = messages.filter((m) => m.ruleId?.startsWith('layers/'));
  return {
    as,
    layerRules: layers.map((m) => m.ruleId!),
    messages: layers.map((m) => m.message),
    fatal: messages.some((m) => m.fatal),
  };
}

describe('the layer rules (eslint.config.js)', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: REPO_ROOT });
  });

  it.each([
    [
      'domain-imports-http.ts',
      'layers/server',
      /\(domain\) may not import http\/reply\.js \(http\)/,
    ],
    ['domain-imports-app-type.ts', 'layers/server', /\(domain\) may not import app\.js \(app\)/],
    ['db-imports-jobs.ts', 'layers/server', /\(db\) may not import jobs\/queue\.js/],
    ['jobs-imports-domain.ts', 'layers/server', /\(capabilities\) may not import domain\//],
    ['unplaced-folder.ts', 'layers/server', /src\/reports is in no layer/],
    [
      'core-imports-player.ts',
      'layers/packages',
      /@stepwise\/core may not import @stepwise\/player/,
    ],
    [
      'player-imports-assistant.ts',
      'layers/packages',
      /@stepwise\/player may not import @stepwise\/assistant/,
    ],
    ['server-imports-api.ts', 'layers/packages', /@stepwise\/server may not import @stepwise\/api/],
    ['ui-imports-core-by-path.ts', 'layers/packages', /by its name \(@stepwise\/core\)/],
  ])('a wrong-way import fails: %s', async (fixture, rule, message) => {
    const linted = await lintFixture(eslint, fixture);
    expect(linted.fatal).toBe(false);
    expect(linted.layerRules).toEqual([rule]);
    expect(linted.messages[0]).toMatch(message);
  });

  it.each(['route-right-way.ts', 'app-right-way.ts', 'player-right-way.ts'])(
    'a right-way import passes: %s',
    async (fixture) => {
      const linted = await lintFixture(eslint, fixture);
      expect(linted.fatal).toBe(false);
      expect(linted.messages).toEqual([]);
    },
  );
});

describe('the layer tables (scripts/eslint-layers.mjs)', () => {
  it("agree with every package's package.json dependencies", () => {
    const manifests = [
      ...readdirSync(join(REPO_ROOT, 'packages')).map((p) => join('packages', p, 'package.json')),
      join('portal', 'package.json'),
      join('tests', 'package.json'),
    ];
    const wrong: string[] = [];
    for (const manifest of manifests) {
      let pkg: Record<string, Record<string, string> | undefined>;
      try {
        pkg = JSON.parse(readFileSync(join(REPO_ROOT, manifest), 'utf8'));
      } catch {
        continue; // a folder without a package.json is no package
      }
      const area = areaOf(manifest)!;
      const allowed = allowedPackages(area);
      if (allowed === undefined) {
        wrong.push(`${area} has no layer`);
        continue;
      }
      const deps = Object.keys({
        ...pkg.dependencies,
        ...pkg.peerDependencies,
        ...pkg.devDependencies,
      }).filter((d) => d.startsWith('@stepwise/'));
      for (const dep of deps) {
        const name = dep.slice('@stepwise/'.length);
        if (allowed !== null && !allowed.includes(name)) wrong.push(`${area} depends on ${dep}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(PACKAGE_CONSUMERS).toContain('tests');
  });

  it('place every folder and top-level file of packages/server/src', () => {
    const src = join(REPO_ROOT, 'packages', 'server', 'src');
    const unplaced = readdirSync(src, { withFileTypes: true })
      .filter((e) => e.isDirectory() || (/\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name)))
      .map((e) => (e.isDirectory() ? `${e.name}/x.ts` : e.name))
      .filter((path) => serverLayerOf(path) < 0);
    expect(unplaced).toEqual([]);
  });
});

describe('the cycle check (scripts/check-cycles.mjs)', () => {
  it('finds a deliberate cycle, type-only edges included', async () => {
    expect(await cyclesIn(join(FIXTURES, 'cycle'))).toEqual([['a.ts', 'b.ts']]);
  });

  it('finds none in the server (the three cycles are gone)', async () => {
    expect(await cyclesIn(join(REPO_ROOT, 'packages', 'server'))).toEqual([]);
  });
});
