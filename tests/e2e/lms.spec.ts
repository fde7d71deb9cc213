/**
 * Issue 6, SCORM in an LMS: a package exported from a real workflow, launched by examples/lms
 * (scorm-again as the LMS runtime, on an origin of its own) for SCORM 1.2 and 2004. The learner
 * watches part of the workflow and closes the course (pagehide); the relaunch resumes at the same
 * step and time within 1 s; completion is set only once 90% is watched; the call sequence is
 * valid with no LMS error; session time is in each standard's format. And the session that
 * lms.js ships keeps its suspend data within each standard's limit for a 100-step workflow.
 *
 * Issue 15, session order and close, against the example LMS made strict: a 2004 completion
 * threshold of 0.9 judged when the status is set (the progress measure must already be there),
 * and pop-up launches the LMS closes 100 ms after the learner leaves, ending the session with
 * the window and refusing anything later: each keeps its session time and raises no LMS error.
 *
 * Issue 16: the LMS is on another site than the server (as every real LMS is), so the player's
 * frame (/rustici) is third-party: storage denied here, partitioned with third-party cookies
 * blocked in the `third-party-cookies-blocked` project (the tests tagged @third-party). It signs
 * in from the launch's token alone.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Frame, type Page } from '@playwright/test';
import { downloadWorkflowScorm } from '@stepwise/api';
import { PUBLISHER, signedInApi } from './support/api-client.js';
import { e2eEnv } from './support/e2e-env.js';
import { onHostSite } from './support/example-server.js';
import { REPO, WORK } from './support/paths.js';
import { playerWorkflow, type PlayerFixture } from './support/player-workflow.js';
import { answerQuiz, quizWorkflow, type QuizWorkflow } from './support/quiz-workflow.js';
import { frameStorage, thirdPartyStorage } from './support/third-party.js';

let fx: PlayerFixture;
const lmsServers: ChildProcess[] = [];
let packages = 0;

test.beforeAll(async () => {
  test.setTimeout(6 * 60_000);
  fx = await playerWorkflow(e2eEnv());
});

test.afterAll(() => {
  for (const server of lmsServers) server.kill('SIGTERM');
});

/** Exports a workflow's package (the player fixture's by default) and serves it from a local LMS. */
async function lmsFor(standard: '1.2' | '2004', workflowId = fx.workflowId): Promise<string> {
  const api = await signedInApi(fx.baseUrl, PUBLISHER, e2eEnv().password);
  const zip = await downloadWorkflowScorm(api, workflowId, {
    resolution: 720,
    exportType: standard === '1.2' ? 'SCORM_12' : 'SCORM_2004',
  });
  const dir = join(WORK, 'lms');
  await mkdir(dir, { recursive: true });
  // One file per server: another worker may be writing its own package meanwhile.
  const file = join(dir, `course-${standard}-${process.pid}-${++packages}.zip`);
  await writeFile(file, Buffer.from(await zip.arrayBuffer()));
  const server = spawn(
    process.execPath,
    [join(REPO, 'examples/lms/serve.mjs'), '--package', file, '--port', '0'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  lmsServers.push(server);
  return new Promise<string>((resolve, reject) => {
    let out = '';
    server.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /LMS (\S+)/.exec(out);
      // The LMS on a site of its own (the servers are on 127.0.0.1).
      if (m) resolve(onHostSite(m[1]!));
    });
    server.on('exit', (code) => reject(new Error(`the LMS example exited with ${code}`)));
  });
}

interface Call {
  launch: number;
  method: string;
  args: string[];
  result: string;
  error: string;
  /** Milliseconds on the LMS page's clock. */
  at: number;
  /** The strict LMS's verdict on a 2004 status, with a completion threshold. */
  judged?: string;
}

/** The example LMS's record of one launch. */
interface LmsLaunch {
  id: number;
  mode: 'frame' | 'popup';
  initializedAt: number | null;
  leftAt: number | null;
  closedAt: number | null;
  endedBy: 'content' | 'lms' | null;
  sessionTime: string;
  completionStatus: string;
  judged: string | null;
}

