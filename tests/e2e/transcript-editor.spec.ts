/**
 * Issue 21 must-show, editor main (/editormain/{id}): deleting two sentences in the transcript
 * editor cuts those spans from the video (the re-rendered stream measured by ffprobe) and the
 * rest of the transcript keeps its words; the refusals "deleting the last step" (segmentation
 * tab) and "saving a transcript with an empty sentence" (transcription tab, and the server)
 * show their messages; the card's Edit opens the editor with Back to where it came from; the
 * editor's Preview plays /PlayerPreview in a frame.
 *
 * Runs on the 'ai' server (its speech-to-text stand-in gives word times) with a fresh workflow
 * of the 60 s test video, never published, so no other spec sees it cut.
 */
import {
  getPlayerWorkflow,
  getTranscription,
  getWorkflow,
  getWorkflowEdits,
  saveWorkflowEdits,
  type Api,
} from '@stepwise/api';
import {
  EditRefusal,
  isRefused,
  replay,
  timelineSentences,
  type TimelineSentence,
} from '@stepwise/core';
import { expect, test, type Page } from '@playwright/test';
import { PortalPage } from '../fixtures/portal-page.js';
import { PUBLISHER, signedInApi } from './support/api-client.js';
import { e2eEnv } from './support/e2e-env.js';
import { editorWorkflow, hlsDuration } from './support/editor-workflow.js';

test.describe.configure({ mode: 'serial' });

const title = `Editor main ${Date.now().toString(36)}`;
/** packages/server domain/workflow-edits.ts EditMessage.emptySentence: what a refused save says. */
const SERVER_EMPTY_SENTENCE = 'A sentence cannot be empty.';
let baseUrl = '';
let workflowId = '';
let workspaceId = '';
let publisher: Api;

test.beforeAll(async () => {
  test.setTimeout(6 * 60_000);
  const env = e2eEnv();
  baseUrl = env.aiUrl;
  publisher = await signedInApi(baseUrl, PUBLISHER, env.password);
  ({ workflowId, workspaceId } = await editorWorkflow(publisher, env, title));
});

async function signIn(page: Page): Promise<void> {
  await new PortalPage(page, baseUrl).signIn(PUBLISHER, e2eEnv().password);
}

/** The transcript on the timeline as the editor shows it (the saved list over the base). */
async function editorSentences(): Promise<TimelineSentence[]> {
  const doc = await getWorkflowEdits(publisher, workflowId);
  const state = replay(doc.base, doc.segments);
  if (isRefused(state)) throw new Error(state.message);
  return timelineSentences(state);
}

