// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// STYLE §15: stories are contracts. Every component has a stories file beside it, except the
// pieces that only appear inside another component's stories.
const PIECES = new Set([
  'comment-card.tsx',
  'comment-composer.tsx',
  'diagram-carousel.tsx',
  'icons.tsx',
  'mode-buttons.tsx',
  'progress-bar.tsx',
  'settings-menus.tsx',
  'toggle-button.tsx',
  'volume-control.tsx',
]);
const dir = dirname(fileURLToPath(import.meta.url));
const components = readdirSync(dir).filter(
  (f) =>
    f.endsWith('.tsx') && !f.endsWith('.test.tsx') && !f.endsWith('.stories.tsx') && !PIECES.has(f),
);

describe('player component stories', () => {
  it('finds the components', () => {
    expect(components.length).toBeGreaterThanOrEqual(11);
  });

  it.each(components)('%s has a stories file', (file) => {
    expect(existsSync(join(dir, file.replace(/\.tsx$/, '.stories.tsx')))).toBe(true);
  });
});