interface LmsPage {
  calls: Call[];
  sessions: LmsLaunch[];
  errors(): Call[];
}

/** The course's API calls (the error queries it makes after each call left out). */
const calls = (page: Page, launch?: number) =>
  page.evaluate(
    (id) =>
      (window as unknown as { lms: LmsPage }).lms.calls.filter(
        (c) =>
          !/GetLastError|GetErrorString|GetDiagnostic/.test(c.method) && (!id || c.launch === id),
      ),
    launch,
  );
const launches = (page: Page) =>
  page.evaluate(() => (window as unknown as { lms: LmsPage }).lms.sessions);
const lmsErrors = (page: Page) =>
  page.evaluate(() => (window as unknown as { lms: LmsPage }).lms.errors());
const liveCmi = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as { lms: { api: { renderCMIToJSONObject(): { cmi: any } } } }
      ).lms.api.renderCMIToJSONObject().cmi,
  );

/** The e-learning player's frame (/rustici), inside the package's launch page. */
async function playerFrame(page: Page): Promise<Frame> {
  let found: Frame | undefined;
  await expect
    .poll(
      () => {
        found = page.frames().find((f) => /\/rustici\//.test(f.url()));
        return Boolean(found);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

const videoTime = (frame: Frame) =>
  frame.evaluate(() => document.querySelector('video')?.currentTime ?? -1);

async function play(frame: Frame, rate = 1): Promise<void> {
  await expect
    .poll(() => frame.evaluate(() => document.querySelector('video')?.readyState ?? 0), {
      timeout: 30_000,
    })
    .toBeGreaterThanOrEqual(1);
  // The player may start a new load right then (its resume seek): play() then rejects with an
  // AbortError, and the next try plays.
  await expect
    .poll(
      () =>
        frame.evaluate(async (playbackRate) => {
          const video = document.querySelector('video');
          if (!video) return false;
          video.muted = true;
          video.playbackRate = playbackRate;
          try {
            await video.play();
          } catch {
            return false;
          }
          return !video.paused;
        }, rate),
      { timeout: 30_000 },
    )
    .toBe(true);
}

const SESSION_TIME = {
  '1.2': /^\d{2,4}:\d{2}:\d{2}(\.\d{1,2})?$/,
  '2004': /^P(\d+Y)?(\d+M)?(\d+D)?(T(\d+H)?(\d+M)?(\d+(\.\d{1,2})?S)?)?$/,
};
const ELEMENTS = {
  '1.2': { sessionTime: 'cmi.core.session_time', status: (cmi: any) => cmi.core.lesson_status },
  '2004': { sessionTime: 'cmi.session_time', status: (cmi: any) => cmi.completion_status },
};
const FIRST = { '1.2': 'LMSInitialize', '2004': 'Initialize' };
const LAST = { '1.2': 'LMSFinish', '2004': 'Terminate' };

for (const standard of ['1.2', '2004'] as const) {
  test(`SCORM ${standard}: resume after close within 1 s, completion only at 90%, valid calls @third-party`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(3 * 60_000);
    const lms = await lmsFor(standard);
    expect(new URL(lms).hostname).not.toBe(new URL(fx.baseUrl).hostname);
    await page.goto(lms);
    await page.getByRole('button', { name: 'Launch' }).click();

    // Session 1: watch about 8 s, then close the course window.
    let frame = await playerFrame(page);
    // The LMS's site is not the server's: the player's frame plays without its site's storage.
    expect(await frameStorage(frame)).toBe(thirdPartyStorage(testInfo));
    await play(frame);
    await expect.poll(() => videoTime(frame), { timeout: 30_000 }).toBeGreaterThan(8);
    await frame.evaluate(() => document.querySelector('video')!.pause());
    const closedAt = await videoTime(frame);
    // At least one 3 s write before closing, then the pagehide one.
    await page.waitForTimeout(3_500);
    expect(ELEMENTS[standard].status(await liveCmi(page))).not.toBe('completed');
    await page.getByRole('button', { name: 'Close the course' }).click();

    await expect.poll(async () => (await calls(page)).at(-1)?.method).toBe(LAST[standard]);
    const first = await calls(page);
    expect(first[0]?.method).toBe(FIRST[standard]);
    expect(first.filter((c) => c.error !== '0')).toEqual([]);
    expect(first.filter((c) => c.method === LAST[standard])).toHaveLength(1);
    expect(first.some((c) => /Commit$/.test(c.method))).toBe(true);
    const sessionTimes = first
      .filter((c) => /SetValue$/.test(c.method) && c.args[0] === ELEMENTS[standard].sessionTime)
      .map((c) => c.args[1]!);
    expect(sessionTimes.length).toBeGreaterThan(0);
    for (const value of sessionTimes) expect(value).toMatch(SESSION_TIME[standard]);
    const stored = await page.evaluate(() =>
      (window as unknown as { lms: { stored(): unknown } }).lms.stored(),
    );
    expect(JSON.stringify(stored)).toMatch(/stepId=[^&"]+&videoTime=[\d.]+/);

    // Session 2: the relaunch resumes where the learner left, within 1 s.
    await page.getByRole('button', { name: 'Launch' }).click();
    frame = await playerFrame(page);
    await expect
      .poll(async () => Math.abs((await videoTime(frame)) - closedAt), { timeout: 30_000 })
      .toBeLessThan(1);
    expect(ELEMENTS[standard].status(await liveCmi(page))).not.toBe('completed');

    // Watching the rest (faster than real time) passes 90%: now it is completed.
    await play(frame, 4);
    await expect
      .poll(async () => ELEMENTS[standard].status(await liveCmi(page)), { timeout: 60_000 })
      .toBe('completed');
    await page.getByRole('button', { name: 'Close the course' }).click();
    await expect.poll(async () => (await calls(page)).at(-1)?.method).toBe(LAST[standard]);
    expect((await calls(page)).filter((c) => c.error !== '0')).toEqual([]);
  });
}

/** Seconds in a SCORM 1.2 `HHHH:MM:SS.SS` or 2004 `PT1H2M3.45S` time. */
function seconds(time: string): number {
  const v12 = /^(\d{2,4}):(\d{2}):(\d{2}(?:\.\d{1,2})?)$/.exec(time);
  if (v12) return Number(v12[1]) * 3600 + Number(v12[2]) * 60 + Number(v12[3]);
  const v2004 = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:([\d.]+)S)?$/.exec(time);
  if (!v2004) throw new Error(`not a session time: ${time}`);
  return Number(v2004[1] ?? 0) * 3600 + Number(v2004[2] ?? 0) * 60 + Number(v2004[3] ?? 0);
}

test('SCORM 2004 with a completion threshold of 0.9: the progress measure is written before completed', async ({
  page,
}) => {
  test.setTimeout(3 * 60_000);
  const lms = await lmsFor('2004');
  // The LMS judges cmi.completion_status against cmi.progress_measure when the course sets it.
  await page.goto(`${lms}?threshold=0.9`);
  await page.getByLabel('Learner id').fill(`threshold-${Date.now()}`);
  await page.getByRole('button', { name: 'Launch' }).click();
  const frame = await playerFrame(page);
  await play(frame, 4);
  await expect
    .poll(async () => (await liveCmi(page)).completion_status, { timeout: 90_000 })
    .toBe('completed');
  await page.getByRole('button', { name: 'Close the course' }).click();
  await expect.poll(async () => (await calls(page)).at(-1)?.method).toBe('Terminate');

  const log = await calls(page);
  const isSet = (c: Call, element: string) => c.method === 'SetValue' && c.args[0] === element;
  const completedAt = log.findIndex(
    (c) => isSet(c, 'cmi.completion_status') && c.args[1] === 'completed',
  );
  expect(completedAt).toBeGreaterThan(0);
  // The measure that justifies it came first, in the same write (no commit between them).
  const measureAt = log.findLastIndex(
    (c, i) => i < completedAt && isSet(c, 'cmi.progress_measure'),
  );
  expect(measureAt).toBeGreaterThanOrEqual(0);
  expect(Number(log[measureAt]!.args[1])).toBeGreaterThanOrEqual(0.9);
  expect(log.slice(measureAt, completedAt).some((c) => c.method === 'Commit')).toBe(false);
  expect(log[completedAt]!.judged).toBe('completed');
  // Once a measure exists, every status the course set is the one the LMS judged.
  const firstMeasure = log.findIndex((c) => isSet(c, 'cmi.progress_measure'));
  for (const call of log.slice(firstMeasure).filter((c) => isSet(c, 'cmi.completion_status')))
    expect(call.judged).toBe(call.args[1]);
  const [launch] = await launches(page);
  expect(launch).toMatchObject({ endedBy: 'content', completionStatus: 'completed' });
  expect(await lmsErrors(page)).toEqual([]);
  const stored = await page.evaluate(() =>
    (window as unknown as { lms: { stored(): { completion_status: string } } }).lms.stored(),
  );
  expect(stored.completion_status).toBe('completed');
});

/**
 * Pop-up launches the LMS closes 100 ms after the learner leaves ("Leave the course" on the LMS
 * page), ending the session itself at that moment and refusing every later call: `runs` times in
 * a row, each a new learner (a first attempt reads nothing), each a different time in the course.
 */
async function popupRuns(page: Page, standard: '1.2' | '2004', runs: number): Promise<void> {
  await page.goto(
    `${await lmsFor(standard)}?open=popup${standard === '2004' ? '&threshold=0.9' : ''}`,
  );
  const stamp = Date.now();
  for (let run = 1; run <= runs; run++) {
    await page.getByLabel('Learner id').fill(`popup-${stamp}-${run}`);
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Launch' }).click(),
    ]);
    // The session runs once the course has made its first commit.
    await expect
      .poll(async () => (await calls(page, run)).some((c) => /Commit$/.test(c.method)), {
        timeout: 30_000,
      })
      .toBe(true);
    await page.waitForTimeout([300, 1_100, 2_300, 3_200][run % 4]!);
    const gone = popup.waitForEvent('close');
    await page.getByRole('button', { name: 'Leave the course' }).click();
    await gone;
    await expect.poll(async () => (await launches(page))[run - 1]?.closedAt ?? null).not.toBeNull();

    const launch = (await launches(page))[run - 1]!;
    const log = await calls(page, run);
    const label = `${standard} run ${run}`;
    // The course finished the session itself, before the LMS ended it with the window.
    expect(launch.endedBy, label).toBe('content');
    expect(
      log.filter((c) => c.method === LAST[standard]),
      label,
    ).toHaveLength(1);
    expect(log.at(-1)?.method, label).toBe(LAST[standard]);
    const spent = (launch.leftAt! - launch.initializedAt!) / 1000;
    const untilClosed = (launch.closedAt! - launch.initializedAt!) / 1000;
    const recorded = seconds(launch.sessionTime);
    expect(recorded, `${label}: ${launch.sessionTime} for ${spent} s`).toBeGreaterThanOrEqual(
      spent - 0.05,
    );
    expect(recorded, `${label}: ${launch.sessionTime} until ${untilClosed} s`).toBeLessThanOrEqual(
      untilClosed + 0.05,
    );
  }
  // No call was refused or failed, in any run (101 / 113 / 133 / 143 or any other).
  expect(await lmsErrors(page)).toEqual([]);
  expect(await launches(page)).toHaveLength(runs);
}

test('SCORM 2004 pop-up closed by the LMS 100 ms after the learner leaves, 20 times: session time kept, no LMS error', async ({
  page,
}) => {
  test.setTimeout(4 * 60_000);
  await popupRuns(page, '2004', 20);
});

test('SCORM 1.2 pop-up closed by the LMS 100 ms after the learner leaves, 5 times: session time kept, no LMS error', async ({
  page,
}) => {
  test.setTimeout(2 * 60_000);
  await popupRuns(page, '1.2', 5);
});

test("lms.js keeps suspend data within each standard's limit for a 100-step workflow", async ({
  page,
}) => {
  // The local LMS page brings scorm-again's runtime; the Stepwise server brings lms.js, whose
  // `Stepwise.lms` parts run a session here as a launch page would, fed 1,200 watched pieces.
  await page.goto(await lmsFor('1.2'));
  await page.addScriptTag({ url: `${fx.baseUrl}/embed/v1/lms.js` });
  const results = await page.evaluate(() => {
    const STEPS = 100;
    const STEP_SECONDS = 30;
    const TOTAL = STEPS * STEP_SECONDS;
    const w = window as any;
    const out: { standard: string; length: number; limit: number; errors: string[] }[] = [];
    for (const [standard, Api, name, limit] of [
      ['1.2', w.Scorm12API, 'API', 4096],
      ['2004', w.Scorm2004API, 'API_1484_11', 64000],
    ] as const) {
      const api = new Api({ autocommit: false, logLevel: 5 });
      api.loadFromJSON(
        standard === '1.2' ? { core: { entry: 'ab-initio' } } : { entry: 'ab-initio' },
      );
      delete w.API;
      delete w.API_1484_11;
      w[name] = api;
      const errors: string[] = [];
      const lastError = standard === '1.2' ? 'LMSGetLastError' : 'GetLastError';
      const written: string[] = [];
      const setValue = standard === '1.2' ? 'LMSSetValue' : 'SetValue';
      const original = api[setValue].bind(api);
      api[setValue] = (element: string, value: string) => {
        const result = original(element, value);
        if (element === 'cmi.suspend_data') written.push(value);
        const code = String(api[lastError]());
        if (code !== '0') errors.push(`${element}: ${code}`);
        return result;
      };
      const { LmsSession, createLmsAdapter, findScormApi } = w.Stepwise.lms;
      const adapter = createLmsAdapter(findScormApi(window, standard));
      const session = LmsSession.start({ adapter, intervalMs: 60_000 });
      session.onReady({
        workflowId: 'wf-100',
        title: 'One hundred steps',
        steps: Array.from({ length: STEPS }, (_, i) => ({
          id: `step-${i}`,
          title: `Step ${i + 1}`,
          startTime: i * STEP_SECONDS,
          endTime: (i + 1) * STEP_SECONDS,
        })),
        hls: 'native',
      });
      // 0.5 s watched, then a 2.1 s jump: about 1,200 separate intervals over 3,000 s.
      for (let from = 0; from < TOTAL - 1; from += 2.6) {
        for (let t = from; t <= from + 0.5 + 1e-9; t += 0.25) {
          const index = Math.min(STEPS - 1, Math.floor(t / STEP_SECONDS));
          session.onTimeUpdate({
            time: t,
            stepId: `step-${index}`,
            stepTime: t - index * STEP_SECONDS,
            duration: TOTAL,
          });
        }
        if (Math.round(from / 2.6) % 100 === 0) session.record({ force: true });
      }
      session.finish();
      out.push({
        standard,
        length: Math.max(...written.map((v) => v.length)),
        limit,
        errors,
      });
    }
    return out;
  });
  for (const result of results) {
    expect(result.errors, result.standard).toEqual([]);
    expect(result.length, result.standard).toBeGreaterThan(0);
    expect(result.length, result.standard).toBeLessThanOrEqual(result.limit);
  }
});

/**
 * Issue 19: a workflow with a published quiz. Its package names the quiz (the manifest's pass
 * mark, the launch configuration); the learner watches to the end, the player's quiz mask
 * appears in the frame, the learner takes the quiz there, and the launch script writes the score
 * and pass / fail to the LMS beside the completion: SCORM 2004 `cmi.score.*` and
 * `cmi.success_status`, SCORM 1.2 `cmi.core.score.*` and `cmi.core.lesson_status`.
 */
let quizFx: QuizWorkflow | null = null;
const quizFixture = async () => (quizFx ??= await quizWorkflow(e2eEnv(), fx.baseUrl, 'LMS quiz'));

const QUIZ_CASES = [
  { standard: '2004', pass: true },
  { standard: '1.2', pass: false },
] as const;

for (const { standard, pass } of QUIZ_CASES) {
  test(`SCORM ${standard} with a quiz: the score and ${pass ? 'passed' : 'failed'} are recorded beside completion`, async ({
    page,
  }) => {
    test.setTimeout(6 * 60_000);
    const quiz = await quizFixture();
    const lms = await lmsFor(standard, quiz.workflowId);
    // The package includes the quiz: its pass mark in the manifest, its id in the launch page.
    const manifest = await (
      await page.request.get(new URL('sco/imsmanifest.xml', lms).href)
    ).text();
    if (standard === '1.2') {
      expect(manifest).toContain('<adlcp:masteryscore>80</adlcp:masteryscore>');
    } else {
      expect(manifest).toContain('satisfiedByMeasure="true"');
      expect(manifest).toContain('<imsss:minNormalizedMeasure>0.8</imsss:minNormalizedMeasure>');
    }
    const launchPage = await (await page.request.get(new URL('sco/index.html', lms).href)).text();
    expect(launchPage).toContain(quiz.quiz.id);

    await page.goto(lms);
    // A learner of their own: one who passed before is not asked again.
    await page.getByLabel('Learner id').fill(`quiz-${standard}-${Date.now()}`);
    await page.getByRole('button', { name: 'Launch' }).click();
    const frame = await playerFrame(page);
    await play(frame, 2);
    const mask = frame.getByTestId('quiz-mask');
    await expect(mask).toBeVisible({ timeout: 60_000 });
    await mask.getByRole('button', { name: 'Take quiz' }).click();
    const panel = frame.getByTestId('player-quiz');
    await answerQuiz(panel, quiz.quiz, pass);
    await expect(
      panel.getByRole('heading', { name: pass ? 'You passed' : 'Did not pass' }),
    ).toBeVisible();

    const score = (cmi: any) => (standard === '1.2' ? cmi.core.score : cmi.score);
    await expect
      .poll(async () => score(await liveCmi(page)).raw, { timeout: 15_000 })
      .toBe(pass ? '100' : '0');
    const cmi = await liveCmi(page);
    expect(score(cmi)).toMatchObject({ min: '0', max: '100' });
    if (standard === '2004') {
      expect(cmi.score.scaled).toBe('1');
      expect(cmi.success_status).toBe('passed');
      // The completion rule decides completion: the whole clip was watched.
      await expect
        .poll(async () => (await liveCmi(page)).completion_status, { timeout: 30_000 })
        .toBe('completed');
    } else {
      expect(cmi.core.lesson_status).toBe('failed');
    }

    await page.getByRole('button', { name: 'Close the course' }).click();
    await expect.poll(async () => (await calls(page)).at(-1)?.method).toBe(LAST[standard]);
    const log = await calls(page);
    expect(log.filter((c) => c.error !== '0')).toEqual([]);
    // The score went before the status it justifies, and a commit followed.
    const set = (element: string) =>
      log.findIndex((c) => /SetValue$/.test(c.method) && c.args[0] === element);
    const raw = set(standard === '1.2' ? 'cmi.core.score.raw' : 'cmi.score.raw');
    const status = log.findIndex(
      (c) =>
        /SetValue$/.test(c.method) &&
        c.args[0] === (standard === '1.2' ? 'cmi.core.lesson_status' : 'cmi.success_status') &&
        c.args[1] === (pass ? 'passed' : 'failed'),
    );
    expect(raw).toBeGreaterThan(0);
    expect(status).toBeGreaterThan(raw);
    expect(log.slice(status).some((c) => /Commit$/.test(c.method))).toBe(true);
    const stored = await page.evaluate(() =>
      (window as unknown as { lms: { stored(): any } }).lms.stored(),
    );
    expect(JSON.stringify(stored)).toContain(pass ? 'passed' : 'failed');
  });
}
