// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Component styles use only the tokens (so both themes apply) and logical properties (so
// dir="rtl" mirrors them). tokens.css itself is where the literal colours live.
const reactDir = join(dirname(fileURLToPath(import.meta.url)), 'react');
const sheets = readdirSync(reactDir).filter((f) => f.endsWith('.css'));

const PHYSICAL =
  /(^|[\s;{])(margin|padding|border)-(left|right|top|bottom)(-\w+)?\s*:|(^|[\s;{])(left|right|top|bottom)\s*:|text-align:\s*(left|right)|float:\s*(left|right)|(^|[\s;{])(width|height|min-width|max-width|min-height|max-height)\s*:/m;

describe.each(sheets)('%s', (file) => {
  const css = readFileSync(join(reactDir, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

  it('has no literal colours', () => {
    expect(css).not.toMatch(/#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(/i);
  });

  it('uses logical properties only', () => {
    expect(css).not.toMatch(PHYSICAL);
  });
});
