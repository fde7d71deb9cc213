/**
 * Issue 16: transcripts without speech-to-text. An author uploads WebVTT or SubRip subtitles (or
 * types plain text) to a processed workflow that has no transcript: it becomes the timed
 * transcript, the steps are titled from it, each step's subtitles are its cues, search and the
 * assistant find its words, and it downloads again as subtitles that read back the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatSrt, parseSrt, parseVtt, SpeechStatus } from '@stepwise/core';
import { newId } from '../src/db/ids.js';
import { steps, workflows, workspaces } from '../src/db/schema.js';
import { DEMO_USERS } from '../src/seed/demo.js';
import { buildFixtures, OTHER_ORG, type Fixtures } from './fixtures.js';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
let fx: Fixtures;
const token = { pub: '', view: '', other: '' };

/**
 * A processed workflow as a server without speech-to-text leaves it: three scenes of 9 s, no
 * transcript, steps without titles, speech "not configured".
 */
async function untranscribed(title: string, opts: { steps?: boolean; duration?: number } = {}) {
  const db = s.database.db;
  const [source] = await db.select().from(workflows).where(eq(workflows.id, fx.base.workflowId!));
  const id = newId();
  await db.insert(workflows).values({
    ...source!,
    id,
    title,
    speechStatus: SpeechStatus.NotConfigured,
    videoDuration: opts.duration === undefined ? 27 : opts.duration,
    published: true,
    publishedDate: new Date(),
  });
  if (opts.steps !== false) {
    await db.insert(steps).values(
      [0, 9, 18].map((start, i) => ({
        id: newId(),
        organizationId: source!.organizationId,
        workflowId: id,
        order: (i + 1) * 10,
        startTime: start,
        endTime: start + 9,
        title: { en: '' },
      })),
    );
  }
  return id;
}

const VTT = `WEBVTT

NOTE the label printer, as said in the video

1
00:00:01.000 --> 00:00:04.500 align:start
<v Priya>Lift the printhead lever until it clicks.</v>

2
00:00:05.000 --> 00:00:08.000
<i>Remove the empty label roll.</i>

3
00:00:10.250 --> 00:00:14.000
Thread the new labels under the guide
and close the lever.

00:00:19.000 --> 00:00:23.000
Press feed twice to calibrate the sensor.
`;

const SRT = `1\r
00:00:00,800 --> 00:00:05,000\r
Drain the coolant into the grey tank.\r
\r
2\r
00:00:09,500 --> 00:00:13,000\r
Refill it through the funnel up to the mark.\r
\r
3\r
00:00:18,200 --> 00:00:24,000\r
Bleed the air from the valve on top.\r
`;

const upload = (workflowId: string, format: string, content: string, bearer = token.pub) =>
  s.api.post(
    `/v1/workflows/${workflowId}/transcription/file`,
    { languageCode: 'en', format, content },
    bearer,
  );
const stepsOf = async (workflowId: string) =>
  (await s.api.get(`/v1/workflows/${workflowId}/steps`, token.pub)).body.data.items as {
    id: string;
    startTime: number;
    title: Record<string, string>;
    transcriptions: Record<string, { sentence: string; startTime: number; endTime: number }[]>;
  }[];

beforeAll(async () => {
  s = await startTestServer();
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  const [pub, view, other] = await Promise.all([
    s.api.login(DEMO_USERS.publisher),
    s.api.login(DEMO_USERS.viewer),
    s.api.login(OTHER_ORG.admin),
  ]);
  token.pub = pub.accessToken;
  token.view = view.accessToken;
  token.other = other.accessToken;
});
afterAll(() => s?.close());

