/**
 * Issue 6, the iframe bridge: examples/iframe-host, served from an origin of its own that the
 * organisation allows, frames the public player (/p/{workflowId}?shareToken=…) and drives it
 * through the host SDK (/embed/v1/host.js, Stepwise.connect): play, pause, goToStep and the
 * player's events round-trip. A message posted to the player from an origin that is not allowed,
 * malformed messages from the host, and a flood of foreign messages change nothing: the player's
 * state stays as it was and the channel keeps working.
 *
 * Issue 16: the host page is on another site than the server (support/example-server.ts), so
 * the player's frame is third-party: storage denied (this project) or partitioned with
 * third-party cookies blocked (the `third-party-cookies-blocked` project runs the tests tagged
 * @third-party again). It plays and the SDK round-trips from the share token alone.
 */
import { expect, test, type Frame, type Page } from '@playwright/test';
import { e2eEnv } from './support/e2e-env.js';
import { startExample, type ExampleServer } from './support/example-server.js';
import { allowOrigins, VIEWER } from './support/intranet-page.js';
import { playerWorkflow, type PlayerFixture } from './support/player-workflow.js';
import { frameStorage, thirdPartyStorage } from './support/third-party.js';

let fx: PlayerFixture;
let host: ExampleServer;
/** A second example server: another origin, not in the allow-list. */
let foreign: ExampleServer;
let restoreOrigins: (() => Promise<void>) | undefined;

test.beforeAll(async () => {
  test.setTimeout(6 * 60_000);
  const env = e2eEnv();
  fx = await playerWorkflow(env);
  const args = ['--server', fx.baseUrl, '--workflow', fx.workflowId, '--token', fx.shareId];
  [host, foreign] = await Promise.all([
    startExample('iframe-host', args),
    startExample('iframe-host', args),
  ]);
  expect(host.origin).not.toBe(new URL(fx.baseUrl).origin);
  // Another site, not only another origin: the player's frame is a third-party frame.
  expect(new URL(host.url).hostname).not.toBe(new URL(fx.baseUrl).hostname);
  expect(foreign.origin).not.toBe(host.origin);
  // The organisation allows the host page (adding to what is there; only it comes out after).
  restoreOrigins = await allowOrigins(fx.baseUrl, env.password, [host.origin]);
});

test.afterAll(async () => {
  await restoreOrigins?.();
  host?.stop();
  foreign?.stop();
});

type Heard = { type: string; detail: any };
const heard = (page: Page) =>
  page.evaluate(() => (window as unknown as { hostEvents: Heard[] }).hostEvents);
const types = async (page: Page) => (await heard(page)).map((e) => e.type);
const state = (page: Page) => page.evaluate(() => (window as any).player.getState());

function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function openHost(page: Page) {
  await page.goto(host.url);
  await expect.poll(() => types(page), { timeout: 30_000 }).toContain('ready');
  const ready = (await heard(page)).find((e) => e.type === 'ready')!;
  expect(ready.detail).toEqual({ workflowId: fx.workflowId, steps: fx.workflow.steps.length });
}

async function playThenPause(page: Page) {
  // The host's button: a click in the top page, which lends the frame (allow="autoplay") its
  // user activation.
  await page.getByRole('button', { name: 'Play' }).click();
  await expect.poll(async () => (await state(page)).paused, { timeout: 20_000 }).toBe(false);
  await expect.poll(async () => (await state(page)).time, { timeout: 30_000 }).toBeGreaterThan(1);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect.poll(async () => (await state(page)).paused).toBe(true);
}

