// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { widgetChunksAt } from './widget-chunks';

// A loader's folder as the build leaves it: the loader, and chunks/ beside it (the chunk paths
// are vitest.config.ts's stand-ins for the manifests' names).
const dir = mkdtempSync(join(tmpdir(), 'stepwise-widget-chunks-'));
mkdirSync(join(dir, 'chunks'));
for (const name of ['player', 'assistant', 'quiz', 'instruction']) {
  writeFileSync(
    join(dir, 'chunks', `${name}-test.js`),
    `(globalThis.loaded ??= []).push(${JSON.stringify(name)}); export {};`,
  );
}
writeFileSync(join(dir, 'chunks', 'hls-test.js'), 'export default class Hls {}');
const loaderUrl = pathToFileURL(join(dir, 'stepwise.mjs')).href;
const loaded = () => (globalThis as { loaded?: string[] }).loaded ?? [];

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('widgetChunksAt (both loaders)', () => {
  it('imports each widget chunk relative to the loader, once per page', async () => {
    const chunks = widgetChunksAt(loaderUrl);
    expect(loaded()).toEqual([]);
    await chunks.player();
    await chunks.player();
    await chunks.quiz();
    await chunks.instruction();
    await chunks.assistant();
    // One URL per chunk, so one module: importing it again runs nothing again.
    expect(loaded()).toEqual(['player', 'quiz', 'instruction', 'assistant']);
  });

  it("gives hls.js's class, the chunk's default export", async () => {
    const Hls = await widgetChunksAt(loaderUrl).hls();
    expect(typeof Hls).toBe('function');
    expect((Hls as unknown as { name: string }).name).toBe('Hls');
  });
});
