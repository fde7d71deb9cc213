/**
 * Issue 21 must-show, the advanced editor (/editor/{id}) in Chromium: on a processed workflow
 * with a transcript, cut 3 s from the middle (I, O, Delete), split a step at the playhead (S),
 * rename it (F2), undo and redo, save; the re-render finishes in the editor's own header; then
 * the player plays a video 3 s shorter whose steps and subtitles line up with the new times: the
 * first frame of each step within 0.2 s of its start, a sentence's subtitle within 0.3 s of its
 * new start.
 *
 * The 60 s test video has scenes cut at 12, 27 and 41 s and a sentence in each (2, 14, 29, 43 s):
 * the cut is 33-36 s (inside the third scene, between sentences), the split at 6 s. Runs on the
 * 'ai' server (its speech-to-text stand-in gives the transcript) with a fresh workflow of its own,
 * published only once it is cut (the signed-in player plays published workflows); other specs
 * look for theirs by title.
 */
import { getPlayerWorkflow, getWorkflowEdits, publishWorkflow, type Api } from '@stepwise/api';
import {
  applySegment,
  formatTimecode,
  isRefused,
  replay,
  timelineSentences,
  timelineSteps,
  type EditSegment,
  type EditState,
  type PlayerWorkflow,
} from '@stepwise/core';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PortalPage } from '../fixtures/portal-page.js';
import { PUBLISHER, signedInApi } from './support/api-client.js';
import { e2eEnv } from './support/e2e-env.js';
import { editorWorkflow, hlsDuration } from './support/editor-workflow.js';
import { PlayerPage } from './support/player-page.js';

test.describe.configure({ mode: 'serial' });

const CUT = { start: 33, end: 36 };
const SPLIT_AT = 6;
const NEW_TITLE = 'Inspect the bracket';

const title = `Advanced editor ${Date.now().toString(36)}`;
let baseUrl = '';
let workflowId = '';
let publisher: Api;
let before: PlayerWorkflow;

test.beforeAll(async () => {
  test.setTimeout(6 * 60_000);
  const env = e2eEnv();
  baseUrl = env.aiUrl;
  publisher = await signedInApi(baseUrl, PUBLISHER, env.password);
  ({ workflowId } = await editorWorkflow(publisher, env, title));
  before = await getPlayerWorkflow(publisher, workflowId);
  expect(before.steps.length).toBeGreaterThan(1);
});

async function signIn(page: Page): Promise<void> {
  await new PortalPage(page, baseUrl).signIn(PUBLISHER, e2eEnv().password);
}

const playheadOf = async (scrub: Locator) => Number(await scrub.getAttribute('aria-valuenow'));

/** Moves the playhead to a whole second with Shift+arrows (a second each), as a user would. */
async function movePlayheadTo(page: Page, scrub: Locator, seconds: number): Promise<void> {
  await scrub.focus();
  const from = Math.round(await playheadOf(scrub));
  const key = seconds > from ? 'Shift+ArrowRight' : 'Shift+ArrowLeft';
  for (let i = 0; i < Math.abs(seconds - from); i += 1) await page.keyboard.press(key);
  await expect.poll(() => playheadOf(scrub)).toBeCloseTo(seconds, 2);
}

/** The edit the test makes, in core's terms: what the player must show afterwards. */
function expectedState(base: EditState, splitId: string): EditState {
  const edits: EditSegment[] = [
    { type: 'delete', start: CUT.start, end: CUT.end, target: 'cut' },
    { type: 'insert', at: SPLIT_AT, stepId: splitId },
    { type: 'adjust', target: 'title', stepId: splitId, title: NEW_TITLE },
  ];
  let state = base;
  for (const edit of edits) {
    const next = applySegment(state, edit);
    if (isRefused(next)) throw new Error(next.message);
    state = next;
  }
  return state;
}

/** The media time of the first frame the player presents from now on. */
function firstFrameTime(video: Locator): Promise<number> {
  return video.evaluate(
    (v: HTMLVideoElement) =>
      new Promise<number>((resolve) => {
        v.requestVideoFrameCallback((_now, frame) => resolve(frame.mediaTime));
      }),
  );
}