test('play, pause, goToStep and the events round-trip between the host page and the iframe @third-party', async ({
  page,
}, testInfo) => {
  const pageErrors = watchPageErrors(page);
  await openHost(page);
  // The player's frame is a third-party one: it played without its site's storage.
  const player = page.frames().find((f) => /\/p\//.test(f.url()))!;
  expect(await frameStorage(player)).toBe(thirdPartyStorage(testInfo));
  await playThenPause(page);
  // timeupdate crossed the frame while it played.
  expect(await page.evaluate(() => (window as any).lastTimeupdate?.time)).toBeGreaterThan(0);

  const second = fx.workflow.steps[1]!;
  await page.getByRole('combobox', { name: 'Step' }).selectOption(second.id);
  await page.getByRole('button', { name: 'Go to step' }).click();
  await expect
    .poll(async () =>
      (await heard(page)).some(
        (e) =>
          e.type === 'stepchange' && e.detail.stepId === second.id && e.detail.cause === 'host',
      ),
    )
    .toBe(true);
  const after = await state(page);
  expect(after).toMatchObject({ workflowId: fx.workflowId, stepId: second.id, stepIndex: 1 });
  expect(after.time).toBeGreaterThanOrEqual(second.startTime - 0.5);

  // A bad call is refused by the widget, across the frame, without breaking anything.
  const refused = await page.evaluate(() =>
    (window as any).player.goToStep('no-such-step').then(
      () => 'resolved',
      (e: { code: string }) => e.code,
    ),
  );
  expect(refused).toBe('remote');
  expect(await types(page)).not.toContain('error');
  expect(pageErrors).toEqual([]);
});

test('the signed-in embed on another site gets its session from the host page, plays and round-trips @third-party', async ({
  page,
}, testInfo) => {
  // The same page framing /playerembed; its backend signs the demo viewer in and hands the frame
  // a short-lived access token when it asks (Stepwise.connect's `token`).
  const embed = await startExample('iframe-host', [
    ...['--server', fx.baseUrl, '--workflow', fx.workflowId, '--embed'],
    ...['--email', VIEWER, '--password', e2eEnv().password],
  ]);
  const restore = await allowOrigins(fx.baseUrl, e2eEnv().password, [embed.origin]);
  try {
    const pageErrors = watchPageErrors(page);
    await page.goto(embed.url);
    await expect.poll(() => types(page), { timeout: 30_000 }).toContain('ready');
    const frame = page.frames().find((f) => /\/playerembed\//.test(f.url()))!;
    expect(await frameStorage(frame)).toBe(thirdPartyStorage(testInfo));
    await playThenPause(page);
    expect(await state(page)).toMatchObject({ workflowId: fx.workflowId, paused: true });
    // The handed token stayed in the frame's memory: nothing in this site's partition.
    if (thirdPartyStorage(testInfo) === 'available') {
      expect(await frame.evaluate(() => Object.keys(window.localStorage))).not.toContain(
        'stepwise.session',
      );
    }
    expect(await types(page)).not.toContain('error');
    expect(pageErrors).toEqual([]);
  } finally {
    await restore();
    embed.stop();
  }
});

test('messages from another origin, malformed messages and a flood of foreign ones change nothing', async ({
  page,
}) => {
  await openHost(page);
  await playThenPause(page);
  const before = await state(page);

  // A frame of another origin (not allowed) inside the host page posts a well-formed call to the
  // player's window, as a JSON string and as an object, with the counters the channel would use.
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.id = 'foreign';
    frame.src = src;
    document.body.append(frame);
  }, `${foreign.url}?workflow-id=none`);
  await expect.poll(() => page.frames().some((f) => f.url().startsWith(foreign.origin))).toBe(true);
  const intruder = page.frames().find((f) => f.url().startsWith(foreign.origin)) as Frame;
  await intruder.waitForLoadState();
  await intruder.evaluate(() => {
    const player = window.parent.frames[0]!;
    for (let counter = 0; counter < 50; counter++) {
      for (const method of ['play', 'seek', 'goToStep']) {
        const packet = {
          type: 'method',
          serviceID: 'stepwise-bridge',
          id: 9000 + counter,
          method,
          params: method === 'seek' ? { time: 3 } : method === 'goToStep' ? { stepId: 'x' } : {},
          counter,
        };
        player.postMessage(JSON.stringify(packet), '*');
        player.postMessage(packet, '*');
      }
    }
  });

  // The host page itself (an allowed origin) posts malformed messages: not JSON, the wrong
  // service, a packet without its fields, a huge string, other libraries' objects.
  await page.evaluate((origin) => {
    const player = (document.getElementById('player') as HTMLIFrameElement).contentWindow!;
    const junk: unknown[] = [
      '{not json',
      JSON.stringify({
        type: 'method',
        serviceID: 'other-service',
        id: 1,
        method: 'play',
        counter: 0,
      }),
      JSON.stringify({ type: 'method', serviceID: 'stepwise-bridge', method: 'play' }),
      JSON.stringify({ type: 'reply', serviceID: 'stepwise-bridge', id: 'x', counter: -1 }),
      'x'.repeat(600_000),
      { source: 'react-devtools', payload: { play: true } },
      null,
      42,
    ];
    for (const message of junk) player.postMessage(message, origin);
  }, new URL(fx.baseUrl).origin);

  // A flood of foreign traffic from both frames.
  await intruder.evaluate(() => {
    const player = window.parent.frames[0]!;
    for (let i = 0; i < 3_000; i++) player.postMessage({ flood: i, text: 'x'.repeat(64) }, '*');
  });
  await page.evaluate((origin) => {
    const player = (document.getElementById('player') as HTMLIFrameElement).contentWindow!;
    for (let i = 0; i < 3_000; i++) player.postMessage(JSON.stringify({ flood: i }), origin);
  }, new URL(fx.baseUrl).origin);

  // Give the player time to act on anything it (wrongly) accepted.
  await page.waitForTimeout(1_500);
  const after = await state(page);
  expect(after.paused).toBe(true);
  expect(after.stepId).toBe(before.stepId);
  expect(Math.abs(after.time - before.time)).toBeLessThan(0.25);

  // The channel still works both ways: a call, then its event.
  const third = fx.workflow.steps[2] ?? fx.workflow.steps[0]!;
  await page.evaluate((id) => (window as any).player.goToStep(id), third.id);
  await expect
    .poll(async () =>
      (await heard(page)).some((e) => e.type === 'stepchange' && e.detail.stepId === third.id),
    )
    .toBe(true);
  expect((await state(page)).stepId).toBe(third.id);
});
