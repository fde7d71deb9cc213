/**
 * Issue 16 must-show: transcripts without speech-to-text. On the 'plain' server (no AI), a
 * processed workflow has no transcript: its card and its player say that speech-to-text is not
 * configured and how to configure it. The author uploads a WebVTT file to one workflow and a
 * SubRip file to another through the card's transcript dialog: the steps get titles, the
 * subtitles show at the cues' times while it plays, the player's search and the assistant (the
 * player's Q&A tab, offline) find a phrase of it, and the subtitles download again as they were.
 *
 * The workflows are a short silent video of three scenes, in a private workspace of the org
 * admin's, so no other spec counts them or finds their words.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  createWorkspace,
  getWorkflowSteps,
  initializeWorkflow,
  isFinalEvent,
  listWorkspaceGroups,
  publishWorkflow,
  uploadFile,
  watchWorkflow,
  type Api,
  type StepDetail,
} from '@stepwise/api';
import { formatSrt, formatVtt, parseSubtitles, type SubtitleFormat } from '@stepwise/core';
import { makeTestVideo } from '@stepwise/server/media';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PortalPage } from '../fixtures/portal-page.js';
import { signedInApi } from './support/api-client.js';
import { e2eEnv } from './support/e2e-env.js';
import { ORG_ADMIN } from './support/frame-server.js';
import { WORK } from './support/paths.js';
import { PlayerPage } from './support/player-page.js';

test.describe.configure({ mode: 'serial' });

const WORKSPACE = 'Transcript uploads (e2e)';
const DIR = join(WORK, 'transcript-upload');

interface Cue {
  sentence: string;
  startTime: number;
  endTime: number;
}

interface Case {
  format: SubtitleFormat;
  title: string;
  /** One sentence per cue; the first of each step titles it. */
  lines: [string, string][];
  question: string;
  /** Which line the question is about, and a word of it to search for. */
  answerLine: number;
  searchWord: string;
}

const CASES: Record<SubtitleFormat, Case> = {
  vtt: {
    format: 'vtt',
    title: 'Label printer roll change',
    lines: [
      ['Lift the printhead lever until it clicks.', 'Remove the empty label roll.'],
      ['Thread the new labels under the guide.', 'Close the printhead lever again.'],
      ['Press feed twice to calibrate the gap sensor.', 'Print one test label.'],
    ],
    question: 'How do I calibrate the gap sensor?',
    answerLine: 4,
    searchWord: 'calibrate',
  },
  srt: {
    format: 'srt',
    title: 'Coolant top-up',
    lines: [
      ['Drain the coolant into the grey tank.', 'Close the drain tap.'],
      ['Refill it through the funnel up to the mark.', 'Wipe off any spill.'],
      ['Bleed the trapped air from the valve on top.', 'Check the level once more.'],
    ],
    question: 'How do I bleed the trapped air?',
    answerLine: 4,
    searchWord: 'funnel',
  },
};

let api: Api;
let workspaceId = '';
const workflowIds: Partial<Record<SubtitleFormat, string>> = {};

/** The cues of a case: two per step, inside the step's span, from its start. */
function cuesFor(c: Case, steps: readonly StepDetail[]): Cue[] {
  return steps.flatMap((step, i) =>
    (c.lines[i] ?? []).map((sentence, j) => ({
      sentence,
      startTime: Math.round((step.startTime + 0.6 + j * 3) * 1000) / 1000,
      endTime: Math.round((step.startTime + 2.6 + j * 3) * 1000) / 1000,
    })),
  );
}

async function processedWorkflow(title: string, file: string): Promise<string> {
  const blob = new Blob([await readFile(file)], { type: 'video/mp4' });
  const upload = await uploadFile(api, blob, { fileName: `${title}.mp4` });
  const { item } = await initializeWorkflow(api, upload.id, {
    workspaceId,
    title,
    languageCode: 'en',
  });
  const last = await watchWorkflow(api, item.id, () => undefined, AbortSignal.timeout(4 * 60_000), {
    maxRetries: 3,
  });
  if (last && !isFinalEvent(last)) throw new Error('Processing did not finish in 4 minutes.');
  await publishWorkflow(api, item.id);
  return item.id;
}

