/**
 * Issue 17: the zod-free `x.ts` / zod `x.schema.ts` split holds in every module of core. A
 * widget that takes a rule or a constant from `x.ts` never loads zod; the schemas (and what is
 * built from them) live in `x.schema.ts`; `x.mini.ts` is a widget's zod/mini copy.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = fileURLToPath(new URL('.', import.meta.url));
const modules = readdirSync(here).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
const importsOf = (file: string) =>
  [...readFileSync(`${here}/${file}`, 'utf8').matchAll(/^import (type )?[^;]*?from '([^']+)'/gms)]
    .filter((m) => !m[1])
    .map((m) => m[2]!);

describe('core keeps zod out of its zod-free modules', () => {
  const plain = modules.filter((f) => !/\.(schema|mini)\.ts$/.test(f) && f !== 'index.ts');

  it.each(plain)('%s imports neither zod nor a schema module', (file) => {
    const imports = importsOf(file);
    expect(imports.filter((m) => m.startsWith('zod') || /\.(schema|mini)\.js$/.test(m))).toEqual(
      [],
    );
  });

  it.each(modules.filter((f) => f.endsWith('.mini.ts')))(
    '%s imports zod/mini and zod-free modules only',
    (file) => {
      const imports = importsOf(file);
      expect(imports.filter((m) => m === 'zod' || m.endsWith('.schema.js'))).toEqual([]);
    },
  );

  it('checks the modules it should', () => {
    expect(plain).toEqual(expect.arrayContaining(['workflow.ts', 'workflow-status.ts', 'page.ts']));
  });
});
