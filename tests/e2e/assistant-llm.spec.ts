/**
 * Issue 7, the OpenAI-compatible answer path end to end: the 'ai' server's AI_BASE_URL is the
 * local stand-in, which speaks the streaming chat-completions protocol (and cites the numbered
 * passages it is given). Through the intranet example: an answer streams from the model, the
 * widget says it is an AI answer and its references are the passages it cited; then the stand-in
 * drops the stream mid-answer, the widget shows the stream error message, and the chat stays
 * usable: the next question gets an answer.
 */
import { expect, test } from '@playwright/test';
import { AGENTIC_ERRORS } from '@stepwise/core';
import { e2eEnv } from './support/e2e-env.js';
import type { ExampleServer } from './support/example-server.js';
import { allowOrigins, IntranetPage, startIntranet } from './support/intranet-page.js';
import { playerWorkflow, type PlayerFixture } from './support/player-workflow.js';

let fx: PlayerFixture;
let intranet: ExampleServer;
let restoreOrigins: (() => Promise<void>) | undefined;

/** Switches the stand-in ('once': for the next streamed answer only, so other specs see 'cite'). */
async function standIn(mode: 'cite' | 'drop', once = false): Promise<void> {
  const res = await fetch(e2eEnv().aiStandInControl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode, once }),
  });
  expect(res.status).toBe(200);
}

test.beforeAll(async () => {
  test.setTimeout(6 * 60_000);
  const env = e2eEnv();
  fx = await playerWorkflow(env);
  intranet = await startIntranet(fx.baseUrl, env.password, fx);
  restoreOrigins = await allowOrigins(fx.baseUrl, env.password, [intranet.origin]);
});

test.afterAll(async () => {
  await standIn('cite');
  await restoreOrigins?.();
  intranet?.stop();
});

test('an answer streams from the model; a dropped stream shows its message and the chat goes on', async ({
  page,
}) => {
  const speech = e2eEnv().video.speech;
  const intranetPage = new IntranetPage(page);
  await intranetPage.open(intranet.url);
  await intranetPage.openLauncher();
  await intranetPage.recordText();

  // 1. The model's answer: the passages it was given, cited, streamed in pieces.
  await intranetPage.ask('Where do the brackets come from?');
  const label = intranetPage.assistant.getByText('AI answer');
  await expect(label.first()).toBeVisible({ timeout: 30_000 });
  await expect(intranetPage.references().first()).toBeVisible();
  const said = speech.find((s) => s.text.includes('red bin'))!;
  await expect(intranetPage.assistant.getByText(said.text).first()).toBeVisible();
  const texts = await intranetPage.texts();
  const whole = texts.findIndex((t) => t.includes(said.text));
  // Before the whole sentence was there, part of it was: it grew.
  const firstWords = said.text.split(' ').slice(0, 2).join(' ');
  expect(texts.slice(0, whole).some((t) => t.includes(firstWords))).toBe(true);
  await expect(label).toHaveCount(1);
  expect(await intranetPage.statuses(1)).toEqual(['loading', 'streaming', 'complete']);

  // 2. The stream breaks mid-answer: the widget says so in the spec's words.
  await standIn('drop', true);
  await intranetPage.ask('How many bolts go in?');
  await expect(intranetPage.assistant.getByText(AGENTIC_ERRORS.stream_error).first()).toBeVisible({
    timeout: 30_000,
  });
  // Part of the answer had come before the break.
  expect(await intranetPage.statuses(2)).toEqual(['loading', 'streaming', 'error']);

  // 3. The chat stays usable: the next question in the same chat is answered by the model.
  const labels = await label.count();
  await intranetPage.ask('What do I check on each bolt?');
  await expect(label).toHaveCount(labels + 1, { timeout: 30_000 });
  await expect(intranetPage.assistant.locator('[data-status]').nth(2)).toHaveAttribute(
    'data-status',
    'complete',
  );
  const torque = speech.find((s) => s.text.includes('torque'))!;
  await expect(intranetPage.assistant.getByText(torque.text).first()).toBeVisible();
});
