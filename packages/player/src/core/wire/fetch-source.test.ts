import { ErrorCode, StepwiseError, type TrackingRecord } from '@stepwise/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outcomeForError } from '../loading.js';
import { fetchDataSource } from './fetch-source.js';
import { sampleWorkflow } from './sample-workflow.js';

const wrapped = (data: unknown, status = 200, code = 0, errorMessage: string | null = null) =>
  new Response(JSON.stringify({ ok: status < 400, code, errorMessage, data }), { status });

function stubFetch(answer: () => Response | Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(answer()));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const load = (shareToken?: string) =>
  fetchDataSource({ server: 'https://sw.example.com/', shareToken }).loadWorkflow('wf1', {});

const failure = (shareToken?: string) => load(shareToken).catch((e: unknown) => e);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchDataSource (002 §7 player workflow and tracking over plain fetch)', () => {
  it('reads the workflow out of the wrapper, with add-ons', async () => {
    const fetchMock = stubFetch(() => wrapped({ item: sampleWorkflow }));
    await expect(load()).resolves.toEqual(sampleWorkflow);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://sw.example.com/v1/player/workflow?workflowId=wf1&withAddons=true');
    expect(init?.headers).toEqual({});
  });

  it('sends the share token in x-external-access-token and is public with one', async () => {
    const fetchMock = stubFetch(() => wrapped({ item: sampleWorkflow }));
    const source = fetchDataSource({ server: 'https://sw.example.com', shareToken: 'share1' });
    expect(source.isPublic).toBe(true);
    expect(source.comments).toBeUndefined();
    expect(source.reactions).toBeUndefined();
    await expect(source.viewer()).resolves.toBeNull();
    await source.loadWorkflow('wf1', {});
    expect(fetchMock.mock.calls[0]![1]?.headers).toEqual({ 'x-external-access-token': 'share1' });
  });

  it('takes a share’s quiz as its visitor, the quiz code on first use; no quiz unshared', async () => {
    const fetchMock = stubFetch(() => wrapped({ item: null }));
    expect(fetchDataSource({ server: 'https://sw.example.com' }).quiz).toBeUndefined();
    const source = fetchDataSource({ server: 'https://sw.example.com/', shareToken: 'share1' });
    await expect(source.quiz!.loadQuiz('wf1')).resolves.toBeNull();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://sw.example.com/v1/workflows/wf1/quiz');
    expect(new Headers(init?.headers).get('x-external-access-token')).toBe('share1');
    expect(new Headers(init?.headers).get('authorization')).toBeNull();
  });

  it.each([
    [404, ErrorCode.NotFound, 'missing'],
    [409, ErrorCode.UnpublishedSkill, 'unavailable'],
    [403, ErrorCode.Forbidden, 'no-permission'],
    [410, ErrorCode.Gone, 'deleted'],
  ])('turns a %i refusal (code %i) into the %s outcome', async (status, code, reason) => {
    stubFetch(() => wrapped(null, status, code, 'refused'));
    const error = await failure('share1');
    expect(error).toBeInstanceOf(StepwiseError);
    expect(error).toMatchObject({ code, data: { status } });
    expect(outcomeForError(error, '/here', true)).toMatchObject({ kind: 'error', reason });
  });

  it('reads a 401 as sign-in for a non-public player', async () => {
    stubFetch(() => wrapped(null, 401, ErrorCode.Unauthorized, 'sign in'));
    expect(outcomeForError(await failure(), '/here', false)).toEqual({
      kind: 'sign-in',
      redirect: '/here',
    });
  });

  it('turns an unreachable server into the network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await failure();
    expect(error).toMatchObject({ category: 'network', data: { status: 0 } });
    expect(outcomeForError(error, '/here', true)).toMatchObject({
      messageKey: 'player.networkError',
    });
  });

  it('turns a non-JSON error page into its HTTP status, and non-JSON success into unexpected', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await failure()).toMatchObject({ code: 502, data: { status: 502 } });
    stubFetch(() => new Response('not json', { status: 200 }));
    const error = await failure();
    expect(error).toMatchObject({ code: ErrorCode.Internal, category: 'internal' });
    expect(outcomeForError(error, '/here', true)).toMatchObject({ reason: 'unexpected' });
  });

  it('refuses a wrapper whose data is not a workflow', async () => {
    stubFetch(() => wrapped({ item: { id: 'wf1' } }));
    expect(await failure()).toMatchObject({ category: 'internal' });
  });

  it('lets an abort through as an abort', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new DOMException('gone', 'AbortError'))),
    );
    expect(await failure()).toMatchObject({ name: 'AbortError' });
  });

  it('beacons tracking with navigator.sendBeacon, the share token in the body', () => {
    const fetchMock = stubFetch(() => wrapped({ item: {}, current: true }));
    const sendBeacon = vi.fn((_url: string, _data: string) => true);
    vi.stubGlobal('navigator', { sendBeacon });
    const source = fetchDataSource({ server: 'https://sw.example.com/', shareToken: 'share1' });
    const record = { id: 'r1' } as unknown as TrackingRecord;
    expect(source.tracking.sendBeacon(record)).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
    const [url, data] = sendBeacon.mock.calls[0]!;
    expect(url).toBe('https://sw.example.com/v1/tracking/beacon/public');
    expect(JSON.parse(data)).toEqual({ shareToken: 'share1', record });
  });

  it('posts tracking, and beacons with keepalive and the share header without sendBeacon', async () => {
    const fetchMock = stubFetch(() => wrapped({ item: {}, current: true }));
    const source = fetchDataSource({ server: 'https://sw.example.com', shareToken: 'share1' });
    const record = { id: 'r1' } as unknown as TrackingRecord;
    await source.tracking.send(record);
    expect(source.tracking.sendBeacon(record)).toBe(true);
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('https://sw.example.com/v1/tracking');
    expect(init).toMatchObject({
      method: 'POST',
      keepalive: true,
      body: JSON.stringify(record),
      headers: { 'x-external-access-token': 'share1', 'content-type': 'application/json' },
    });
  });

  it('rejects a refused tracking send so the record stays pending', async () => {
    stubFetch(() => wrapped(null, 500, 500, 'down'));
    const source = fetchDataSource({ server: 'https://sw.example.com' });
    await expect(source.tracking.send({ id: 'r1' } as unknown as TrackingRecord)).rejects.toThrow(
      'down',
    );
  });

  it('reads a past version from the version history (002 §7), checked to be this workflow’s', async () => {
    const version = {
      id: 'ver1',
      version: '1.0',
      createdAt: '2026-01-01T00:00:00.000Z',
      latest: false,
    };
    const fetchMock = stubFetch(() => wrapped({ item: { ...sampleWorkflow, version } }));
    const source = fetchDataSource({ server: 'https://sw.example.com/' });
    await expect(source.loadWorkflow('wf1', { versionId: 'ver1' })).resolves.toMatchObject({
      id: 'wf1',
      version,
    });
    expect(fetchMock.mock.calls[0]![0]).toBe(
      'https://sw.example.com/v1/player/workflow-version-histories/ver1',
    );
    const other = await source.loadWorkflow('wf2', { versionId: 'ver1' }).catch((e: unknown) => e);
    expect(other).toMatchObject({ code: ErrorCode.NotFound, data: { status: 404 } });
  });

  it('refuses a past version through a share token without asking (no permission)', async () => {
    const fetchMock = stubFetch(() => wrapped({ item: sampleWorkflow }));
    const source = fetchDataSource({ server: 'https://sw.example.com', shareToken: 'share1' });
    const error = await source.loadWorkflow('wf1', { versionId: 'ver1' }).catch((e: unknown) => e);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(error).toMatchObject({ code: ErrorCode.Forbidden, data: { status: 403 } });
    expect(outcomeForError(error, '/here', true)).toMatchObject({ reason: 'no-permission' });
  });
});