test('cut, split, rename, undo and redo, save: the re-render finishes and the player lines up', async ({
  page,
}) => {
  test.setTimeout(8 * 60_000);
  const originalDoc = await getWorkflowEdits(publisher, workflowId);
  const duration = originalDoc.original.duration;
  expect(duration).toBeGreaterThan(CUT.end + 5);

  await signIn(page);
  await page.goto(`${baseUrl}/editor/${workflowId}`);
  const editor = page.getByTestId('video-editor');
  await expect(editor).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect
    .poll(() => page.getByTestId('editor-video').evaluate((v: HTMLVideoElement) => v.readyState), {
      timeout: 60_000,
    })
    .toBeGreaterThanOrEqual(1);
  const steps = page.getByTestId('editor-step');
  await expect(steps).toHaveCount(before.steps.length);
  await expect(page.getByTestId('editor-subtitle').first()).toBeVisible();

  // The '?' help lists the shortcuts.
  await page.getByTestId('editor-help').click();
  await expect(page.getByTestId('editor-help-panel')).toContainText(
    'Split the step at the playhead',
  );
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('editor-help-panel')).toHaveCount(0);

  // Cut 33-36 s: I at 33, O at 36, Delete.
  const scrub = page.getByTestId('editor-scrub');
  const clock = page.getByTestId('editor-playhead-time');
  await movePlayheadTo(page, scrub, CUT.start);
  await page.keyboard.press('i');
  await movePlayheadTo(page, scrub, CUT.end);
  await page.keyboard.press('o');
  await expect(page.getByTestId('editor-range')).toContainText(
    `${formatTimecode(CUT.start)} – ${formatTimecode(CUT.end)}`,
  );
  await page.keyboard.press('Delete');
  await expect(clock).toContainText(`/ ${formatTimecode(duration - 3)}`);
  await expect(page.getByTestId('editor-save-state')).toHaveText('Unsaved changes');
  // The playhead waits at the cut.
  await expect.poll(() => playheadOf(scrub)).toBeCloseTo(CUT.start, 2);

  // Split at 6 s: a new step, selected.
  await movePlayheadTo(page, scrub, SPLIT_AT);
  await page.keyboard.press('s');
  await expect(steps).toHaveCount(before.steps.length + 1);
  const selected = page.locator('[data-testid="editor-step"][aria-pressed="true"]');
  await expect(selected).toHaveCount(1);
  await expect(selected).toHaveAccessibleName(/^Step 2: .*, starts at 00:06:00$/);

  // Rename it in place: F2, type, Enter.
  await selected.focus();
  await page.keyboard.press('F2');
  const rename = page.getByTestId('editor-step-rename');
  await rename.fill(NEW_TITLE);
  await rename.press('Enter');
  await expect(steps.nth(1)).toContainText(NEW_TITLE);

  // Undo (Ctrl+Z) takes the rename back; Redo (the button) restores it.
  await scrub.focus();
  await page.keyboard.press('Control+z');
  await expect(steps.nth(1)).not.toContainText(NEW_TITLE);
  await expect(steps).toHaveCount(before.steps.length + 1);
  await page.getByTestId('editor-redo').click();
  await expect(steps.nth(1)).toContainText(NEW_TITLE);
  await expect(page.getByTestId('editor-redo')).toBeDisabled();

  // Save: the video changed, so it is re-rendered; the editor is read-only meanwhile.
  await page.getByTestId('editor-save').click();
  const state = page.getByTestId('editor-save-state');
  await expect(state).toHaveAttribute('data-state', 'rendering');
  await expect(page.getByTestId('editor-render-progress')).toBeVisible();
  await expect(editor).toHaveAttribute('data-rendering', 'true');
  await expect(page.getByTestId('editor-split')).toBeDisabled();
  await expect(state).toHaveAttribute('data-state', 'saved', { timeout: 5 * 60_000 });
  await expect(editor).not.toHaveAttribute('data-rendering', 'true');
  await expect(page.getByTestId('editor-render-error')).toHaveCount(0);
  // The reloaded document: 3 s shorter, the renamed step in place.
  await expect(clock).toContainText(`/ ${formatTimecode(duration - 3)}`);
  await expect(steps.nth(1)).toContainText(NEW_TITLE);

  // What the server keeps is what the editor showed.
  const doc = await getWorkflowEdits(publisher, workflowId);
  expect(doc.render?.status).toBe('finished');
  const saved = replay(doc.base, doc.segments);
  if (isRefused(saved)) throw new Error(saved.message);
  const splitId = saved.steps[1]!.id;
  const expected = expectedState(originalDoc.base, splitId);
  const expectedSteps = timelineSteps(expected);
  const expectedSentences = timelineSentences(expected);

  const after = await getPlayerWorkflow(publisher, workflowId);
  expect(after.videoURL).toBeTruthy();
  expect(after.videoDuration ?? 0).toBeCloseTo(duration - 3, 0);
  expect(Math.abs((await hlsDuration(after.videoURL!)) - (duration - 3))).toBeLessThan(0.2);
  expect(after.steps.map((s) => s.id)).toEqual(expectedSteps.map((s) => s.id));
  expect(after.steps[1]!.title[after.languageCode]).toBe(NEW_TITLE);
  for (const [i, step] of after.steps.entries()) {
    expect(Math.abs(step.startTime - expectedSteps[i]!.startTime)).toBeLessThan(0.05);
  }

  // The player (the signed-in one plays published workflows): the stream is 3 s shorter, and
  // each step's first frame is at its start.
  await publishWorkflow(publisher, workflowId);
  const player = new PlayerPage(page);
  const mainPath = (stepId: string) => `${baseUrl}/playermain/${workflowId}/${stepId}`;
  await player.open(mainPath(after.steps[0]!.id));
  await player.waitForFrame();
  await expect
    .poll(() => player.video.evaluate((v: HTMLVideoElement) => v.duration))
    .toBeGreaterThan(0);
  const streamDuration = await player.video.evaluate((v: HTMLVideoElement) => v.duration);
  expect(Math.abs(streamDuration - (duration - 3))).toBeLessThan(0.2);
  for (const step of after.steps) {
    await player.open(mainPath(step.id));
    await player.waitForFrame();
    await expect(player.player()).toHaveAttribute('data-step', step.id);
    const first = firstFrameTime(player.video);
    await player.play();
    const shown = await first;
    expect(Math.abs(shown - step.startTime), `step ${step.id}`).toBeLessThan(0.2);
    await player.pause();
  }

  // A sentence after the cut plays 3 s earlier; its subtitle shows within 0.3 s of that time.
  const moved = expectedSentences.find((s) => s.startTime > CUT.start + 1)!;
  const original = timelineSentences(originalDoc.base).find((s) => s.key === moved.key)!;
  expect(moved.startTime).toBeCloseTo(original.startTime - 3, 2);
  const stepOfSentence = after.steps.findLast((s) => s.startTime <= moved.startTime)!;
  const playerSentence = (stepOfSentence.transcriptions[after.languageCode] ?? []).find((s) =>
    moved.sentence.startsWith(s.sentence.slice(0, 12)),
  );
  expect(playerSentence, 'the sentence in the player workflow').toBeTruthy();
  expect(
    Math.abs(stepOfSentence.startTime + playerSentence!.startTime - moved.startTime),
  ).toBeLessThan(0.05);
  await player.open(mainPath(stepOfSentence.id));
  await player.waitForFrame();
  await player.choose('Subtitles', 'English');
  const subtitleShownAt = player.video.evaluate(
    (v: HTMLVideoElement, text: string) =>
      new Promise<number>((resolve, reject) => {
        const deadline = performance.now() + 60_000;
        const look = () => {
          const shown = document.querySelector('.sw-player-subtitles-text')?.textContent ?? '';
          if (shown.includes(text)) return resolve(v.currentTime);
          if (performance.now() > deadline) return reject(new Error(`No subtitle "${text}"`));
          requestAnimationFrame(look);
        };
        look();
      }),
    moved.sentence.slice(0, 16),
  );
  await player.play();
  const at = await subtitleShownAt;
  expect(Math.abs(at - moved.startTime)).toBeLessThan(0.3);
});