test("the card's Edit opens the editor; Back returns to the workspace", async ({ page }) => {
  await signIn(page);
  const portal = new PortalPage(page, baseUrl);
  await page.goto(`${baseUrl}/workspace/${workspaceId}`);
  await portal.cardTool(title, 'Edit');
  await expect(page).toHaveURL(
    new RegExp(`/(editormain/${workflowId}/transcription|buildermain/${workflowId})$`),
  );
  await page.getByTestId('editor-back').click();
  await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}$`));
});

test('refusals: deleting the last step, and a transcript with an empty sentence', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(`${baseUrl}/editormain/${workflowId}`);
  // 001 §2: editor main opens on its transcription tab.
  await expect(page).toHaveURL(new RegExp(`/editormain/${workflowId}/transcription$`));
  const rows = page.getByTestId('transcript-row');
  await expect(rows.first()).toBeVisible();

  // An emptied sentence: the row says why, the toolbar too, and Save stays off.
  const save = page.getByTestId('editor-save');
  const box = rows.nth(1).getByTestId('transcript-text');
  await box.fill('');
  await box.blur();
  await expect(rows.nth(1).getByTestId('transcript-row-error')).toHaveText(
    EditRefusal.emptySentence,
  );
  await expect(page.getByTestId('editor-invalid')).toHaveText(EditRefusal.emptySentence);
  await expect(save).toBeDisabled();
  // The server refuses such a list too (400, with the server's wording of the same rule).
  const doc = await getWorkflowEdits(publisher, workflowId);
  const key = (await editorSentences())[1]!.key;
  await expect(
    saveWorkflowEdits(publisher, workflowId, 'transcription', {
      version: doc.version,
      segments: [{ type: 'correct', target: key, text: '' }],
      redo: [],
    }),
  ).rejects.toThrow(SERVER_EMPTY_SENTENCE);
  // Escape takes the typing back: nothing invalid, nothing to save.
  await box.focus();
  await box.press('Escape');
  await expect(page.getByTestId('editor-invalid')).toHaveCount(0);

  // The segmentation tab: delete steps until one is left; deleting that one is refused.
  await page.getByTestId('editormain-tab-segmentation').click();
  await expect(page).toHaveURL(new RegExp(`/editormain/${workflowId}/segmentation$`));
  const steps = page.getByTestId('step-row');
  const count = await steps.count();
  expect(count).toBeGreaterThan(1);
  for (let left = count; left > 1; left -= 1) {
    await steps.first().getByTestId('step-delete').click();
    await expect(steps).toHaveCount(left - 1);
  }
  await steps.first().getByTestId('step-delete').click();
  await expect(page.getByTestId('editor-refusal')).toContainText(EditRefusal.lastStep);
  await expect(steps).toHaveCount(1);
  // Undo brings the steps back, one per press (Ctrl+Z outside a text field).
  await page.getByTestId('editor-undo').click();
  await expect(steps).toHaveCount(2);
});

test("the editor's Preview plays /PlayerPreview in a frame", async ({ page }) => {
  await signIn(page);
  await page.goto(`${baseUrl}/editormain/${workflowId}/segmentation`);
  await page.getByTestId('editor-preview').click();
  const dialog = page.getByTestId('player-preview');
  await expect(dialog).toBeVisible();
  const frame = page.frameLocator('[data-testid="player-preview-frame"]');
  // The frame's top window is the editor, so /PlayerPreview sends it to the embed player.
  await expect(frame.locator('video')).toHaveCount(1, { timeout: 30_000 });
  const src =
    page
      .frames()
      .find((f) => f.url().includes('/playerembed/'))
      ?.url() ?? '';
  expect(src).toContain(`/playerembed/${workflowId}`);
  expect(src).toContain('isPreviewVideoMode=true');
});

test('delete two sentences in the transcript editor: the video loses those spans and the rest keeps its words', async ({
  page,
}) => {
  test.setTimeout(8 * 60_000);
  const before = await editorSentences();
  expect(before.length).toBeGreaterThanOrEqual(4);
  const player = await getPlayerWorkflow(publisher, workflowId);
  const oldDuration = await hlsDuration(player.videoURL!);
  // The second and third sentences: two spans apart, in the middle of the video.
  const cut = [before[1]!, before[2]!];
  const cutSeconds = cut.reduce((sum, s) => sum + (s.endTime - s.startTime), 0);

  await signIn(page);
  await page.goto(`${baseUrl}/editormain/${workflowId}/transcription`);
  const rows = page.getByTestId('transcript-row');
  await expect(rows).toHaveCount(before.length);
  await rows.nth(1).getByTestId('transcript-select').check();
  await rows.nth(2).getByTestId('transcript-select').check();
  await page.getByTestId('transcript-cut').click();
  await expect(rows).toHaveCount(before.length - 2);
  await page.getByTestId('editor-save').click();

  // The save starts a re-render; the editor follows it and loads the new document after.
  const progress = page.getByTestId('render-progress');
  await expect(progress).toBeVisible();
  await expect(progress).toBeHidden({ timeout: 6 * 60_000 });
  await expect(page.getByTestId('render-error')).toHaveCount(0);
  await expect(rows).toHaveCount(before.length - 2);

  const after = await getPlayerWorkflow(publisher, workflowId);
  const newDuration = await hlsDuration(after.videoURL!);
  expect(Math.abs(newDuration - (oldDuration - cutSeconds))).toBeLessThan(0.1);

  // The transcript: every other sentence is there, with its words.
  const detail = await getWorkflow(publisher, workflowId);
  const ref = detail.transcriptions.find((x) => x.languageCode === detail.languageCode);
  if (!ref) throw new Error('The workflow has no transcript in its language.');
  const transcript = await getTranscription(publisher, ref.id);
  const kept = before.filter((s) => !cut.includes(s));
  expect(transcript.sentences.map((s) => s.sentence.trim())).toEqual(
    kept.map((s) => s.sentence.trim()),
  );
  for (const [i, s] of kept.entries()) {
    const now = transcript.sentences[i]!;
    expect(now.words?.map((w) => w.word)).toEqual(s.words?.map((w) => w.word));
  }
});
