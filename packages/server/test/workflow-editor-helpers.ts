/**
 * A really processed workflow for the editor tests (issue 21): a 12 s video of three 4 s scenes
 * with sound, uploaded and processed by the server's own job, then given an author's transcript
 * with word times (one sentence a scene), as an author who typed it would.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { makeTestVideo } from '../src/media/test-video.js';
import type { ApiClient } from './harness.js';
import { eventually } from './jobs/helpers.js';
import { createUpload, sendAllParts, uploadWorkflow } from './upload-client.js';

export const SCRIPT = [
  { sentence: 'Fit the red bracket.', startTime: 0.5, endTime: 3.5 },
  { sentence: 'Check the test pattern.', startTime: 4.5, endTime: 7.5 },
  { sentence: 'Close the blue cover.', startTime: 8.5, endTime: 11.5 },
].map((s) => {
  const words = s.sentence.split(' ');
  const each = (s.endTime - s.startTime) / words.length;
  return {
    ...s,
    words: words.map((word, i) => ({
      word,
      startTime: Math.round((s.startTime + i * each) * 1000) / 1000,
      endTime: Math.round((s.startTime + (i + 1) * each) * 1000) / 1000,
    })),
  };
});

export async function testVideo(dir: string, seconds = 4): Promise<Buffer> {
  const made = await makeTestVideo({
    outFile: join(dir, `clip-${seconds}.mp4`),
    width: 640,
    height: 360,
    scenes: [
      { seconds, color: 'red' },
      { seconds, pattern: 'testsrc2' },
      { seconds, color: 'blue' },
    ],
    audio: true,
  });
  return readFileSync(made.file);
}

/** Uploads `video`, waits for processing, writes the script: the workflow's id. */
export async function processedWorkflow(
  api: ApiClient,
  token: string,
  video: Buffer,
  workspaceId: string,
  title: string,
): Promise<string> {
  const { workflowId } = await uploadWorkflow(api.url, token, video, {
    workspaceId,
    title,
    languageCode: 'en',
  });
  const done = await eventually(
    () => api.get(`/v1/workflows/${workflowId}`, token),
    (r) => r.body?.data?.item?.processed === true && r.body.data.item.stepsStatus === 'completed',
    120_000,
  );
  if (!done.body.data.item.processed)
    throw new Error(`not processed: ${JSON.stringify(done.body)}`);
  const t = await api.post(
    `/v1/workflows/${workflowId}/transcription`,
    { languageCode: 'en', sentences: SCRIPT },
    token,
  );
  if (t.status !== 200) throw new Error(`transcript: ${t.status} ${JSON.stringify(t.body)}`);
  return workflowId;
}

/** A finished upload of `file` (not yet used by anything): its id. */
export async function finishedUpload(api: ApiClient, token: string, file: Buffer, name: string) {
  const up = await createUpload(api.url, token, file, name);
  await sendAllParts(api.url, token, up.id, file, up.partCount, up);
  return up.id;
}

/** ffprobe's duration of a local media file (an HLS playlist plays its segments). */
export async function probeDuration(file: string): Promise<number> {
  const { stdout } = await promisify(execFile)('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration',
    '-of',
    'csv=p=0',
    file,
  ]);
  return Number(stdout.trim());
}
