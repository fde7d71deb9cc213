import { StepwiseError } from '@stepwise/core';
import { describe, expect, it } from 'vitest';
import { createApi, memoryTokenStore } from './client.js';
import { downloadSubtitles, uploadTranscriptFile } from './transcripts.js';

const wrapped = (status: number, data: unknown, errorMessage: string | null = null) =>
  new Response(
    JSON.stringify({ ok: status < 400, code: status < 400 ? 0 : status, errorMessage, data }),
    {
      status,
      headers: { 'content-type': 'application/json' },
    },
  );

function apiAnswering(answer: (request: Request) => Response) {
  const seen: Request[] = [];
  const api = createApi({
    baseUrl: 'http://stepwise.test',
    tokens: memoryTokenStore({
      accessToken: 'a',
      refreshToken: 'r',
      expiresIn: 900,
      tokenType: 'Bearer',
      userId: 'u',
      organizationId: 'o',
      email: 'e@x.test',
      role: 'publisher',
    }),
    fetch: async (input, init) => {
      const request = new Request(input, init);
      seen.push(request.clone());
      return answer(request);
    },
  });
  return { api, seen };
}

const transcript = {
  id: 't1',
  workflowId: 'w 1',
  languageCode: 'en',
  sentences: [{ sentence: 'Open it.', startTime: 1, endTime: 2 }],
  source: 'author',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('transcript files', () => {
  it('uploads the file text as JSON and answers the transcript', async () => {
    const { api, seen } = apiAnswering(() => wrapped(200, { item: transcript }));
    const file = { languageCode: 'en', format: 'vtt' as const, content: 'WEBVTT\n\n...' };
    expect(await uploadTranscriptFile(api, 'w 1', file)).toEqual(transcript);
    expect(seen[0]!.method).toBe('POST');
    expect(new URL(seen[0]!.url).pathname).toBe('/v1/workflows/w%201/transcription/file');
    expect(await seen[0]!.json()).toEqual(file);
  });

  it("throws the server's refusal, with the line it names", async () => {
    const { api } = apiAnswering(() =>
      wrapped(400, { line: 3 }, 'body.content: this SubRip file cannot be read: line 3: ...'),
    );
    const err = await uploadTranscriptFile(api, 'w1', {
      languageCode: 'en',
      format: 'srt',
      content: 'x',
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StepwiseError);
    expect((err as StepwiseError).message).toContain('line 3');
  });

  it('downloads subtitles as text; a missing transcript is a StepwiseError', async () => {
    const { api, seen } = apiAnswering((request) =>
      new URL(request.url).searchParams.get('languageCode') === 'de'
        ? wrapped(404, null, 'Transcript in de not found')
        : new Response('WEBVTT\n', { headers: { 'content-type': 'text/vtt; charset=utf-8' } }),
    );
    expect(await downloadSubtitles(api, 'w1', { format: 'vtt' })).toEqual({
      text: 'WEBVTT\n',
      format: 'vtt',
      mediaType: 'text/vtt',
    });
    expect(new URL(seen[0]!.url).search).toBe('?format=vtt');
    await expect(
      downloadSubtitles(api, 'w1', { format: 'vtt', languageCode: 'de' }),
    ).rejects.toThrow('Transcript in de not found');
  });
});
