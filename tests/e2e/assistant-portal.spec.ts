/**
 * Issue 7, must-show 3 (the portal parts): the player's Q&A tab answers a question from the
 * workflow's transcript, the answer streams in, a reference seeks the player to its step and
 * time, and thumbs up / down / none persist; /maven answers with a reference card that opens the
 * player route at that step and time; the side menu is the chat list there.
 *
 * Runs on the 'plain' server, which has no AI_BASE_URL: the offline answer provider answers with
 * the retrieved transcript passages themselves, quoted, so the test can read the transcript's own
 * words in the answer. The workflow is the e2e test video, processed there, with the sentences
 * the transcription stand-in would hear written as its English transcript (that server has no
 * speech-to-text). It lives in the private 'Safety Audits' workspace (its workspace admin asks),
 * so it changes no count another spec reads and no other user's answers.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  getWorkflowChat,
  getWorkflowSteps,
  initializeWorkflow,
  isFinalEvent,
  listWorkspaceGroups,
  publishWorkflow,
  uploadFile,
  watchWorkflow,
  type Api,
} from '@stepwise/api';
import { expect, test, type Locator, type Page, type Response } from '@playwright/test';
import { PortalPage } from '../fixtures/portal-page.js';
import { signedInApi } from './support/api-client.js';
import { e2eEnv, type E2eEnv } from './support/e2e-env.js';
import { WORK } from './support/paths.js';
import { PlayerPage } from './support/player-page.js';

const WS_ADMIN = 'wsadmin@demo.stepwise.test';
const TITLE = 'Bracket torque check (assistant e2e)';
/** The sentence said in the last scene (support/test-video-script.ts), and a question about it. */
const SAID = 'Check the torque marking on each bolt.';
const QUESTION = 'How do I verify the torque on the bolts?';
const MAVEN_QUESTION = 'Where should I look for torque markings?';

interface AssistantWorkflow {
  baseUrl: string;
  workflowId: string;
  /** The step in which SAID is spoken, and when (seconds on the workflow's timeline). */
  stepId: string;
  /** Its 1-based position, as a reference card names it. */
  stepNumber: number;
  stepStart: number;
  stepEnd: number;
  saidAt: number;
}

const cacheFile = (baseUrl: string) =>
  join(WORK, `assistant-workflow-${new URL(baseUrl).port || 'default'}.json`);

async function makeWorkflow(api: Api, env: E2eEnv): Promise<AssistantWorkflow> {
  const groups = await listWorkspaceGroups(api, 'edit');
  const workspace = groups.flatMap((g) => g.workspaces).find((w) => w?.name === 'Safety Audits');
  if (!workspace) throw new Error('The demo organisation has no Safety Audits workspace.');
  const file = new Blob([await readFile(env.video.file)], { type: 'video/mp4' });
  const upload = await uploadFile(api, file, { fileName: 'assistant-e2e.mp4' });
  const { item } = await initializeWorkflow(api, upload.id, {
    workspaceId: workspace.id,
    title: TITLE,
    languageCode: 'en',
  });
  const last = await watchWorkflow(api, item.id, () => undefined, AbortSignal.timeout(5 * 60_000), {
    maxRetries: 3,
  });
  if (last && !isFinalEvent(last)) throw new Error('Processing did not finish in 5 minutes.');
  await publishWorkflow(api, item.id);
  // What the transcription stand-in of the 'ai' server hears in this video, at its times.
  await api.http.post(`v1/workflows/${encodeURIComponent(item.id)}/transcription`, {
    json: {
      languageCode: 'en',
      sentences: env.video.speech.map((s) => ({
        sentence: s.text,
        startTime: s.start,
        endTime: s.end,
      })),
    },
  });
  const said = env.video.speech.find((s) => s.text === SAID);
  if (!said) throw new Error(`The test video does not say "${SAID}".`);
  const steps = await getWorkflowSteps(api, item.id);
  const step = steps.findLast((s) => s.startTime <= said.start);
  if (!step) throw new Error('No step holds the sentence.');
  const next = steps[steps.indexOf(step) + 1];
  return {
    baseUrl: env.plainUrl,
    workflowId: item.id,
    stepId: step.id,
    stepNumber: steps.indexOf(step) + 1,
    stepStart: step.startTime,
    stepEnd: next?.startTime ?? env.video.durationSeconds,
    saidAt: said.start,
  };
}

