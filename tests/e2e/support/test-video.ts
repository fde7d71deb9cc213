import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makeTestVideo, type TestScene, type TestSpeech } from '@stepwise/server/media';
import type { E2eVideo } from './e2e-env.js';
import { SHORT_CLIP_SCENES, TEST_VIDEO_SCENES, TEST_VIDEO_SPEECH } from './test-video-script.js';

/**
 * The 60 s 1280x720 test video, made with ffmpeg and espeak-ng. Videos are kept between runs
 * (keyed by their script) because making them costs seconds every run would otherwise pay.
 */
export function testVideo(dir: string): Promise<E2eVideo> {
  return cachedVideo(dir, 'assembly-line', TEST_VIDEO_SCENES, TEST_VIDEO_SPEECH);
}

/** A 6 s clip of three 2 MB parts for the upload tests that never wait for processing. */
export function shortClip(dir: string): Promise<E2eVideo> {
  return cachedVideo(dir, 'short-clip', SHORT_CLIP_SCENES, []);
}

async function cachedVideo(
  dir: string,
  name: string,
  scenes: readonly TestScene[],
  speech: readonly TestSpeech[],
): Promise<E2eVideo> {
  const script = { scenes, speech, size: '1280x720' };
  const key = createHash('sha256').update(JSON.stringify(script)).digest('hex').slice(0, 12);
  const file = join(dir, `${name}-${key}.mp4`);
  const meta = `${file}.json`;
  if (existsSync(file) && existsSync(meta)) {
    return JSON.parse(await readFile(meta, 'utf8')) as E2eVideo;
  }
  await mkdir(dir, { recursive: true });
  // Videos of an earlier script are of no more use.
  for (const old of await readdir(dir)) {
    if (old.startsWith(`${name}-`)) await rm(join(dir, old), { force: true });
  }
  const made = await makeTestVideo({
    outFile: file,
    width: 1280,
    height: 720,
    scenes,
    speech,
    audio: true,
    faststart: true,
  });
  const video: E2eVideo = {
    file: made.file,
    durationSeconds: made.durationSeconds,
    cuts: made.cuts,
    speech: made.speech,
    speechEngine: made.speechEngine,
  };
  await writeFile(meta, JSON.stringify(video, null, 2));
  return video;
}
