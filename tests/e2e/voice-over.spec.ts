/**
 * Issue 22, the voice-over editor (/editor/{id}/voice-over) in Chromium, on a processed workflow
 * of its own on the server without AI services (text to speech there is espeak-ng, installed on
 * this machine): three English blocks added at the playhead, typed, generated all at once and
 * polled to completed; saved, reloaded and back. Then a take recorded with Chromium's fake
 * microphone (a 3 s countdown, pause and resume, finish) becomes a recording block at the
 * playhead where recording began, with every other control disabled while it records.
 */
import { getTextToSpeechHistories, type Api } from '@stepwise/api';
import { formatTimecode } from '@stepwise/core';
import { expect, test, type Page } from '@playwright/test';
import { PortalPage } from '../fixtures/portal-page.js';
import { PUBLISHER, signedInApi } from './support/api-client.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium-args.js';
import { e2eEnv } from './support/e2e-env.js';
import { editorWorkflow } from './support/editor-workflow.js';

test.describe.configure({ mode: 'serial' });
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
});

const TEXTS = ['Open the cover.', 'Check the bracket.', 'Close the cover again.'];
const STARTS = [2, 12, 22];
const RECORD_AT = 40;

const title = `Voice-over ${Date.now().toString(36)}`;
let baseUrl = '';
let workflowId = '';
let publisher: Api;

test.beforeAll(async () => {
  test.setTimeout(6 * 60_000);
  const env = e2eEnv();
  baseUrl = env.plainUrl;
  publisher = await signedInApi(baseUrl, PUBLISHER, env.password);
  ({ workflowId } = await editorWorkflow(publisher, env, title));
});

async function openEditor(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/editor/${workflowId}/voice-over`);
  await expect(page.getByTestId('voice-over-editor')).toBeVisible();
  await expect(page.getByTestId('voice-over-not-configured')).toHaveCount(0);
  // The video's metadata is in: the playhead can be moved.
  await expect
    .poll(() => page.getByTestId('vo-video').evaluate((v: HTMLVideoElement) => v.readyState))
    .toBeGreaterThanOrEqual(1);
}

async function movePlayhead(page: Page, seconds: number): Promise<void> {
  const video = page.getByTestId('vo-video');
  await video.evaluate((v: HTMLVideoElement, t: number) => (v.currentTime = t), seconds);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeCloseTo(seconds, 1);
}

const blocks = (page: Page) => page.getByTestId('vo-block');
const statuses = (page: Page) =>
  blocks(page).evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.status));

test('three English blocks: add, type, generate all, save, reload', async ({ page }) => {
  await new PortalPage(page, baseUrl).signIn(PUBLISHER, e2eEnv().password);
  await openEditor(page);
  await expect(page.getByTestId('vo-empty')).toBeVisible();

  for (const [i, start] of STARTS.entries()) {
    await movePlayhead(page, start);
    await page.getByTestId('vo-add').click();
    await expect(blocks(page)).toHaveCount(i + 1);
    const block = blocks(page).nth(i);
    await expect(block.getByTestId('vo-block-time')).toContainText(formatTimecode(start));
    await block.getByTestId('vo-block-text').fill(TEXTS[i] ?? '');
  }
  expect(await statuses(page)).toEqual(['todo', 'todo', 'todo']);

  const generateAll = page.getByTestId('vo-generate-all');
  await expect(generateAll).toHaveText(/3/);
  await generateAll.click();
  await expect
    .poll(() => statuses(page), { timeout: 90_000 })
    .toEqual(['completed', 'completed', 'completed']);
  // Nothing is left to generate.
  await expect(generateAll).toBeDisabled();

  await page.getByTestId('vo-save').click();
  await expect(page.getByTestId('vo-save')).toBeDisabled();
  const [saved] = await getTextToSpeechHistories(publisher, workflowId, 'en');
  expect(saved?.blocks.map((b) => b.text)).toEqual(TEXTS);
  expect(saved?.blocks.every((b) => b.text2SpeechId !== null)).toBe(true);

  await page.reload();
  await openEditor(page);
  await expect(blocks(page)).toHaveCount(3);
  for (const [i, text] of TEXTS.entries()) {
    await expect(page.getByTestId('vo-block-text').nth(i)).toHaveValue(text);
  }
  expect(await statuses(page)).toEqual(['completed', 'completed', 'completed']);
});

test('a recorded take becomes a recording block at the playhead', async ({ page }) => {
  await new PortalPage(page, baseUrl).signIn(PUBLISHER, e2eEnv().password);
  await openEditor(page);
  await expect(page.getByTestId('vo-loading')).toHaveCount(0);
  await movePlayhead(page, RECORD_AT);

  await page.getByTestId('vo-record-start').click();
  const state = page.getByTestId('vo-recording-state');
  await expect(state).toHaveAttribute('data-state', 'countdown');
  // 001 §4: controls are disabled while counting down, recording or paused.
  await expect(page.getByTestId('vo-add')).toBeDisabled();
  await expect(state).toHaveAttribute('data-state', 'recording', { timeout: 10_000 });
  await page.waitForTimeout(1200);
  await page.getByTestId('vo-record-pause').click();
  await expect(state).toHaveAttribute('data-state', 'pause');
  await expect(page.getByTestId('vo-save')).toBeDisabled();
  await page.getByTestId('vo-record-resume').click();
  await expect(state).toHaveAttribute('data-state', 'recording');
  await page.waitForTimeout(1200);
  await page.getByTestId('vo-record-finish').click();

  const take = page.locator('[data-testid="vo-block"][data-source="recording"]');
  const panel = page.getByTestId('vo-recording');
  // The upload and its conversion on the server: the block, or the panel says what failed.
  await expect
    .poll(
      async () =>
        (await take.count()) > 0 ? 'added' : await panel.getByRole('alert').allTextContents(),
      { timeout: 60_000 },
    )
    .toBe('added');
  await expect(take).toHaveCount(1, { timeout: 60_000 });
  await expect(take).toHaveAttribute('data-status', 'completed');
  await expect(take.getByTestId('vo-block-time')).toContainText(formatTimecode(RECORD_AT));
  await expect(page.getByTestId('vo-add')).toBeEnabled();

  await page.getByTestId('vo-save').click();
  await expect(page.getByTestId('vo-save')).toBeDisabled();
  const [saved] = await getTextToSpeechHistories(publisher, workflowId, 'en');
  const recorded = saved?.blocks.find((b) => b.source === 'recording');
  expect(recorded?.startTime).toBeCloseTo(RECORD_AT, 1);
  // About 2.4 s recorded (pauses not counted); the server measured the audio.
  expect((recorded?.endTime ?? 0) - (recorded?.startTime ?? 0)).toBeGreaterThan(1.5);
});
