// @vitest-environment node
import { createApi, memoryTokenStore } from '@stepwise/api';
import type { TrackingRecord } from '@stepwise/core';
import { describe, expect, it, vi } from 'vitest';
import { apiDataSource } from './api-source.js';
import { sampleWorkflow } from './core/wire/sample-workflow.js';

const profile = {
  id: 'u1',
  role: 'viewer',
  roles: {},
  organizationInfo: {
    id: 'o1',
    planType: 'enterprise',
    generation: 'gen2plus',
    defaultGroup: null,
  },
  displayName: 'Grace',
  firstName: null,
  lastName: null,
  email: 'grace@example.com',
  passwordless: false,
  employeeId: null,
  locale: 'en',
  avatar: null,
  shared: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  isFreeTrialAdmin: false,
  changeCount: 0,
};

const pastVersion = {
  id: 'ver1',
  version: '1.0',
  createdAt: '2026-01-01T00:00:00.000Z',
  latest: false,
};

function setup(shareToken?: string) {
  const seen: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push(request);
    const path = new URL(request.url).pathname;
    const data =
      path === '/v1/player/workflow'
        ? { item: sampleWorkflow }
        : path === '/v1/player/workflow-version-histories/ver1'
          ? { item: { ...sampleWorkflow, version: pastVersion } }
          : path === '/v1/profile/me'
            ? profile
            : path === '/v1/workflows/wf1/quiz'
              ? { item: null }
              : {
                  item: {
                    id: 'r1',
                    workflowId: 'wf1',
                    uid: null,
                    email: null,
                    isPublic: true,
                    lastUpdated: 1,
                    playedDuration: 0,
                    record: {},
                  },
                  current: true,
                };
    return new Response(JSON.stringify({ ok: true, code: 0, errorMessage: null, data }), {
      headers: { 'content-type': 'application/json' },
    });
  };
  const tokens = memoryTokenStore({
    accessToken: 'token',
    refreshToken: 'refresh',
    expiresIn: 3600,
    tokenType: 'Bearer',
    userId: 'u1',
    organizationId: 'o1',
    email: 'grace@example.com',
    role: 'user',
  });
  const api = createApi({ baseUrl: 'https://sw.example.com', tokens, fetch });
  return { source: apiDataSource(api, { shareToken }), seen };
}

describe('apiDataSource (002 §7 through @stepwise/api)', () => {
  it('loads the signed-in workflow with add-ons and has comments and reactions', async () => {
    const { source, seen } = setup();
    expect(source.isPublic).toBe(false);
    expect(source.comments).toBeDefined();
    expect(source.reactions).toBeDefined();
    await expect(source.loadWorkflow('wf1', {})).resolves.toMatchObject({ id: 'wf1' });
    const url = new URL(seen[0]!.url);
    expect(url.pathname + url.search).toBe('/v1/player/workflow?workflowId=wf1&withAddons=true');
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer token');
  });

  it('reads a past version from the version history, signed in only (issue 23)', async () => {
    const { source, seen } = setup();
    await expect(source.loadWorkflow('wf1', { versionId: 'ver1' })).resolves.toMatchObject({
      id: 'wf1',
      version: pastVersion,
    });
    expect(new URL(seen[0]!.url).pathname).toBe('/v1/player/workflow-version-histories/ver1');
    await expect(source.loadWorkflow('wf2', { versionId: 'ver1' })).rejects.toMatchObject({
      data: { status: 404 },
    });
    const shared = setup('share1');
    await expect(shared.source.loadWorkflow('wf1', { versionId: 'ver1' })).rejects.toMatchObject({
      data: { status: 403 },
    });
    expect(shared.seen).toEqual([]);
  });

  it('reads the viewer from the profile', async () => {
    const { source } = setup();
    await expect(source.viewer()).resolves.toEqual({
      id: 'u1',
      displayName: 'Grace',
      canModerate: false,
      safetyWatermark: false,
      comments: true,
      quizzes: true,
      // The organisation settings this fake cannot answer: Q&A stays off.
      aiQnA: false,
    });
  });

  it('reads the quiz to take through the quiz port (002 §7)', async () => {
    const { source, seen } = setup();
    await expect(source.quiz!.loadQuiz('wf1')).resolves.toBeNull();
    expect(new URL(seen[0]!.url).pathname).toBe('/v1/workflows/wf1/quiz');
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer token');
  });

  it('is public with a share token: the header, no viewer, no comments or reactions', async () => {
    const { source, seen } = setup('share1');
    expect(source.isPublic).toBe(true);
    expect(source.comments).toBeUndefined();
    expect(source.reactions).toBeUndefined();
    expect(source.quiz).toBeUndefined();
    await expect(source.viewer()).resolves.toBeNull();
    await source.loadWorkflow('wf1', {});
    expect(seen[0]!.headers.get('x-external-access-token')).toBe('share1');
  });

  it('beacons tracking with navigator.sendBeacon, the share token in the body', async () => {
    const { source, seen } = setup('share1');
    const beacons: { url: string; data: string }[] = [];
    vi.stubGlobal('navigator', {
      sendBeacon: (url: string, data: string) => beacons.push({ url, data }) > 0,
    });
    try {
      const record = { id: 'r1' } as unknown as TrackingRecord;
      expect(source.tracking.sendBeacon(record)).toBe(true);
      expect(seen).toEqual([]);
      expect(new URL(beacons[0]!.url).pathname).toBe('/v1/tracking/beacon/public');
      expect(JSON.parse(beacons[0]!.data)).toEqual({ shareToken: 'share1', record });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('without sendBeacon, beacons tracking with fetch keepalive, carrying the share token', async () => {
    const { source, seen } = setup('share1');
    const record = { id: 'r1' } as unknown as TrackingRecord;
    expect(source.tracking.sendBeacon(record)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen[0]!.keepalive).toBe(true);
    expect(new URL(seen[0]!.url).pathname).toBe('/v1/tracking');
    expect(seen[0]!.headers.get('x-external-access-token')).toBe('share1');
    await source.tracking.send(record);
    expect(seen[1]!.method).toBe('POST');
  });
});
