/**
 * Once per run: build the portal and the script-tag embed, make (or reuse) the 60 s test video, start the
 * transcription stand-in (which also answers chat completions through the chat-model stand-in)
 * and three real servers — one without AI (speech-to-text and answers offline), one for the
 * sign-in and shell tests, one whose AI_BASE_URL is the stand-in. The returned function stops
 * them all.
 */
import { spawnSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { startLlmStandIn } from '../../packages/server/test/ai/llm-stand-in.js';
import { publishE2eEnv } from './support/e2e-env.js';
import { EMBED_BUILD, PORTAL, REPO, WORK } from './support/paths.js';
import { startServer } from './support/server-process.js';
import { shortClip, testVideo } from './support/test-video.js';
import { startTranscriptionStandIn } from './support/transcription-stand-in.js';

const PASSWORD = 'E2e-Demo-Password-7';

function viteBuild(cwd: string, args: string[] = []): void {
  const result = spawnSync(
    process.execPath,
    [join(REPO, 'node_modules/vite/bin/vite.js'), 'build', ...args],
    {
      cwd,
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: '' },
    },
  );
  if (result.status !== 0) {
    throw new Error(`vite build failed in ${cwd}:\n${result.stdout}\n${result.stderr}`);
  }
}

function buildPortal(): void {
  const started = Date.now();
  viteBuild(PORTAL);
  console.log(`[e2e] portal built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * packages/embed/dist/v1, which the servers serve at /embed/v1/: its build script runs every
 * pass in order (the loaders, the host SDK, lms.js, the assistant; README there).
 */
function buildEmbed(): void {
  const started = Date.now();
  const result = spawnSync(process.execPath, [EMBED_BUILD], {
    cwd: join(REPO, 'packages/embed'),
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  if (result.status !== 0) {
    throw new Error(`the embed build failed:\n${result.stdout}\n${result.stderr}`);
  }
  console.log(`[e2e] embed built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  await mkdir(WORK, { recursive: true });
  buildPortal();
  buildEmbed();
  const started = Date.now();
  const video = await testVideo(join(WORK, 'video'));
  const clip = await shortClip(join(WORK, 'video'));
  console.log(
    `[e2e] test video ready in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
      `(cuts ${video.cuts.join(', ')} s; speech by ${video.speechEngine})`,
  );
  // The model cites the passages it is given ([n]), as a grounded answer should.
  const llm = await startLlmStandIn({ mode: 'cite' });
  const standIn = await startTranscriptionStandIn(video.speech, video.durationSeconds, {
    standIn: llm,
    mode: 'cite',
  });
  const booting = Date.now();
  const servers = await Promise.allSettled([
    startServer({ name: 'plain', password: PASSWORD }),
    startServer({ name: 'frame', password: PASSWORD, env: { LOG_LEVEL: 'info' } }),
    startServer({
      name: 'ai',
      password: PASSWORD,
      env: { AI_BASE_URL: standIn.baseUrl, AI_API_KEY: 'e2e-stand-in-key' },
    }),
  ]);
  const [plain, frame, ai] = servers;
  const failed = servers.find((s) => s.status === 'rejected');
  if (
    failed ||
    plain.status !== 'fulfilled' ||
    frame.status !== 'fulfilled' ||
    ai.status !== 'fulfilled'
  ) {
    for (const s of servers) if (s.status === 'fulfilled') await s.value.stop();
    await standIn.close();
    await llm.close();
    throw (failed as PromiseRejectedResult).reason;
  }
  console.log(`[e2e] three servers ready in ${((Date.now() - booting) / 1000).toFixed(1)} s`);
  publishE2eEnv({
    plainUrl: plain.value.url,
    aiUrl: ai.value.url,
    aiStandInControl: standIn.controlUrl,
    frameUrl: frame.value.url,
    frameLog: frame.value.log,
    password: PASSWORD,
    video,
    clip,
  });

  return async () => {
    await Promise.all([plain.value.stop(), frame.value.stop(), ai.value.stop()]);
    await standIn.close();
    await llm.close();
  };
}