/** One workflow for both tests: one worker makes it (a lock folder), the other waits for it. */
async function assistantWorkflow(env: E2eEnv): Promise<AssistantWorkflow> {
  const api = await signedInApi(env.plainUrl, WS_ADMIN, env.password);
  const cache = cacheFile(env.plainUrl);
  const lock = `${cache}.lock`;
  const deadline = Date.now() + 6 * 60_000;
  await mkdir(WORK, { recursive: true });
  for (;;) {
    try {
      const saved = JSON.parse(await readFile(cache, 'utf8')) as AssistantWorkflow;
      if (saved.baseUrl === env.plainUrl) {
        const steps = await getWorkflowSteps(api, saved.workflowId);
        if (steps.some((s) => s.id === saved.stepId)) return saved;
      }
    } catch {
      // Not made yet, or made by a server of an earlier run.
    }
    try {
      await mkdir(lock);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`Gave up waiting for ${lock}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    const made = await makeWorkflow(api, env);
    await writeFile(cache, JSON.stringify(made));
    return made;
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/**
 * The answer came as an event stream (002 §7): the chat and the answering mode first, then the
 * answer's pieces (the offline mode sends one per quoted passage) and its references, then `done`.
 * Chromium keeps a streamed body only until the page moves on, so the items are checked when it
 * still has them; the page's own record (watchAnswer) always is.
 */
async function expectEventStream(response: Response): Promise<void> {
  expect(response.headers()['content-type']).toContain('text/event-stream');
  const body = await response.text().catch(() => null);
  if (body === null) return;
  const items = body
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => JSON.parse(line.slice(5)) as Record<string, unknown>);
  expect(items[0]).toMatchObject({ mode: 'offline', chatId: expect.any(String) });
  expect(items.filter((item) => item.content).length).toBeGreaterThanOrEqual(1);
  expect(items.some((item) => Array.isArray(item.references))).toBe(true);
  expect(items.at(-1)?.done).toBe(true);
}

interface AnswerLog {
  statuses: string[];
  lengths: number[];
}

/**
 * Records, as the page shows them, every status of the newest question's answer and every length
 * of its text (a MutationObserver, so no step is missed between polls).
 */
async function watchAnswer(scope: Locator): Promise<void> {
  await scope.locator('[part="messages"]').evaluate((messages) => {
    const log: AnswerLog = { statuses: [], lengths: [] };
    (window as unknown as { __answer: AnswerLog }).__answer = log;
    new MutationObserver(() => {
      const last = [...messages.querySelectorAll('[part="exchange"]')].at(-1);
      if (!last) return;
      const status = last.getAttribute('data-status') ?? '';
      if (log.statuses.at(-1) !== status) log.statuses.push(status);
      const length = last.querySelector('[part="answer"]')?.textContent?.length ?? 0;
      if (log.lengths.at(-1) !== length) log.lengths.push(length);
    }).observe(messages, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

const isAnswer = (response: Response) =>
  response.request().method() === 'POST' && /\/v2\/chats(\/[^/]+\/messages)?$/.test(response.url());

/**
 * Asks in an assistant (the Q&A tab or the page) and waits for the whole answer, which must have
 * streamed in: waiting, then its text growing, then complete.
 */
async function ask(page: Page, scope: Locator, question: string) {
  await watchAnswer(scope);
  await scope.getByRole('textbox', { name: /Ask a question/ }).fill(question);
  const answered = page.waitForResponse(isAnswer);
  await scope.getByRole('button', { name: 'Send', exact: true }).click();
  await expectEventStream(await answered);
  const log = () => page.evaluate(() => (window as unknown as { __answer: AnswerLog }).__answer);
  await expect.poll(async () => (await log()).statuses.at(-1)).toBe('complete');
  const { statuses, lengths } = await log();
  test
    .info()
    .annotations.push({ type: 'answer', description: JSON.stringify({ statuses, lengths }) });
  expect(statuses.indexOf('complete')).toBeGreaterThan(0);
  expect(statuses.slice(0, -1).every((s) => s === 'loading' || s === 'streaming')).toBe(true);
  expect(lengths.at(-1)).toBeGreaterThan(0);
}

/** The card of a reference into the test workflow's step `number` (1-based, as people count). */
const referenceCard = (scope: Locator, number: number) =>
  scope.getByRole('button', { name: new RegExp(`^Open ${escapeRegExp(TITLE)}, step ${number}:`) });

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The player shows the step, and its video is at `time` (±1 s; it may be playing on). */
async function expectPlayerAt(player: PlayerPage, stepId: string, time: number): Promise<void> {
  await expect(player.root.locator('.sw-player-root')).toHaveAttribute('data-step', stepId);
  await player.waitForFrame();
  const seen: number[] = [];
  await expect
    .poll(
      async () => {
        const now = await player.time();
        seen.push(Math.round(now * 100) / 100);
        return Math.abs(now - time) <= 1;
      },
      { timeout: 20_000, message: `the video at ${time} s; it was at ${seen.join(', ')}` },
    )
    .toBe(true);
}

test('the Q&A tab answers from the transcript, seeks to the reference, keeps the rating', async ({
  page,
}) => {
  const env = e2eEnv();
  const fx = await assistantWorkflow(env);
  const api = await signedInApi(env.plainUrl, WS_ADMIN, env.password);
  // A fresh start: no earlier question about this workflow.
  await api.http.post(`v2/chats/workflow/${encodeURIComponent(fx.workflowId)}/clear`, { json: {} });
  const portal = new PortalPage(page, env.plainUrl);
  await portal.signIn(WS_ADMIN, env.password);
  const player = new PlayerPage(page);
  // Open at the first step, away from the answer's step.
  await player.open(`${env.plainUrl}/playermain/${fx.workflowId}`);
  await player.openToolbox();
  await player.root.getByRole('tab', { name: 'Q&A' }).click();
  const qna = player.root.getByRole('tabpanel', { name: 'Q&A' });

  await ask(page, qna, QUESTION);
  // The offline mode quotes the transcript itself, and says so.
  await expect(qna.getByText('Answered from your workflows')).toBeVisible();
  await expect(qna.getByText(/torque marking on each bolt/i).first()).toBeVisible();

  const stored = await getWorkflowChat(api, fx.workflowId);
  const answer = stored?.messages.at(-1);
  expect(answer?.question).toBe(QUESTION);
  const found = answer?.references.find((r) => r.id === fx.workflowId);
  const reference = found?.type === 'workflow' ? found : undefined;
  test.info().annotations.push({
    type: 'reference',
    description: `step ${reference?.stepOrder} at ${reference?.startTime} s (said at ${fx.saidAt} s)`,
  });
  expect(reference?.stepId).toBe(fx.stepId);
  expect(reference?.stepOrder).toBe(fx.stepNumber);
  expect(reference!.startTime).toBeGreaterThanOrEqual(fx.stepStart - 0.5);
  expect(reference!.startTime).toBeLessThanOrEqual(fx.stepEnd);

  // The reference is into the workflow being played: the player seeks there.
  await referenceCard(qna, fx.stepNumber).first().click();
  await expect(page).toHaveURL(new RegExp(`/playermain/${fx.workflowId}/${fx.stepId}`));
  await expectPlayerAt(player, fx.stepId, reference!.startTime);

  // Thumbs up, changed to thumbs down, then taken back: each stored.
  const likeOf = async () =>
    (await getWorkflowChat(api, fx.workflowId))?.messages.at(-1)?.answerLike ?? null;
  const helpful = qna.getByRole('button', { name: 'Helpful', exact: true }).last();
  const notHelpful = qna.getByRole('button', { name: 'Not helpful', exact: true }).last();
  await helpful.click();
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(likeOf).toBe('like');
  await notHelpful.click();
  await expect(notHelpful).toHaveAttribute('aria-pressed', 'true');
  await expect(helpful).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(likeOf).toBe('dislike');

  // After a reload the chat and its rating come back from the server.
  await page.reload();
  await expect(player.video).toHaveCount(1, { timeout: 30_000 });
  await player.openToolbox();
  await player.root.getByRole('tab', { name: 'Q&A' }).click();
  await expect(qna.getByText(QUESTION)).toBeVisible();
  await expect(
    qna.getByRole('button', { name: 'Not helpful', exact: true }).last(),
  ).toHaveAttribute('aria-pressed', 'true');
  await qna.getByRole('button', { name: 'Not helpful', exact: true }).last().click();
  await expect(
    qna.getByRole('button', { name: 'Not helpful', exact: true }).last(),
  ).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(likeOf).toBeNull();
  await page.reload();
  await expect(player.video).toHaveCount(1, { timeout: 30_000 });
  await player.openToolbox();
  await player.root.getByRole('tab', { name: 'Q&A' }).click();
  await expect(qna.getByText(QUESTION)).toBeVisible();
  await expect(qna.getByRole('button', { name: 'Helpful', exact: true }).last()).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(
    qna.getByRole('button', { name: 'Not helpful', exact: true }).last(),
  ).toHaveAttribute('aria-pressed', 'false');
});

test('/maven answers with a reference card that opens the player at its step and time', async ({
  page,
}) => {
  const env = e2eEnv();
  const fx = await assistantWorkflow(env);
  const portal = new PortalPage(page, env.plainUrl);
  await portal.signIn(WS_ADMIN, env.password);

  // The demo organisation has Ask Maven (not Smart Assist): the footer opens it, and the other
  // route goes to it.
  await page.getByRole('link', { name: 'Ask Maven' }).click();
  await expect(page).toHaveURL(/\/maven$/);
  await page.goto(`${env.plainUrl}/smart-assist`);
  await expect(page).toHaveURL(/\/maven$/);

  // The side menu is the chat list: back, new chat, clear history.
  const menu = page.getByTestId('side-menu');
  await expect(menu.getByRole('button', { name: 'New chat' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Clear history' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Back' })).toBeVisible();
  await expect(menu.getByTestId('side-menu-items')).toHaveCount(0);

  const main = page.getByRole('main');
  await ask(page, main, MAVEN_QUESTION);
  await expect(main.getByText(/torque marking on each bolt/i).first()).toBeVisible();
  // The new chat is listed in the side menu, titled with its question.
  await expect(menu.getByText(MAVEN_QUESTION)).toBeVisible();

  const card = referenceCard(main, fx.stepNumber).first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/playermain/${fx.workflowId}/${fx.stepId}\\?t=`));
  const t = Number(new URL(page.url()).searchParams.get('t'));
  expect(t).toBeGreaterThanOrEqual(fx.stepStart - 0.5);
  expect(t).toBeLessThanOrEqual(fx.stepEnd);
  const player = new PlayerPage(page);
  await expectPlayerAt(player, fx.stepId, t);
  // Back on the player page the side menu is the main menu again.
  await expect(menu.getByTestId('side-menu-items')).toBeVisible();
});

