/**
 * Issue 17, the typed SDK: examples/react-host, a Vite React app that installed the packed
 * tarballs of @stepwise/react and the packages under it as a customer's app would, plays a
 * publicly shared workflow in <StepwisePlayer> on an origin of its own, and its `onStepChange`
 * callback receives the typed step change when the host seeks through the element's ref.
 */
import { lstatSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { e2eEnv } from './support/e2e-env.js';
import { playerWorkflow, type PlayerFixture } from './support/player-workflow.js';
import { buildReactHost, REACT_HOST, serveReactHost } from './support/react-host.js';

let fx: PlayerFixture;
let example: ChildProcess | undefined;
let exampleUrl: string;

test.beforeAll(async () => {
  // Packing, installing and building the app: about a minute with turbo's cache, a few more
  // minutes on a cold one (the eight package builds).
  test.setTimeout(12 * 60_000);
  // The workflow is made on the server while the app builds.
  [fx] = await Promise.all([playerWorkflow(e2eEnv()), buildReactHost()]);
  const served = await serveReactHost();
  example = served.process;
  exampleUrl = served.url;
  expect(new URL(exampleUrl).origin).not.toBe(new URL(fx.baseUrl).origin);
});

test.afterAll(() => {
  example?.kill('SIGTERM');
});

type Heard = { type: 'ready' | 'stepchange' | 'error'; detail: any };
const heard = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { stepwiseReactEvents?: Heard[] }).stepwiseReactEvents ?? [],
  );

test('the React host built from the packed SDK plays a public workflow and hears a typed step change', async ({
  page,
}) => {
  // Installed from the tarballs, not linked to the workspace.
  const installed = join(REACT_HOST, 'node_modules', '@stepwise', 'react');
  expect(lstatSync(installed).isSymbolicLink()).toBe(false);
  expect(JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')).name).toBe(
    '@stepwise/react',
  );

  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const query = new URLSearchParams({
    server: fx.baseUrl,
    workflow: fx.workflowId,
    token: fx.shareId,
  });
  await page.goto(`${exampleUrl}?${query}`);

  // onReady: the element loaded the workflow through the props the component turned into
  // attributes.
  await expect
    .poll(async () => (await heard(page)).map((e) => e.type), { timeout: 30_000 })
    .toContain('ready');
  const ready = (await heard(page)).find((e) => e.type === 'ready')!;
  expect(ready.detail.workflowId).toBe(fx.workflowId);
  expect(ready.detail.steps.length).toBe(fx.workflow.steps.length);

  // It plays in the element's shadow root.
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document.querySelector('stepwise-player')?.shadowRoot?.querySelector('video')
              ?.currentTime ?? 0,
        ),
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0.5);

  // The page seeks through the ref (the element) to just before the first step ends; crossing
  // into the second reaches onStepChange with the step.
  const [, second] = fx.workflow.steps;
  expect(second).toBeDefined();
  await page.getByRole('button', { name: 'To the end of the first step' }).click();
  await expect
    .poll(
      async () =>
        (await heard(page)).find((e) => e.type === 'stepchange' && e.detail.stepId === second!.id)
          ?.detail,
      { timeout: 20_000 },
    )
    .toEqual({ stepId: second!.id, index: 1, cause: 'playback' });
  await expect(page.getByTestId('current-step')).toHaveText(`Step 2: ${second!.id} (playback)`);
  expect((await heard(page)).filter((e) => e.type === 'error')).toEqual([]);
  expect(pageErrors).toEqual([]);
});
