import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The portal's first visit (the sign-in page) must stay within issue 4's budget of 120 KB gzip,
 * and the embedded player within issue 5's 45 KB; zod alone is 25 KB. So the rules those first
 * paints use live in modules that import no zod; their wire schemas sit beside them in
 * `<name>.schema.ts`. `npm run bench` measures the budgets; this test keeps the modules zod-free.
 */
const FIRST_PAINT_MODULES = [
  'constants.ts',
  'errors.ts',
  'id.ts',
  'feature-flags.ts',
  'locale.ts',
  'login.ts',
  'role.ts',
  'transcription.ts',
  'validation.ts',
];

describe('core modules the first paint uses', () => {
  it.each(FIRST_PAINT_MODULES)('%s imports no zod', (file) => {
    const source = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
    expect(source).not.toMatch(/from ['"]zod(\/[^'"]*)?['"]/);
  });
});