test.beforeAll(async () => {
  test.setTimeout(6 * 60_000);
  const env = e2eEnv();
  api = await signedInApi(env.plainUrl, ORG_ADMIN, env.password);
  const groups = await listWorkspaceGroups(api, 'edit');
  workspaceId =
    groups.flatMap((g) => g.workspaces).find((w) => w?.name === WORKSPACE)?.id ??
    (
      await createWorkspace(api, {
        name: WORKSPACE,
        private: true,
        color: 'blue',
        workspaceGroupId: groups[0]!.id,
      })
    ).id;
  await mkdir(DIR, { recursive: true });
  // Three scenes of 8 s with a silent sound track: steps at the cuts, nothing to transcribe.
  const video = await makeTestVideo({
    outFile: join(DIR, 'three-scenes.mp4'),
    width: 640,
    height: 360,
    scenes: [
      { seconds: 8, color: '0x0d1b4c' },
      { seconds: 8, pattern: 'testsrc2' },
      { seconds: 8, color: '0xd8f3ff' },
    ],
    audio: true,
    faststart: true,
  });
  for (const c of Object.values(CASES)) {
    workflowIds[c.format] = await processedWorkflow(c.title, video.file);
  }
});

/** Asks in the player's Q&A tab and waits for the whole answer. */
async function ask(player: PlayerPage, question: string): Promise<Locator> {
  await player.openToolbox();
  await player.root.getByRole('tab', { name: 'Q&A' }).click();
  const qna = player.root.getByRole('tabpanel', { name: 'Q&A' });
  await qna.getByRole('textbox', { name: /Ask a question/ }).fill(question);
  await qna.getByRole('button', { name: 'Send', exact: true }).click();
  const exchange = qna.locator('[part="exchange"]').last();
  await expect(exchange).toHaveAttribute('data-status', 'complete', { timeout: 30_000 });
  return qna;
}

/**
 * Plays the workflow from the start and records when each subtitle text first shows, on the
 * video's clock (a MutationObserver, so no change is missed between polls).
 */
