/**
 * Issue 6, SCORM in an LMS: a package exported from a real workflow, launched by examples/lms
 * (scorm-again as the LMS runtime, on an origin of its own) for SCORM 1.2 and 2004. The learner
 * watches part of the workflow and closes the course (pagehide); the relaunch resumes at the same
 * step and time within 1 s; completion is set only once 90% is watched; the call sequence is
 * valid with no LMS error; session time is in each standard's format. (Suspend data within the
 * limit for a 100-step workflow: packages/bridge/src/lms/session.test.ts, on the same runtime.)
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
  await frame.evaluate(async (playbackRate) => {
    const video = document.querySelector('video')!;
    video.muted = true;
    video.playbackRate = playbackRate;
    await video.play();
  }, rate);
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
