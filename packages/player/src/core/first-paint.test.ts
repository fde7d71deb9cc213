// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The player's budget is 45 KB gzip of JavaScript before the first frame (issue 5), and zod
 * alone is about 25 KB. So the core imports no zod; only search.ts reaches a core module that
 * holds zod schemas (transcription.ts, for searchSnippet), and the view loads it with import().
 */
const here = new URL('./', import.meta.url);
const sources = readdirSync(here).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

describe('player core modules', () => {
  it.each(sources)('%s imports no zod', (file) => {
    const source = readFileSync(new URL(file, here), 'utf8');
    expect(source).not.toMatch(/from ['"]zod(\/[^'"]*)?['"]/);
  });
});
