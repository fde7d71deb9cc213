import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { playerStyles } from './index.js';

const here = dirname(fileURLToPath(import.meta.url));
const reactDir = join(here, '..');
const sheets = ['components', 'styles'].flatMap((dir) =>
  readdirSync(join(reactDir, dir))
    .filter((f) => f.endsWith('.css'))
    .map((f) => join(reactDir, dir, f)),
);
const index = readFileSync(join(here, 'index.ts'), 'utf8');
const css = (file: string) => readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

describe('player styles', () => {
  // Vitest hands CSS imports over as empty strings, so the sheets are checked as files here and
  // playerStyles' content in the browser (Storybook, the e2e suite).
  it('collects every stylesheet in playerStyles', () => {
    expect(typeof playerStyles).toBe('string');
    for (const file of sheets) {
      const path = relative(here, file).replaceAll('\\', '/');
      const spec = path.startsWith('.') ? path : `./${path}`;
      expect(index, spec).toContain(`'${spec}?inline'`);
    }
  });

  it.each(sheets.map((f) => [relative(reactDir, f), f]))(
    '%s prefixes its classes sw-player- and starts every rule at one of them',
    (_, file) => {
      const text = css(file);
      const selectors = [...text.matchAll(/([^{}]+)\{/g)]
        .map((m) => m[1]!.trim())
        .filter((s) => !s.startsWith('@') && !/^(from|to|\d+%)$/.test(s));
      for (const group of selectors) {
        for (const selector of group.split(',').map((s) => s.trim())) {
          expect(selector, selector).toMatch(/^\.sw-player-/);
        }
      }
      for (const [name] of text.matchAll(/\.-?[_a-zA-Z][\w-]*/g)) {
        // Styling @stepwise/ui's own classes is allowed only inside a player class.
        expect(name.startsWith('.sw-player-') || name.startsWith('.sw-'), name).toBe(true);
      }
    },
  );

  it.each(sheets.map((f) => [relative(reactDir, f), f]))(
    '%s takes colours from custom properties with a literal fallback',
    (_, file) => {
      for (const [, value] of css(file).matchAll(/var\((--sw-color-[\w-]+)\)/g)) {
        throw new Error(`${value} has no fallback`);
      }
      for (const [decl] of css(file).matchAll(/var\(--sw-(?!player-)[\w-]+\)/g)) {
        throw new Error(`${decl} has no fallback`);
      }
    },
  );

  it('uses logical properties, so the layout mirrors in right-to-left languages', () => {
    for (const file of sheets) {
      expect(css(file), file).not.toMatch(
        /(^|[\s;{])(margin|padding|border)-(left|right)\s*:|(^|[\s;{])(left|right)\s*:|text-align:\s*(left|right)/,
      );
    }
  });
});
