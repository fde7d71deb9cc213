/** Live workflow events over fetch streaming against a local server-sent-events stand-in. */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApi, memoryTokenStore, type Api } from './client.js';
import { statusOf } from './errors.js';
import type { WorkflowEvent } from '@stepwise/core';
import { watchWorkflow } from './watch-workflow.js';

const view = {
  id: 'w1',
  title: 'Fit the bracket',
  translatedTitles: {},
  languageCode: 'en',
  workspaceId: 'ws1',
  workspaceName: 'Assembly Line',
  privateWorkspace: false,
  author: null,
  published: false,
  publishedDate: null,
  processed: false,
  editType: 'original',
  editorStatus: '',
  speechStatus: 'waiting',
  stepsStatus: 'scheduled',
  reviewStatus: '',
  blocked: 'transcoding',
  convertStatus: 'running',
  frameCaptureStatus: '',
  videoExtractStatus: '',
  videoDuration: null,
  cardStatus: 'transcoding',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const frame = (progress: number, status = 'running') =>
  `event: progress\ndata: ${JSON.stringify({
    item: {
      ...view,
      processed: status === 'succeeded',
      cardStatus: status === 'succeeded' ? 'unpublished' : 'transcoding',
    },
    job: { status, progress, progressMessage: 'transcoding' },
  })}\n\n`;

let server: ReturnType<typeof createServer>;
let api: Api;
let connections = 0;
const authHeaders: (string | undefined)[] = [];
let script: (res: ServerResponse, connection: number) => void;

beforeAll(async () => {
  server = createServer((req, res) => {
    connections += 1;
    authHeaders.push(req.headers.authorization);
    if (req.url !== '/v1/workflows/w1/events') {
      res.writeHead(404, { 'content-type': 'application/json' });
      return res.end(
        JSON.stringify({ ok: false, code: 404, errorMessage: 'Workflow not found', data: null }),
      );
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    script(res, connections);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api = createApi({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    tokens: memoryTokenStore({
      accessToken: 'tok',
      refreshToken: 'r',
      expiresIn: 900,
      tokenType: 'Bearer',
      userId: 'u',
      organizationId: 'o',
      email: 'e@x.test',
      role: 'publisher',
    }),
  });
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);
beforeEach(() => {
  connections = 0;
  authHeaders.length = 0;
});

const quick = { retryDelayMs: () => 10 };

describe('watchWorkflow', () => {
  it('reads progress events, skips pings, reconnects after a drop and ends on a final state', async () => {
    script = (res, n) => {
      if (n === 1) {
        res.write(': ping\n\n');
        res.write(frame(0.2));
        setTimeout(() => res.socket?.destroy(), 20); // the connection drops mid-job
      } else {
        res.write(frame(0.6));
        res.write(': ping\n\n');
        res.end(frame(1, 'succeeded'));
      }
    };
    const seen: WorkflowEvent[] = [];
    const last = await watchWorkflow(api, 'w1', (e) => seen.push(e), undefined, quick);
    expect(seen.map((e) => e.job?.progress)).toEqual([0.2, 0.6, 1]);
    expect(last?.item.cardStatus).toBe('unpublished');
    expect(connections).toBe(2);
    expect(authHeaders).toEqual(['Bearer tok', 'Bearer tok']);
  });

  it('ends at once when the workflow has no running job', async () => {
    script = (res) =>
      res.end(`event: progress\ndata: ${JSON.stringify({ item: view, job: null })}\n\n`);
    const seen: WorkflowEvent[] = [];
    const last = await watchWorkflow(api, 'w1', (e) => seen.push(e), undefined, quick);
    expect(last?.job).toBeNull();
    expect(connections).toBe(1);
  });

  it('does not reconnect after a refusal', async () => {
    const err = await watchWorkflow(api, 'nope', () => undefined, undefined, quick).catch(
      (e: unknown) => e,
    );
    expect(statusOf(err)).toBe(404);
    expect(connections).toBe(1);
  });

  it('stops quietly when aborted', async () => {
    script = (res) => res.write(frame(0.1)); // and never ends
    const controller = new AbortController();
    const seen: number[] = [];
    const done = watchWorkflow(
      api,
      'w1',
      (e) => {
        seen.push(e.job?.progress ?? -1);
        controller.abort();
      },
      controller.signal,
      quick,
    );
    await expect(done).resolves.toMatchObject({ job: { progress: 0.1 } });
    expect(seen).toEqual([0.1]);
  });
});