async function subtitleTimes(page: Page, player: PlayerPage, until: number) {
  await player.root.locator('.sw-player-root').evaluate((root) => {
    const seen: { text: string; at: number }[] = [];
    (window as unknown as { __subtitles: typeof seen }).__subtitles = seen;
    const video = root.querySelector('video')!;
    const read = () => {
      const text = root.querySelector('.sw-player-subtitles-text')?.textContent ?? '';
      if (text && seen.at(-1)?.text !== text) seen.push({ text, at: video.currentTime });
    };
    new MutationObserver(read).observe(root, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  await player.play();
  await player.playUntil(until, 60_000);
  return page.evaluate(
    () => (window as unknown as { __subtitles: { text: string; at: number }[] }).__subtitles,
  );
}

for (const format of ['vtt', 'srt'] as const) {
  test(`a ${format} file becomes the transcript: titles, subtitles, search and the assistant`, async ({
    page,
  }) => {
    const env = e2eEnv();
    const c = CASES[format];
    const workflowId = workflowIds[format]!;
    const steps = await getWorkflowSteps(api, workflowId);
    expect(steps.length).toBe(3);
    expect(steps.every((s) => !s.title.en)).toBe(true);
    const cues = cuesFor(c, steps);
    const file = join(DIR, `${c.title}.${format}`);
    await writeFile(file, format === 'srt' ? formatSrt(cues) : formatVtt(cues));

    // 1. The player says why there are no subtitles and nothing to find; the card says
    // speech-to-text is not configured; the dialog says how to configure it.
    const portal = new PortalPage(page, env.plainUrl);
    await portal.signIn(ORG_ADMIN, env.password);
    const player = new PlayerPage(page);
    if (format === 'vtt') {
      await player.open(`${env.plainUrl}/playermain/${workflowId}`);
      await player.wake();
      await player.button('Search in this workflow').click();
      const empty = player.root.getByRole('region', { name: 'Search in this workflow' });
      await expect(empty).toContainText('speech-to-text is not configured on this server');
      await expect(empty).toContainText('WHISPER_MODEL');
      await expect(player.root.getByRole('button', { name: 'Subtitles' })).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath('player-no-transcript.png') });
    }
    await page.goto(`${env.plainUrl}/workspace/${workspaceId}`);
    const card = portal.card(c.title);
    const notice = card.getByTestId('card-speech-notice');
    await expect(notice).toContainText('speech-to-text is not configured');
    if (format === 'vtt') {
      await page.screenshot({ path: test.info().outputPath('card-no-transcript.png') });
    }
    if (format === 'vtt') await notice.getByRole('button', { name: 'Add a transcript' }).click();
    else await portal.cardTool(c.title, 'Transcript and subtitles');
    const dialog = page.getByTestId('transcript-dialog');
    await expect(dialog.getByTestId('speech-notice')).toContainText('AI_BASE_URL and AI_API_KEY');
    await expect(dialog.getByTestId('transcript-current')).toHaveText(
      'No transcript in this language yet.',
    );

    // 2. Upload the file: the transcript is saved, the notice leaves the card.
    await dialog.getByLabel('Subtitle file (.srt or .vtt)').setInputFiles(file);
    await dialog.getByTestId('transcript-upload').click();
    await expect(dialog.getByTestId('transcript-status')).toHaveText(
      `Transcript saved: ${cues.length} sentences.`,
    );
    await expect(dialog.getByTestId('transcript-current')).toContainText(
      `${cues.length} sentences`,
    );
    await page.screenshot({ path: test.info().outputPath(`transcript-dialog-${format}.png`) });

    // 3. Download it again, in the other format too: the same cues at the same times.
    for (const out of ['srt', 'vtt'] as const) {
      const downloading = page.waitForEvent('download');
      await dialog.getByTestId(`transcript-download-${out}`).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`${c.title.replace(/[^\w]+/g, '-')}.en.${out}`);
      const text = await readFile((await download.path())!, 'utf8');
      expect(parseSubtitles(text, out)).toEqual({ ok: true, sentences: cues });
    }
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toBeHidden();
    await expect(notice).toHaveCount(0);

    // 4. Each step is titled with its first cue.
    const titled = await getWorkflowSteps(api, workflowId);
    expect(titled.map((s) => s.title.en)).toEqual(c.lines.map((l) => l[0]));

    // 5. The player: the subtitles show at the cues' times.
    await player.open(`${env.plainUrl}/playermain/${workflowId}`);
    const shown = await subtitleTimes(page, player, cues[3]!.startTime + 0.5);
    test.info().annotations.push({ type: 'subtitles', description: JSON.stringify(shown) });
    for (const cue of cues.slice(0, 4)) {
      const at = shown.find((s) => s.text === cue.sentence)?.at;
      expect(at, cue.sentence).toBeGreaterThanOrEqual(cue.startTime - 0.05);
      expect(at, cue.sentence).toBeLessThan(cue.startTime + 0.8);
    }
    await player.pause();

    // 6. In-player search finds a phrase and jumps to it.
    await player.wake();
    await player.button('Search in this workflow').click();
    const search = player.root.getByRole('region', { name: 'Search in this workflow' });
    await search.getByRole('searchbox').fill(c.searchWord);
    await search.getByRole('searchbox').press('Enter');
    const hit = cues.find((q) => q.sentence.includes(c.searchWord))!;
    const result = search.getByRole('button', { name: new RegExp(c.searchWord) });
    await expect(result).toHaveCount(1);
    await result.click();
    await expect.poll(() => player.time()).toBeGreaterThanOrEqual(hit.startTime - 0.5);
    expect(await player.time()).toBeLessThan(hit.endTime + 1);

    // 7. The assistant (offline) answers from it, with a reference to the right step.
    const said = cues[c.answerLine]!;
    const step = titled.findLast((s) => s.startTime <= said.startTime)!;
    const qna = await ask(player, c.question);
    await expect(qna.getByText(said.sentence).first()).toBeVisible();
    await expect(
      qna.getByRole('button', {
        name: new RegExp(`^Open ${c.title}, step ${titled.indexOf(step) + 1}:`),
      }),
    ).not.toHaveCount(0);
  });
}
