import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { opensOnFirstScreen } from './first-visit';
import { SESSION_KEY } from './session/local-keys';

const storageWith = (value: string | null) => ({
  getItem: (key: string) => (key === SESSION_KEY ? value : null),
});
const signedIn = storageWith('{"accessToken":"a","refreshToken":"r"}');

describe('opensOnFirstScreen (the sign-in page before the router)', () => {
  it('is true for / without a stored session, whatever the query', () => {
    expect(opensOnFirstScreen({ pathname: '/' }, storageWith(null))).toBe(true);
  });

  it('is false for / with a stored session: its loader sends the visitor on', () => {
    expect(opensOnFirstScreen({ pathname: '/' }, signedIn)).toBe(false);
  });

  it.each(['/home', '/usernewpin/E1', '/p/w1', '/404'])('is false for %s', (pathname) => {
    expect(opensOnFirstScreen({ pathname }, storageWith(null))).toBe(false);
  });
});

// A cheap guard beside the bench (tests/bench/portal.ts measures the bytes): the modules the
// first screen imports statically never reach the router, the API client or i18next. Walks the
// portal's own relative imports; `import()` is where the rest starts loading, and is not followed.
const src = dirname(fileURLToPath(import.meta.url));
const STATIC_IMPORT =
  /^\s*(?:import|export)\s+(?!type\b)[^'";]*?from\s+'([^']+)'|^\s*import\s+'([^']+)'/gm;

function staticImports(entries: string[]): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const spec = match[1] ?? match[2]!;
      if (!spec.startsWith('.')) {
        packages.add(spec);
        continue;
      }
      if (spec.endsWith('.css')) continue;
      const base = join(dirname(file), spec);
      const resolved = ['.ts', '.tsx', '/index.ts', '/index.tsx']
        .map((ext) => base + ext)
        .find((candidate) => {
          try {
            readFileSync(candidate);
            return true;
          } catch {
            return false;
          }
        });
      if (resolved) queue.push(resolved);
    }
  }
  return { files, packages };
}

describe("the first screen's static imports", () => {
  const { files, packages } = staticImports([join(src, 'main.tsx'), join(src, 'first-screen.tsx')]);

  it('include the sign-in page (the walk follows the imports)', () => {
    expect(files).toContain(join(src, 'pages/auth/sign-in-page.tsx'));
  });

  it.each(['react-router', 'zod', 'zod/mini', 'i18next', 'hls.js'])('never %s', (name) => {
    expect([...packages]).not.toContain(name);
  });

  // @stepwise/api itself is imported for its error helpers; its client is the portal's api.ts.
  it.each(['routes.tsx', 'api.ts', 'shell/app-shell.tsx'])('never %s', (file) => {
    expect(files).not.toContain(join(src, file));
  });
});
