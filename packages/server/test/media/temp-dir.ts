/** A scratch folder per test file, created before its tests and removed after them. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

export function tempDir(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `stepwise-${name}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
