/**
 * Issue 22 must-show: dubbing. Real espeak-ng speaks three English blocks and one German block
 * (the text-to-speech route and its jobs), the voice-overs are saved, and each language's dub is
 * mixed by the `dub-workflow` job with real ffmpeg. The mixed HLS audio has speech where the
 * blocks start and silence between (ffmpeg silencedetect); the served master playlist lists
 * both as alternate audio next to the muxed original; DELETE takes one away.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { textToSpeechOnce, ttsEnvOf } from '../src/ai/tts/text-to-speech.js';
import { workflows } from '../src/db/schema.js';
import { Tenant } from '../src/db/tenant.js';
import {
  DEMO_DUB_LANGUAGE,
  DEMO_GERMAN_BLOCKS,
  ensureDemoVoiceOver,
} from '../src/seed/demo-voice-over.js';
import { eventually } from './jobs/helpers.js';
import type { TestServer } from './harness.js';
import { probeDuration } from './workflow-editor-helpers.js';
import { editorSession } from './workflow-editor-session.js';

const session = editorSession({ media: true });
const { ctx, localFile, builder, save, finishedRender, workflowRow } = session;
const tok = ctx.tok;
let s: TestServer;
let workflowId = '';
beforeAll(() => {
  ({ s, workflowId } = ctx);
});

interface Voice {
  id: string;
  languageCode: string | null;
}
interface Block {
  text: string;
  startTime: number;
  endTime: number;
}

// Short sentences (espeak-ng speaks each in about a second), apart enough for silence between.
const ENGLISH: Block[] = [
  { text: 'Fit the red bracket.', startTime: 0.5, endTime: 3 },
  { text: 'Check the pattern.', startTime: 4.5, endTime: 7 },
  { text: 'Close the cover.', startTime: 8.5, endTime: 11 },
];
const GERMAN: Block[] = [{ text: 'Setzen Sie die Halterung ein.', startTime: 2, endTime: 5 }];

async function voiceFor(language: string): Promise<string> {
  const r = await s.api.get('/v1/text-2-speech/voices', tok.pub);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  expect(r.body.data.configured, r.body.data.reason).toBe(true);
  const voice = (r.body.data.voices as Voice[]).find((v) =>
    v.languageCode?.toLowerCase().startsWith(language),
  );
  if (!voice) throw new Error(`no ${language} voice`);
  return voice.id;
}

/** Generates the blocks' audio (waiting for COMPLETED) and saves them as the language's voice-over. */
async function saveVoiceOver(languageCode: string, blocks: Block[]): Promise<void> {
  const voice = await voiceFor(languageCode.slice(0, 2));
  const made = await s.api.post(
    `/v1/workflows/${workflowId}/text-2-speech`,
    { languageCode, items: blocks.map((b) => ({ text: b.text, voice, rate: 1 })) },
    tok.pub,
  );
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const ids = (made.body.data.items as { id: string }[]).map((i) => i.id);
  const done = await eventually(
    () => s.api.get(`/v1/text-2-speech?ids=${ids.join(',')}`, tok.pub),
    (r) =>
      (r.body?.data?.items as { status: string }[] | undefined)?.every((i) =>
        ['COMPLETED', 'FAILURE'].includes(i.status),
      ) === true,
    60_000,
  );
  for (const item of done.body.data.items)
    expect(item, item.error).toMatchObject({ status: 'COMPLETED' });
  const saved = await s.api.post(
    '/v1/text-2-speech-histories',
    {
      workflowId,
      languageCode,
      voice,
      blocks: blocks.map((b, i) => ({
        key: `${languageCode}-${i}`,
        text2SpeechId: ids[i],
        text: b.text,
        startTime: b.startTime,
        endTime: b.endTime,
        voice,
      })),
    },
    tok.pub,
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

const dubs = () => s.api.get(`/v1/workflows/${workflowId}/dubbing`, tok.pub);

async function finishedDub(languageCode: string) {
  const r = await eventually(
    dubs,
    (d) =>
      (d.body?.data?.items as { languageCode: string; status: string }[] | undefined)?.some(
        (i) => i.languageCode === languageCode && ['finished', 'error'].includes(i.status),
      ) === true,
    90_000,
  );
  return (
    r.body.data.items as { languageCode: string; status: string; error: string | null }[]
  ).find((i) => i.languageCode === languageCode)!;
}

/** Where speech starts in a (local) HLS audio rendition: the ends of ffmpeg's silences. */
async function speechStarts(playlist: string): Promise<number[]> {
  const { stderr } = await promisify(execFile)('ffmpeg', [
    '-hide_banner',
    '-nostats',
    '-i',
    playlist,
    '-af',
    'silencedetect=noise=-45dB:d=0.4',
    '-f',
    'null',
    '-',
  ]);
  const starts = [...stderr.matchAll(/silence_start: ([\d.]+)/g)].map((m) => Number(m[1]));
  // A silence running to the end "ends" there too: that is no speech.
  const duration = await probeDuration(playlist);
  const ends = [...stderr.matchAll(/silence_end: ([\d.]+)/g)]
    .map((m) => Number(m[1]))
    .filter((t) => t < duration - 0.2);
  // Sound at the very start has no silence before it.
  return starts[0] !== undefined && starts[0] > 0.05 ? [0, ...ends] : ends;
}

async function master(): Promise<{ url: string; text: string }> {
  const r = await s.api.get(`/v1/player/workflow?workflowId=${workflowId}`, tok.pub);
  expect(r.status).toBe(200);
  const url = r.body.data.item.videoURL as string;
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return { url, text: await res.text() };
}

const dubRow = async (languageCode: string) => {
  const { workflowDubs } = await import('../src/db/schema.js');
  const { and, eq } = await import('drizzle-orm');
  const [row] = await s.database.db
    .select()
    .from(workflowDubs)
    .where(
      and(eq(workflowDubs.workflowId, workflowId), eq(workflowDubs.languageCode, languageCode)),
    );
  return row!;
};

describe('dubbing', () => {
  it('asks for a saved voice-over whose blocks all have audio', async () => {
    const none = await s.api.post(
      `/v1/workflows/${workflowId}/dubbing`,
      { languageCode: 'fr-fr' },
      tok.pub,
    );
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({
      ok: false,
      errorMessage: 'Save a voice-over in this language first',
    });
    const voice = await voiceFor('fr');
    const saved = await s.api.post(
      '/v1/text-2-speech-histories',
      {
        workflowId,
        languageCode: 'fr-fr',
        voice,
        blocks: [
          { key: 'a', text2SpeechId: null, text: 'Bonjour', startTime: 1, endTime: 3, voice },
        ],
      },
      tok.pub,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const missing = await s.api.post(
      `/v1/workflows/${workflowId}/dubbing`,
      { languageCode: 'fr-fr' },
      tok.pub,
    );
    expect(missing.status).toBe(400);
    expect(missing.body.errorMessage).toMatch(/^Generate the audio of every block first \(1 of 1/);
    const viewer = await s.api.post(
      `/v1/workflows/${workflowId}/dubbing`,
      { languageCode: 'fr-fr' },
      tok.view,
    );
    expect(viewer.status).toBe(403);
    const bad = await s.api.post(
      `/v1/workflows/${workflowId}/dubbing`,
      { languageCode: 'not a language' },
      tok.pub,
    );
    expect(bad.status).toBe(400);
  });

  it('mixes English and German dubs: speech at the blocks, listed as alternate audio', async () => {
    await saveVoiceOver('en', ENGLISH);
    await saveVoiceOver('de-de', GERMAN);
    for (const languageCode of ['en', 'de-de']) {
      const r = await s.api.post(`/v1/workflows/${workflowId}/dubbing`, { languageCode }, tok.pub);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.data.item).toMatchObject({ languageCode, status: 'scheduled' });
    }
    for (const [languageCode, blocks] of [
      ['en', ENGLISH],
      ['de-de', GERMAN],
    ] as const) {
      const dub = await finishedDub(languageCode);
      expect(dub, dub.error ?? '').toMatchObject({ status: 'finished', progress: 1 });
      const row = await dubRow(languageCode);
      const starts = await speechStarts(localFile(`${row.storagePrefix}/index.m3u8`));
      // One stretch of speech per block, each starting where its block does.
      expect(starts, JSON.stringify(starts)).toHaveLength(blocks.length);
      blocks.forEach((b, i) => expect(Math.abs(starts[i]! - b.startTime)).toBeLessThan(0.3));
    }

    const { url, text } = await master();
    const media = text.split('\n').filter((l) => l.startsWith('#EXT-X-MEDIA:TYPE=AUDIO'));
    expect(media).toHaveLength(3);
    expect(media[0]).toMatch(/NAME="English",LANGUAGE="en",DEFAULT=YES,AUTOSELECT=YES$/);
    const german = media.find((l) => l.includes('LANGUAGE="de-de"'))!;
    expect(german).toContain('NAME="Deutsch"');
    const variants = text.split('\n').filter((l) => l.startsWith('#EXT-X-STREAM-INF:'));
    expect(variants.length).toBeGreaterThan(0);
    for (const v of variants) expect(v).toMatch(/,AUDIO="aud"$/);
    // The rendition and its segments open under the master's own token.
    const uri = /URI="([^"]+)"/.exec(german)![1]!;
    const rendition = await fetch(new URL(uri, url));
    expect(rendition.status).toBe(200);
    const segment = (await rendition.text()).split('\n').find((l) => l.endsWith('.ts'))!;
    expect((await fetch(new URL(segment, new URL(uri, url)))).status).toBe(200);

    const player = await s.api.get(`/v1/player/workflow?workflowId=${workflowId}`, tok.pub);
    expect(player.body.data.item.audioTracks).toEqual([
      { languageCode: 'de-de', name: 'Deutsch' },
      { languageCode: 'en', name: 'English' },
    ]);
  }, 240_000);

  it('DELETE removes a dub: its files and its place in the master playlist', async () => {
    const row = await dubRow('de-de');
    const viewer = await s.api.delete(`/v1/workflows/${workflowId}/dubbing/de-de`, tok.view);
    expect(viewer.status).toBe(403);
    const r = await s.api.delete(`/v1/workflows/${workflowId}/dubbing/de-de`, tok.pub);
    expect(r.status).toBe(200);
    expect(r.body.data.item).toMatchObject({ languageCode: 'de-de' });
    expect(await s.app.services.storage.list(row.storagePrefix!)).toEqual([]);
    const { text } = await master();
    expect(text).not.toContain('LANGUAGE="de-de"');
    expect(text).toContain('LANGUAGE="en"');
    const list = await dubs();
    expect(list.body.data.items.map((d: { languageCode: string }) => d.languageCode)).toEqual([
      'en',
    ]);
    expect((await s.api.delete(`/v1/workflows/${workflowId}/dubbing/de-de`, tok.pub)).status).toBe(
      404,
    );
    const other = await s.api.get(`/v1/workflows/${workflowId}/dubbing`, tok.other);
    expect(other.status).toBe(404);
  });
});

describe('a re-render', () => {
  it('mixes each finished dub again for the new video, beside its new ladder', async () => {
    const before = await dubRow('en');
    const doc = (await builder()).body.data.item;
    const saved = await save('builder', {
      version: doc.version,
      segments: [...doc.segments, { type: 'delete', start: 11, end: 12 }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await finishedRender()).toMatchObject({ status: 'finished' });
    const { hlsKey } = await workflowRow();
    expect(hlsKey).toMatch(/\/renders\/[^/]+\/hls\/master\.m3u8$/);
    const again = await eventually(
      () => dubRow('en'),
      (row) => row.status === 'finished' && row.jobId !== before.jobId,
      90_000,
    );
    expect(again.storagePrefix).toBe(
      `${hlsKey!.replace(/\/master\.m3u8$/, '')}/audio/en-${again.jobId}`,
    );
    // The old mix goes right after the new one is marked finished (dub-workflow-job.ts).
    const left = await eventually(
      () => s.app.services.storage.list(before.storagePrefix!),
      (files) => files.length === 0,
      20_000,
    );
    expect(left).toEqual([]);
    const { url, text } = await master();
    const uri = /LANGUAGE="en",DEFAULT=NO,AUTOSELECT=NO,URI="([^"]+)"/.exec(text)![1]!;
    expect((await fetch(new URL(uri, url))).status).toBe(200);
  }, 200_000);
});

describe('the demo German voice-over', () => {
  const germanHistories = async () => {
    const { textToSpeechHistories } = await import('../src/db/schema.js');
    const { and, eq } = await import('drizzle-orm');
    const where = and(
      eq(textToSpeechHistories.workflowId, workflowId),
      eq(textToSpeechHistories.languageCode, DEMO_DUB_LANGUAGE),
    );
    return {
      rows: () => s.database.db.select().from(textToSpeechHistories).where(where),
      clear: () => s.database.db.delete(textToSpeechHistories).where(where),
    };
  };

  it('without text to speech: the blocks are saved, nothing is queued', async () => {
    const histories = await germanHistories();
    await histories.clear();
    const [row] = await s.database.db.select().from(workflows).where(eq(workflows.id, workflowId));
    const tenant = new Tenant(s.database.db, s.demoOrganizationId);
    const off = { kind: 'not-configured', reason: 'off' } as const;
    await ensureDemoVoiceOver(tenant, row!, null, off);
    await ensureDemoVoiceOver(tenant, row!, null, off);
    const saved = await histories.rows();
    expect(saved).toHaveLength(1);
    expect(saved[0]!.blocks.map((b) => [b.text2SpeechId, b.startTime])).toEqual(
      DEMO_GERMAN_BLOCKS.map((b) => [null, b.startTime]),
    );
    expect(
      (await dubs()).body.data.items.map((d: { languageCode: string }) => d.languageCode),
    ).toEqual(['en']);
  });

  it('with espeak-ng: speech and the dub are queued, and the dub plays as Deutsch', async () => {
    const histories = await germanHistories();
    await histories.clear();
    const [row] = await s.database.db.select().from(workflows).where(eq(workflows.id, workflowId));
    const tenant = new Tenant(s.database.db, s.demoOrganizationId);
    const tts = await textToSpeechOnce(ttsEnvOf(s.config))();
    await ensureDemoVoiceOver(tenant, row!, null, tts);
    const [saved] = await histories.rows();
    expect(saved!.blocks.every((b) => typeof b.text2SpeechId === 'string')).toBe(true);
    const dub = await finishedDub(DEMO_DUB_LANGUAGE);
    expect(dub, dub.error ?? '').toMatchObject({ status: 'finished' });
    expect((await master()).text).toContain('NAME="Deutsch",LANGUAGE="de-de"');
  }, 180_000);
});
