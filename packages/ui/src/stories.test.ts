// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// STYLE §15: stories are contracts, so every component ships with a stories file beside it.
const reactDir = join(dirname(fileURLToPath(import.meta.url)), 'react');
const components = readdirSync(reactDir).filter(
  (f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx') && !f.endsWith('.stories.tsx'),
);

describe('stories', () => {
  it('finds the components', () => {
    expect(components.length).toBeGreaterThanOrEqual(12);
  });

  it.each(components)('%s has a stories file', (file) => {
    expect(existsSync(join(reactDir, file.replace(/\.tsx$/, '.stories.tsx')))).toBe(true);
  });
});