/** Issue 15: about the right bolts and torque, but a part no workflow covers (the M20 crane hook). */
const UNCOVERED = 'What torque do the M20 bolts on the crane hook need?';

test('/maven declines what no workflow covers, offering the closest as related; answers cite 1-5 steps', async ({
  page,
}) => {
  const env = e2eEnv();
  const fx = await assistantWorkflow(env);
  const portal = new PortalPage(page, env.plainUrl);
  await portal.signIn(WS_ADMIN, env.password);
  await page.goto(`${env.plainUrl}/maven`);
  const main = page.getByRole('main');

  await main.getByRole('textbox', { name: /Ask a question/ }).fill(UNCOVERED);
  const answered = page.waitForResponse(isAnswer);
  await main.getByRole('button', { name: 'Send', exact: true }).click();
  const body = await (await answered).text().catch(() => null);
  if (body !== null) {
    const items = body
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => JSON.parse(line.slice(5)) as Record<string, unknown>);
    expect(items.some((item) => item.content)).toBe(false);
    expect(items.some((item) => Array.isArray(item.references))).toBe(false);
    expect(items.find((item) => item.declined)?.related).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: fx.workflowId })]),
    );
  }
  const exchange = main.locator('[part="exchange"]').last();
  await expect(exchange).toHaveAttribute('data-status', 'complete');
  await expect(exchange.getByTestId('assistant-declined')).toContainText(
    'No workflow covers this question',
  );
  await expect(exchange.getByText('Related workflows')).toBeVisible();
  await expect(exchange.getByText('Where it is shown')).toHaveCount(0);
  await expect(exchange.locator('blockquote')).toHaveCount(0);
  // The related workflow opens like a reference.
  await expect(referenceCard(exchange, fx.stepNumber).first()).toBeVisible();

  // An answerable question: quoted passages and 1 to 5 references, each a different step.
  await ask(page, main, MAVEN_QUESTION);
  const answer = main.locator('[part="exchange"]').last();
  await expect(answer.getByTestId('assistant-declined')).toHaveCount(0);
  const cards = answer.locator('[part="references"] li');
  const count = await cards.count();
  expect(count).toBeGreaterThanOrEqual(1);
  expect(count).toBeLessThanOrEqual(5);
});
