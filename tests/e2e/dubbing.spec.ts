/**
 * Issue 22 Must-show, dubbing: a workflow with a German dub (voiced by the server's espeak-ng and
 * mixed by its `dub-workflow` job, all through the API the voice-over editor calls) offers
 * Original and Deutsch in the portal player's settings; choosing Deutsch makes hls.js load and
 * play the German alternate audio rendition, and Original switches back to the sound muxed in
 * the video. The engine marks the track that really plays on the <video> (data-audio-track).
 */
import {
  createWorkflowDub,
  generateTextToSpeech,
  getPlayerWorkflow,
  getTextToSpeech,
  getTtsVoices,
  getWorkflowDubs,
  publishWorkflow,
  saveTextToSpeechHistory,
  type Api,
} from '@stepwise/api';
import { expect, test } from '@playwright/test';
import { PortalPage } from '../fixtures/portal-page.js';
import { PUBLISHER, signedInApi } from './support/api-client.js';
import { e2eEnv } from './support/e2e-env.js';
import { editorWorkflow } from './support/editor-workflow.js';
import { VIEWER } from './support/intranet-page.js';
import { PlayerPage } from './support/player-page.js';

test.describe.configure({ mode: 'serial' });

let api: Api;
let workflowId: string;

const BLOCKS = [
  { text: 'Setzen Sie die rote Halterung ein.', startTime: 1, endTime: 5 },
  { text: 'Prüfen Sie das Testbild.', startTime: 8, endTime: 12 },
];

/** Voices the blocks in German, saves the voice-over and mixes its dub; waits for the mix. */
async function germanDub(): Promise<void> {
  const voices = await getTtsVoices(api);
  expect(voices.configured, voices.reason ?? '').toBe(true);
  const voice = voices.voices.find((v) => v.languageCode === 'de-de')!.id;
  const made = await generateTextToSpeech(api, workflowId, {
    languageCode: 'de-de',
    items: BLOCKS.map((b) => ({ text: b.text, voice, rate: 1 })),
  });
  const ids = made.items.map((i) => i.id);
  await expect
    .poll(async () => (await getTextToSpeech(api, ids)).map((i) => i.status), { timeout: 60_000 })
    .toEqual(ids.map(() => 'COMPLETED'));
  await saveTextToSpeechHistory(api, {
    workflowId,
    languageCode: 'de-de',
    voice,
    blocks: BLOCKS.map((b, i) => ({ ...b, key: `b${i}`, text2SpeechId: ids[i]!, voice })),
  });
  await createWorkflowDub(api, workflowId, 'de-de');
  await expect
    .poll(async () => (await getWorkflowDubs(api, workflowId)).map((d) => d.status), {
      timeout: 120_000,
    })
    .toEqual(['finished']);
}

test.beforeAll(async () => {
  test.setTimeout(8 * 60_000);
  const env = e2eEnv();
  // The server without speech-to-text: a published workflow with the test video's transcript on
  // the 'ai' server would join the assistant's sources there (see annotations.spec.ts).
  api = await signedInApi(env.plainUrl, PUBLISHER, env.password);
  ({ workflowId } = await editorWorkflow(api, env, `Dubbing e2e ${Date.now()}`));
  await germanDub();
  await publishWorkflow(api, workflowId);
  expect((await getPlayerWorkflow(api, workflowId)).audioTracks).toEqual([
    { languageCode: 'de-de', name: 'Deutsch' },
  ]);
});

test('the player offers Original and Deutsch and switches the audio track both ways', async ({
  page,
}) => {
  test.setTimeout(3 * 60_000);
  const env = e2eEnv();
  await new PortalPage(page, env.plainUrl).signIn(VIEWER, env.password);
  const player = new PlayerPage(page);
  const german = /\/audio\/de-de-[^/]+\/index\.m3u8$/;
  const germanSegment = /\/audio\/de-de-[^/]+\/segment_\d+\.ts$/;
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));

  await player.open(`${env.plainUrl}/playermain/${workflowId}`);
  await player.waitForFrame();
  await player.play();
  // An English viewer of an English workflow hears the original: no German audio is fetched.
  expect(requested.some((p) => german.test(p))).toBe(false);

  await player.wake();
  await player.button('Settings').click();
  const audio = player.root.getByRole('group', { name: 'Audio' });
  await expect(audio.getByRole('radio', { name: 'Original' })).toBeChecked();
  const playlist = page.waitForRequest((r) => german.test(new URL(r.url()).pathname));
  await audio.getByRole('radio', { name: 'Deutsch' }).check();
  await playlist;
  await expect(player.video).toHaveAttribute('data-audio-track', 'de-de', { timeout: 30_000 });
  await expect.poll(() => requested.some((p) => germanSegment.test(p))).toBe(true);
  // It plays on with the dub: time goes forward and the element reports no error.
  const at = await player.time();
  await expect.poll(() => player.time(), { timeout: 30_000 }).toBeGreaterThan(at + 1);
  expect(await player.video.evaluate((v: HTMLVideoElement) => v.error)).toBeNull();

  await audio.getByRole('radio', { name: 'Original' }).check();
  await expect(player.video).toHaveAttribute('data-audio-track', 'original', { timeout: 30_000 });
  const back = await player.time();
  await expect.poll(() => player.time(), { timeout: 30_000 }).toBeGreaterThan(back + 1);
  expect(await player.video.evaluate((v: HTMLVideoElement) => v.error)).toBeNull();
  expect(await player.paused()).toBe(false);
});
