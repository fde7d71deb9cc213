/**
 * Issue 5, the script-tag embed: examples/script-tag served from an origin of its own loads
 * /embed/v1/stepwise.mjs from a Stepwise server and plays a publicly shared workflow in
 * <stepwise-player>, telling the page what happens; bad attributes show the player's error state
 * with a clear message and raise nothing in the page.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { e2eEnv } from './support/e2e-env.js';
import { REPO } from './support/paths.js';
import { playerWorkflow, type PlayerFixture } from './support/player-workflow.js';

let fx: PlayerFixture;
let example: ChildProcess;
let exampleUrl: string;

test.beforeAll(async () => {
  test.setTimeout(6 * 60_000);
  fx = await playerWorkflow(e2eEnv());
  example = spawn(
    process.execPath,
    [
      join(REPO, 'examples/script-tag/serve.mjs'),
      ...['--port', '0', '--server', fx.baseUrl],
      ...['--workflow', fx.workflowId, '--token', fx.shareId],
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  exampleUrl = await new Promise<string>((resolve, reject) => {
    let out = '';
    example.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /EXAMPLE (\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    example.on('exit', (code) => reject(new Error(`the example server exited with ${code}`)));
  });
  // Another origin than the Stepwise server: a different port is a different origin.
  expect(new URL(exampleUrl).origin).not.toBe(new URL(fx.baseUrl).origin);
});

test.afterAll(() => {
  example?.kill('SIGTERM');
});

type Heard = { type: string; detail: any };
const heard = (page: Page) =>
  page.evaluate(() => (window as unknown as { stepwiseEvents: Heard[] }).stepwiseEvents);
const types = async (page: Page) => (await heard(page)).map((e) => e.type);

function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

// The embed code's fast start: the element carries the stream's <video slot="media">, which the
// browser starts while parsing; natively, the player takes that very <video> over (the stream is
// not started again); through hls.js (forced), the loader stops it and plays its own. Script only
// (no <video> inside), the loader starts the stream itself. Every path, end to end.
for (const engine of [
  {
    name: 'natively, the embed code’s <video> taken over',
    query: '?autoplay&muted',
    hls: 'native',
  },
  {
    name: 'through hls.js (forced), the embed code’s <video> stopped',
    query: '?autoplay&muted&force-hlsjs',
    hls: 'hls.js',
  },
  { name: 'natively, script only', query: '?autoplay&muted&script-only', hls: 'native' },
]) {
  test(`a host page on another origin plays a public workflow with one script and one element, ${engine.name}`, async ({
    page,
  }) => {
    const streams: string[] = [];
    page.on(
      'request',
      (r) => /\/v1\/player\/stream\.m3u8\?/.test(r.url()) && streams.push(r.url()),
    );
    // Records the scripts' `video.src = …` (the parser's src attribute does not pass here).
    await page.addInitScript(() => {
      const src = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'src')!;
      const w = window as unknown as { srcSets: string[] };
      w.srcSets = [];
      Object.defineProperty(HTMLMediaElement.prototype, 'src', {
        ...src,
        set(value: string) {
          w.srcSets.push(String(value));
          src.set!.call(this, value);
        },
      });
    });
    await playsAndReports(page, engine.query, engine.hls);
    const srcSets = await page.evaluate(() => (window as unknown as { srcSets: string[] }).srcSets);
    // Nothing of the host's <video> is left in the page's own tree: taken over, or stopped.
    expect(await page.locator('stepwise-player > video').count()).toBe(0);
    const video = page.locator('stepwise-player video');
    if (engine.hls === 'native') {
      // The one stream, asked for once: its address ends in .m3u8, so Chromium starts its HLS
      // player at once (another address it opens as a file first, then asks again).
      expect(streams).toHaveLength(1);
      // Once the first segments are in, the measured download speed may pick a rendition
      // (002 §9): the player then points the <video> at that rendition's playlist. Before that,
      // the embed code's <video> was never given its stream again; script only, the loader gave it.
      const rendition = /\/hls\/\d+p\/index\.m3u8$/;
      const picked = srcSets.filter((set) => rendition.test(set));
      const before = srcSets.filter((set) => !rendition.test(set));
      expect(before).toEqual(engine.query.includes('script-only') ? [streams[0]] : []);
      expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toBe(
        picked.at(-1) ?? streams[0],
      );
      if (!engine.query.includes('script-only')) {
        // The embed code's stream is its <source> of HLS's type (core fastStartVideo), kept.
        expect(await video.locator('source').getAttribute('src')).toBe(streams[0]);
      }
      expect(await video.getAttribute('controls')).toBeNull();
    } else {
      expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/^blob:/);
    }
  });
}

test('an element added once the player is defined takes the embed code’s <video> over too', async ({
  page,
}) => {
  await page.goto(`${exampleUrl}?muted&script-only`);
  await expect.poll(() => types(page), { timeout: 30_000 }).toContain('stepwise-ready');
  // The element is defined now, so the loader no longer sees new ones: the element does.
  const taken = await page.evaluate(async () => {
    const first = document.querySelector('stepwise-player')!;
    const second = document.createElement('stepwise-player');
    for (const name of ['workflow-id', 'share-token', 'muted']) {
      second.setAttribute(name, first.getAttribute(name) ?? '');
    }
    const own = document.createElement('video');
    own.slot = 'media';
    own.crossOrigin = 'anonymous';
    own.muted = true;
    // The stream as embed codes pasted before the <source> form carried it: the video's src (not
    // the first player's current src: that one may have moved to a rendition by now).
    const server = new URL(
      document.querySelector<HTMLScriptElement>('script[src*="/embed/v1/"]')!.src,
    ).origin;
    own.src = `${server}/v1/player/stream.m3u8?${new URLSearchParams({
      workflowId: first.getAttribute('workflow-id') ?? '',
      token: first.getAttribute('share-token') ?? '',
    })}`;
    second.append(own);
    document.body.append(second);
    const ready = new Promise((resolve) => second.addEventListener('stepwise-ready', resolve));
    await ready;
    return {
      same: second.shadowRoot!.querySelector('video') === own,
      src: own.getAttribute('src'),
      slot: own.hasAttribute('slot'),
    };
  });
  expect(taken.same).toBe(true);
  expect(taken.src).toContain('/v1/player/stream.m3u8?');
  expect(taken.slot).toBe(false);
});

async function playsAndReports(page: Page, query: string, hls: string) {
  const pageErrors = watchPageErrors(page);
  await page.goto(`${exampleUrl}${query}`);

  await expect.poll(() => types(page), { timeout: 30_000 }).toContain('stepwise-ready');
  const ready = (await heard(page)).find((e) => e.type === 'stepwise-ready')!;
  expect(ready.detail.workflowId).toBe(fx.workflowId);
  expect(ready.detail.steps.length).toBe(fx.workflow.steps.length);
  expect(ready.detail.hls).toBe(hls);
  // One <video>: the loader's, adopted by the element (the stream was not started twice).
  expect(
    await page.evaluate(
      () => document.querySelector('stepwise-player')?.shadowRoot?.querySelectorAll('video').length,
    ),
  ).toBe(1);

  // It plays: time advances on the video inside the element's shadow root.
  const currentTime = () =>
    page.evaluate(
      () =>
        document.querySelector('stepwise-player')?.shadowRoot?.querySelector('video')
          ?.currentTime ?? 0,
    );
  await expect.poll(currentTime, { timeout: 30_000 }).toBeGreaterThan(1);
  await expect.poll(() => types(page)).toContain('stepwise-timeupdate');
  await expect(page.locator('stepwise-player')).not.toHaveAttribute('data-paused', '');

  // Crossing into the next step raises stepwise-stepchange: seek to just before the boundary.
  const [first, second] = fx.workflow.steps;
  expect(second).toBeDefined();
  await page.evaluate(
    (time) => (document.querySelector('stepwise-player') as any).seek(time),
    first!.endTime - 0.5,
  );
  await expect
    .poll(
      async () =>
        (await heard(page)).some(
          (e) => e.type === 'stepwise-stepchange' && e.detail.stepId === second!.id,
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
  await expect(page.locator('stepwise-player')).toHaveAttribute('data-step', second!.id);
  expect(await types(page)).not.toContain('stepwise-error');
  expect(pageErrors).toEqual([]);
}

const BAD_ATTRIBUTES = [
  {
    name: 'a malformed server URL',
    query: '?server=not-a-server',
    code: 'bad-attribute',
    text: 'server="not-a-server" is not an http(s) address',
  },
  {
    name: 'an unknown language',
    query: '?lang=xx',
    code: 'bad-attribute',
    text: 'lang="xx" is not a Stepwise interface language',
  },
  {
    name: 'an unknown workflow id',
    query: '?workflow-id=wf_does_not_exist_42',
    code: null,
    text: null,
  },
];

for (const bad of BAD_ATTRIBUTES) {
  test(`${bad.name}: the error state with a clear message, no page error`, async ({ page }) => {
    const pageErrors = watchPageErrors(page);
    await page.goto(`${exampleUrl}${bad.query}`);
    const alert = page.locator('stepwise-player [role="alert"]');
    await expect(alert).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('stepwise-player')).toHaveAttribute('data-state', 'error');
    await expect.poll(() => types(page)).toContain('stepwise-error');
    const error = (await heard(page)).find((e) => e.type === 'stepwise-error')!;
    if (bad.code) expect(error.detail.code).toBe(bad.code);
    if (bad.text) {
      expect(error.detail.message).toContain(bad.text);
      await expect(alert).toContainText(bad.text);
    } else {
      // Whatever the server answers for a workflow it does not know, the viewer reads why.
      expect(error.detail.message.length).toBeGreaterThan(0);
      expect((await alert.textContent())?.trim().length).toBeGreaterThan(10);
    }
    expect(await types(page)).not.toContain('stepwise-ready');
    expect(pageErrors).toEqual([]);
  });
}
