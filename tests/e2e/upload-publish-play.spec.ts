/**
 * Issue 3, first must-show: sign in, upload the 60 s test video through the dialog, watch the
 * card go processing -> unpublished with live progress, publish it with the tools menu, check
 * its steps start at the scene changes, and play its HLS in Chromium to a first frame.
 */
import { getWorkflowSteps } from '@stepwise/api';
import { expect, test } from '@playwright/test';
import { PortalPage } from '../fixtures/portal-page.js';
import { PUBLISHER, signedInApi } from './support/api-client.js';
import { e2eEnv } from './support/e2e-env.js';

test('upload, live processing, publish and playback (no speech-to-text)', async ({ page }) => {
  const env = e2eEnv();
  const portal = new PortalPage(page, env.plainUrl);
  const title = 'Bracket assembly';

  await portal.signIn(PUBLISHER, env.password);
  await portal.openWorkspace('Assembly Line');
  // Other specs publish workflows on this server too (annotations, dubbing): the count is read
  // first and must rise, live, when this one is published.
  const published = page.getByTestId('count-published').locator('dd');
  await expect(published).toHaveText(/^\d+$/);
  const before = Number(await published.textContent());
  await portal.uploadVideo(env.video.file, title);

  const card = portal.card(title);
  await expect(card).toHaveCount(1);
  const log = await portal.watchProcessing(title, 'unpublished', 4 * 60_000);
  test.info().annotations.push({ type: 'processing', description: JSON.stringify(log) });
  // Transcoding while the HLS ladder is made, then processing, then unpublished: live.
  expect(log.statuses).toContain('processing');
  expect(log.statuses.indexOf('processing')).toBeLessThan(log.statuses.indexOf('unpublished'));
  expect(log.statuses.at(-1)).toBe('unpublished');
  expect(log.progress.some((p) => p > 0 && p < 1)).toBe(true);

  await portal.cardTool(title, 'Publish');
  await portal.confirm('Publish');
  await expect(card.getByTestId('card-status')).toHaveAttribute('data-status', 'published');
  await expect
    .poll(async () => Number(await published.textContent()), { timeout: 10_000 })
    .toBeGreaterThan(before);

  const workflowId = await card.getAttribute('data-workflow-id');
  expect(workflowId).toBeTruthy();
  const api = await signedInApi(env.plainUrl, PUBLISHER, env.password);
  const steps = await getWorkflowSteps(api, workflowId!);
  const boundaries = steps.slice(1).map((s) => s.startTime);
  const atCuts = env.video.cuts.filter((cut) => boundaries.some((b) => Math.abs(b - cut) <= 1));
  test.info().annotations.push({
    type: 'steps',
    description: `boundaries ${boundaries.join(', ')}; cuts ${env.video.cuts.join(', ')}`,
  });
  expect(atCuts.length).toBeGreaterThanOrEqual(2);

  await card.getByRole('link', { name: `Play ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/playermain/${workflowId}`));
  await page.getByTestId('player-route').getByRole('button', { name: 'Step menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Steps' }).getByRole('listitem')).toHaveCount(
    steps.length,
  );
  const playing = await portal.expectVideoPlays();
  test.info().annotations.push({ type: 'hls', description: JSON.stringify(playing) });
  expect(playing.width).toBeGreaterThan(0);
});
