/**
 * Issue 6, SCORM in an LMS: a package exported from a real workflow, launched by examples/lms
 * (scorm-again as the LMS runtime, on an origin of its own) for SCORM 1.2 and 2004. The learner
 * watches part of the workflow and closes the course (pagehide); the relaunch resumes at the same
 * step and time within 1 s; completion is set only once 90% is watched; the call sequence is
 * valid with no LMS error; session time is in each standard's format. And the session that
 * lms.js ships keeps its suspend data within each standard's limit for a 100-step workflow.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Frame, type Page } from '@playwright/test';
import { downloadWorkflowScorm } from '@stepwise/api';
import { PUBLISHER, signedInApi } from './support/api-client.js';
import { e2eEnv } from './support/e2e-env.js';
import { REPO, WORK } from './support/paths.js';
import { playerWorkflow, type PlayerFixture } from './support/player-workflow.js';

let fx: PlayerFixture;
const lmsServers: ChildProcess[] = [];

test.beforeAll(async () => {
  test.setTimeout(6 * 60_000);
  fx = await playerWorkflow(e2eEnv());
});

test.afterAll(() => {
  for (const server of lmsServers) server.kill('SIGTERM');
});

/** Exports the workflow's package for one standard and serves it from a local LMS. */
async function lmsFor(standard: '1.2' | '2004'): Promise<string> {
  const api = await signedInApi(fx.baseUrl, PUBLISHER, e2eEnv().password);
  const zip = await downloadWorkflowScorm(api, fx.workflowId, {
    resolution: 720,
    exportType: standard === '1.2' ? 'SCORM_12' : 'SCORM_2004',
  });
  const dir = join(WORK, 'lms');
  await mkdir(dir, { recursive: true });
  const file = join(dir, `course-${standard}.zip`);
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
      if (m) resolve(m[1]!);
    });
    server.on('exit', (code) => reject(new Error(`the LMS example exited with ${code}`)));
  });
}

interface Call {
  method: string;
  args: string[];
  result: string;
  error: string;
}

const calls = (page: Page) =>
  page.evaluate(() => (window as unknown as { lms: { calls: Call[] } }).lms.calls);
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
  test(`SCORM ${standard}: resume after close within 1 s, completion only at 90%, valid calls`, async ({
    page,
  }) => {
    test.setTimeout(3 * 60_000);
    const lms = await lmsFor(standard);
    await page.goto(lms);
    await page.getByRole('button', { name: 'Launch' }).click();

    // Session 1: watch about 8 s, then close the course window.
    let frame = await playerFrame(page);
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