describe('uploading subtitles to a workflow with no speech-to-text', () => {
  let vttId = '';
  let srtId = '';

  it('a WebVTT file becomes the timed transcript; steps are titled from it', async () => {
    vttId = await untranscribed('Label printer roll change');
    const r = await upload(vttId, 'vtt', VTT);
    expect(r.status).toBe(200);
    expect(r.body.data.item).toMatchObject({ languageCode: 'en', source: 'author' });
    expect(r.body.data.item.sentences).toEqual([
      { sentence: 'Lift the printhead lever until it clicks.', startTime: 1, endTime: 4.5 },
      { sentence: 'Remove the empty label roll.', startTime: 5, endTime: 8 },
      {
        sentence: 'Thread the new labels under the guide and close the lever.',
        startTime: 10.25,
        endTime: 14,
      },
      { sentence: 'Press feed twice to calibrate the sensor.', startTime: 19, endTime: 23 },
    ]);
    const list = await stepsOf(vttId);
    expect(list.map((st) => st.title.en)).toEqual([
      'Lift the printhead lever until it clicks.',
      'Thread the new labels under the guide and close the lever.',
      'Press feed twice to calibrate the sensor.',
    ]);
    // Each step's subtitles are its cues, from the step's own start.
    expect(list[1]!.transcriptions.en).toEqual([
      {
        sentence: 'Thread the new labels under the guide and close the lever.',
        startTime: 1.25,
        endTime: 5,
      },
    ]);
    const detail = await s.api.get(`/v1/workflows/${vttId}`, token.pub);
    expect(detail.body.data.item.speechStatus).toBe('completed');
  });

  it('a SubRip file (CRLF) does the same', async () => {
    srtId = await untranscribed('Coolant top-up');
    const r = await upload(srtId, 'srt', SRT);
    expect(r.status).toBe(200);
    expect((await stepsOf(srtId)).map((st) => st.title.en)).toEqual([
      'Drain the coolant into the grey tank.',
      'Refill it through the funnel up to the mark.',
      'Bleed the air from the valve on top.',
    ]);
  });

  it('search and the assistant find a phrase of it, at its step', async () => {
    const found = await s.api.get('/v1/search/workflows', token.view, {
      keyword: 'printhead lever',
    });
    expect(found.status).toBe(200);
    const hit = found.body.data.items.find((i: { id: string }) => i.id === vttId);
    expect(hit.matches[0]).toMatchObject({ startTime: 1 });

    const list = await stepsOf(srtId);
    const answer = await s.api.post(
      '/chat/query',
      { query: 'How do I refill the coolant through the funnel?' },
      token.view,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.answer.text).toContain('Refill it through the funnel up to the mark.');
    expect(answer.body.data.referenceInfo[0]).toMatchObject({ id: srtId, stepId: list[1]!.id });
  });

  it('downloads as SubRip and WebVTT that read back as the uploaded transcript', async () => {
    const uploaded = parseVtt(VTT);
    if (!uploaded.ok) throw new Error(uploaded.message);
    for (const format of ['srt', 'vtt'] as const) {
      const res = await fetch(
        `${s.url}/v1/workflows/${vttId}/transcription/file?format=${format}&languageCode=en`,
        { headers: { authorization: `Bearer ${token.view}` } },
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(
        format === 'srt' ? 'application/x-subrip; charset=utf-8' : 'text/vtt; charset=utf-8',
      );
      expect(res.headers.get('content-disposition')).toContain(
        `filename="Label-printer-roll-change.en.${format}"`,
      );
      const text = await res.text();
      const back = format === 'srt' ? parseSrt(text) : parseVtt(text);
      expect(back).toEqual(uploaded);
    }
    // Uploaded again, the download is the same file.
    const srt = await fetch(`${s.url}/v1/workflows/${srtId}/transcription/file?format=srt`, {
      headers: { authorization: `Bearer ${token.pub}` },
    });
    const again = await upload(srtId, 'srt', await srt.text());
    expect(again.status).toBe(200);
    expect(formatSrt(again.body.data.item.sentences)).toBe(SRT.replaceAll('\r', ''));
  });

  it('a corrected file retitles the steps the last one titled, never an author’s own title', async () => {
    const list = await stepsOf(srtId);
    await s.database.db
      .update(steps)
      .set({ title: { en: 'Bleeding (my title)' } })
      .where(eq(steps.id, list[2]!.id));
    const fixed = SRT.replace('grey tank', 'blue tank').replace('valve on top', 'top valve');
    expect((await upload(srtId, 'srt', fixed)).status).toBe(200);
    expect((await stepsOf(srtId)).map((st) => st.title.en)).toEqual([
      'Drain the coolant into the blue tank.',
      'Refill it through the funnel up to the mark.',
      'Bleeding (my title)',
    ]);
  });

  it('a bad file is a 400 naming the line; nothing is written', async () => {
    const id = await untranscribed('Bad files');
    const cases: [string, string, RegExp][] = [
      [
        'vtt',
        '1\n00:00:01.000 --> 00:00:02.000\nHi\n',
        /WebVTT file cannot be read: line 1: .*WEBVTT/,
      ],
      [
        'vtt',
        'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHi\n\n00:00:03.000 -> 00:00:04.000\nThere\n',
        /line 6: expected a cue timing like "00:00:01.000 --> 00:00:04.000", found "00:00:03.000 -> 00:00:04.000"/,
      ],
      [
        'srt',
        '1\n00:00:01,000 --> 00:00:02,000\nA\n\n2\n00:00:09,000 --> 00:00:03,000\nB\n',
        /SubRip file cannot be read: line 6: the cue ends before it starts/,
      ],
      ['srt', 'just some words\n', /line 1: expected a cue number or a timing/],
      ['srt', '', /the file has no cue with text/],
      [
        'srt',
        '1\n01:00:00,000 --> 01:00:05,000\nFar past the end.\n',
        /no cue starts within the video \(27 s long\)/,
      ],
    ];
    for (const [format, content, message] of cases) {
      const r = await upload(id, format, content);
      expect(r.status, content).toBe(400);
      expect(r.body.errorMessage).toMatch(/^body\.content: /);
      expect(r.body.errorMessage).toMatch(message);
    }
    expect((await upload(id, 'docx', 'x')).status).toBe(400);
    const detail = await s.api.get(`/v1/workflows/${id}`, token.pub);
    expect(detail.body.data.item.transcriptions).toEqual([]);
    expect(detail.body.data.item.speechStatus).toBe('not configured');
  });
});

describe('typed or pasted text', () => {
  it('goes one paragraph per step, sentences spread by length', async () => {
    const id = await untranscribed('Typed transcript');
    const text = 'Open the cabinet.\n\nTurn the red dial. Wait for the beep.\n\nClose it again.';
    const r = await upload(id, 'text', text);
    expect(r.status).toBe(200);
    expect(r.body.data.item.sentences.map((x: { startTime: number }) => x.startTime)).toEqual([
      0, 9, 13.5, 18,
    ]);
    expect((await stepsOf(id)).map((st) => st.title.en)).toEqual([
      'Open the cabinet.',
      'Turn the red dial.',
      'Close it again.',
    ]);
  });

  it('is spread over the whole video before there are steps; not before its length is known', async () => {
    const id = await untranscribed('No steps yet', { steps: false });
    const r = await upload(id, 'text', 'One short line. And a second one.');
    expect(r.status).toBe(200);
    expect(r.body.data.item.sentences.at(-1).endTime).toBe(27);
    const early = await untranscribed('Still processing', { steps: false, duration: 0 });
    const refused = await upload(early, 'text', 'Hello there.');
    expect(refused.status).toBe(409);
    expect(refused.body.errorMessage).toContain('still being processed');
    expect((await upload(early, 'text', '  \n ')).status).toBe(409);
    expect((await upload(id, 'text', ' \n\n ')).body.errorMessage).toBe(
      'body.content: the text has no sentence',
    );
  });
});

describe('who may', () => {
  it('viewers may download but not upload; another organisation sees nothing', async () => {
    const id = await untranscribed('Access checks');
    expect((await upload(id, 'vtt', VTT, token.view)).status).toBe(403);
    expect((await upload(id, 'vtt', VTT, token.other)).status).toBe(404);
    expect((await upload(id, 'vtt', VTT)).status).toBe(200);
    const get = (bearer: string, query = 'format=vtt') =>
      fetch(`${s.url}/v1/workflows/${id}/transcription/file?${query}`, {
        headers: { authorization: `Bearer ${bearer}` },
      });
    expect((await get(token.view)).status).toBe(200);
    expect((await get(token.other)).status).toBe(404);
    const none = await get(token.view, 'format=vtt&languageCode=de');
    expect(none.status).toBe(404);
    expect(((await none.json()) as { errorMessage: string }).errorMessage).toBe(
      'Transcript in de not found',
    );
    expect((await get(token.view, 'format=docx')).status).toBe(400);
  });

  it('a private workspace’s workflow stays hidden from non-members', async () => {
    const [safety] = await s.database.db
      .select()
      .from(workspaces)
      .where(eq(workspaces.name, 'Safety Audits'));
    const id = await untranscribed('Private one');
    await s.database.db
      .update(workflows)
      .set({ workspaceId: safety!.id })
      .where(eq(workflows.id, id));
    expect((await upload(id, 'vtt', VTT)).status).toBe(404);
  });
});
