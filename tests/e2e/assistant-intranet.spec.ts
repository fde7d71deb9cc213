/**
 * Issue 7, the assistant on an intranet: examples/intranet, on an origin of its own that the
 * organisation allows, drops in <stepwise-assistant> with one script tag; its backend passes the
 * signed-in person's access token (the demo viewer). On the 'plain' server (no model: offline
 * answers quoting the transcript) a question streams its answer in with references, and a
 * reference seeks the page's <stepwise-player> to that step and time. A page on an origin that is
 * not allowed gets no answer: the browser blocks it (CORS) and the widget says the network failed.
 * Issue 16: the intranet is on another site than the server; the test tagged @third-party runs
 * again with third-party cookies blocked (playwright.config.ts).
 */
import { expect, test } from '@playwright/test';
import { AGENTIC_ERRORS } from '@stepwise/core';
import { e2eEnv } from './support/e2e-env.js';
import type { ExampleServer } from './support/example-server.js';
import { allowOrigins, IntranetPage, startIntranet } from './support/intranet-page.js';
import { playerWorkflow, type PlayerFixture } from './support/player-workflow.js';
import { SPOKEN_SEARCH_WORD } from './support/test-video-script.js';

// One worker runs both tests after one beforeAll (one pair of example servers, one allow-list
// change).
test.describe.configure({ mode: 'default' });

let fx: PlayerFixture;
let intranet: ExampleServer;
/** The same page on another origin, not in the allow-list. */
let foreign: ExampleServer;
let restoreOrigins: (() => Promise<void>) | undefined;

test.beforeAll(async () => {
  test.setTimeout(6 * 60_000);
  const env = e2eEnv();
  fx = await playerWorkflow(env, 'Player e2e', 'plain');
  [intranet, foreign] = await Promise.all([
    startIntranet(fx.baseUrl, env.password, fx),
    startIntranet(fx.baseUrl, env.password, fx),
  ]);
  expect(intranet.origin).not.toBe(new URL(fx.baseUrl).origin);
  expect(new URL(intranet.url).hostname).not.toBe(new URL(fx.baseUrl).hostname);
  expect(foreign.origin).not.toBe(intranet.origin);
  restoreOrigins = await allowOrigins(fx.baseUrl, env.password, [intranet.origin]);
});

test.afterAll(async () => {
  await restoreOrigins?.();
  intranet?.stop();
  foreign?.stop();
});

/** The step whose transcript says the search word (the last scene: "Check the torque…"). */
function spokenStep() {
  const step = fx.workflow.steps.find((s) =>
    (s.transcriptions[fx.workflow.languageCode] ?? []).some((t) =>
      t.sentence.toLowerCase().includes(SPOKEN_SEARCH_WORD),
    ),
  );
  const spoken = e2eEnv().video.speech.find((s) =>
    s.text.toLowerCase().includes(SPOKEN_SEARCH_WORD),
  );
  if (!step || !spoken) throw new Error(`no step says "${SPOKEN_SEARCH_WORD}"`);
  // Step numbers as people read them: 1-based positions.
  return { step, spoken, number: fx.workflow.steps.indexOf(step) + 1 };
}

test('a question on the intranet streams an offline answer; its reference seeks the page’s player @third-party', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const intranetPage = new IntranetPage(page);
  await intranetPage.open(intranet.url);
  await intranetPage.openLauncher();
  await intranetPage.recordText();

  // Phrased unlike the transcript ("Check the torque marking on each bolt.").
  await intranetPage.ask('How do I verify the torque is right?');
  const { step, spoken, number } = spokenStep();
  await expect(intranetPage.assistant.getByText('Answered from your workflows')).toBeVisible({
    timeout: 30_000,
  });
  await expect(intranetPage.assistant.locator('[data-status]')).toHaveAttribute(
    'data-status',
    'complete',
  );
  // The offline answer quotes the transcript itself.
  await expect(intranetPage.assistant.getByText(spoken.text).first()).toBeVisible();
  const cards = intranetPage.references();
  await expect(cards.first()).toBeVisible();

  // It came in as a stream: the exchange went from loading (through streaming, which the
  // offline answer's few pieces may pass in one frame) to complete, and the question stood there
  // before its answer did.
  const statuses = await intranetPage.statuses(1);
  expect(statuses[0]).toBe('loading');
  expect(statuses.at(-1)).toBe('complete');
  expect(statuses.filter((s) => s !== 'streaming')).toEqual(['loading', 'complete']);
  const texts = await intranetPage.texts();
  const answered = texts.findIndex((t) => t.includes(spoken.text));
  expect(answered).toBeGreaterThan(0);
  expect(texts.slice(0, answered).some((t) => t.includes('How do I verify the torque'))).toBe(true);

  // The card for the step that says it.
  const card = intranetPage.assistant.getByRole('button', {
    name: new RegExp(`^Open .*, step ${number}: `),
  });
  await card.first().click();

  // The page says where, and its player is there (±1 s).
  await expect(page.locator('#reference')).toContainText(`Step ${number} `);
  await expect(page.locator('#reference')).toHaveAttribute('data-step-id', step.id);
  // The reference points at the sentence that answers, not just its step.
  const time = Number(await page.locator('#reference').getAttribute('data-time'));
  expect(Math.abs(time - spoken.start)).toBeLessThanOrEqual(1);
  const state = () =>
    page.evaluate(() => (document.querySelector('stepwise-player') as any)?.getState() ?? null);
  await expect.poll(async () => (await state())?.stepId, { timeout: 30_000 }).toBe(step.id);
  await expect
    .poll(async () => Math.abs(((await state())?.time ?? -10) - spoken.start), { timeout: 30_000 })
    .toBeLessThanOrEqual(1);
  expect(errors).toEqual([]);
});

test('a question no workflow covers is declined in the widget, with the closest workflow as related', async ({
  page,
}) => {
  const intranetPage = new IntranetPage(page);
  await intranetPage.open(intranet.url);
  await intranetPage.openLauncher();
  // About torque and bolts, but of a part no workflow covers (issue 15).
  await intranetPage.ask('What torque do the M20 bolts on the crane hook need?');
  const exchange = intranetPage.assistant.locator('[part="exchange"]').last();
  await expect(exchange).toHaveAttribute('data-status', 'complete', { timeout: 30_000 });
  await expect(exchange.locator('[part="declined"]')).toContainText(
    'No workflow covers this question',
  );
  await expect(exchange.getByText('Related workflows')).toBeVisible();
  await expect(exchange.locator('[part="related"] li').first()).toBeVisible();
  await expect(exchange.locator('[part="references"]')).toHaveCount(0);
  await expect(exchange.getByText('Answered from your workflows')).toHaveCount(0);
});

test('a page on an origin that is not allowed gets no answer: the widget says the network failed', async ({
  page,
}) => {
  const intranetPage = new IntranetPage(page);
  await intranetPage.open(foreign.url);
  await intranetPage.openLauncher();
  await intranetPage.ask('How do I verify the torque is right?');
  await expect(intranetPage.assistant.getByText(AGENTIC_ERRORS.network_error).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(intranetPage.references()).toHaveCount(0);
  await expect(intranetPage.assistant.getByText('Answered from your workflows')).toHaveCount(0);
});
