/**
 * Issue 3, first must-show, with speech-to-text: the server's AI_BASE_URL is a local stand-in
 * speaking the OpenAI transcription protocol. The transcript is stored with timings, the steps
 * are titled from it, and the explorer search finds a spoken word and opens its step.
 */
import { getWorkflowSteps } from '@stepwise/api';
import { expect, test } from '@playwright/test';
import { PortalPage } from '../fixtures/portal-page.js';
import { PUBLISHER, signedInApi } from './support/api-client.js';
import { e2eEnv } from './support/e2e-env.js';
import { SPOKEN_SEARCH_WORD } from './support/test-video-script.js';

test('transcript with timings, step titles and spoken-word search', async ({ page }) => {
  const env = e2eEnv();
  const portal = new PortalPage(page, env.aiUrl);
  const title = 'Bracket assembly with speech';

  await portal.signIn(PUBLISHER, env.password);
  await portal.openWorkspace('Assembly Line');
  await portal.uploadVideo(env.video.file, title);
  const card = portal.card(title);
  const log = await portal.watchProcessing(title, 'unpublished', 4 * 60_000);
  expect(log.progress.some((p) => p > 0 && p < 1)).toBe(true);
  await portal.cardTool(title, 'Publish');
  await portal.confirm('Publish');
  await expect(card.getByTestId('card-status')).toHaveAttribute('data-status', 'published');
  const workflowId = (await card.getAttribute('data-workflow-id'))!;

  // The transcript, stored per step with sentence and word timings (step-relative).
  const api = await signedInApi(env.aiUrl, PUBLISHER, env.password);
  const steps = await getWorkflowSteps(api, workflowId);
  const boundaries = steps.slice(1).map((s) => s.startTime);
  expect(
    env.video.cuts.filter((c) => boundaries.some((b) => Math.abs(b - c) <= 1)).length,
  ).toBeGreaterThanOrEqual(2);
  const heard = steps.flatMap((step) =>
    (step.transcriptions.en ?? []).map((s) => ({
      ...s,
      at: step.startTime + s.startTime,
      stepId: step.id,
    })),
  );
  expect(heard.map((s) => s.sentence)).toEqual(env.video.speech.map((p) => p.text));
  for (const [i, phrase] of env.video.speech.entries()) {
    expect(Math.abs(heard[i]!.at - phrase.start)).toBeLessThan(0.05);
    expect(heard[i]!.words?.length).toBeGreaterThan(3);
  }
  // Each step is titled with the first sentence said in it.
  for (const step of steps) {
    const first = heard.find((s) => s.stepId === step.id);
    if (first) expect(step.title.en).toBe(first.sentence);
  }

  // Search for a word that is only said, never written.
  const spoken = heard.find((s) => s.sentence.toLowerCase().includes(SPOKEN_SEARCH_WORD))!;
  // The header's search button opens the explorer search (000 §2 shell).
  await page.getByTestId('header-search').click();
  await page.getByTestId('search-input').fill(SPOKEN_SEARCH_WORD);
  await page.getByTestId('search-input').press('Enter');
  await expect(page).toHaveURL(/\/explorer-search-main\?keyword=torque/);
  const result = page.getByTestId('search-result').filter({ hasText: title });
  await expect(result).toHaveCount(1);
  const match = result.getByTestId('search-match').first();
  await expect(match.locator('mark')).toHaveText(new RegExp(SPOKEN_SEARCH_WORD, 'i'));
  await expect(match).toHaveAttribute('data-step-id', spoken.stepId);
  await match.click();

  // The address then follows the step being played: /playermain/{id}/{stepId}.
  await expect(page).toHaveURL(new RegExp(`/playermain/${workflowId}(/${spoken.stepId})?\\?step=`));
  await expect(page.getByTestId('player-route').locator('.sw-player-root')).toHaveAttribute(
    'data-step',
    spoken.stepId,
  );
  await portal.expectVideoPlays();
  const at = await page
    .getByTestId('player-route')
    .locator('video')
    .evaluate((v: HTMLVideoElement) => v.currentTime);
  expect(at).toBeGreaterThanOrEqual(spoken.at - 1);
});
