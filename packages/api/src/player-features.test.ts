/** Tracking, comment, reaction and share calls: method, path, headers and body as sent. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newTrackingRecord } from '@stepwise/core';
import { createApi, memoryTokenStore, type Api } from './client.js';
import {
  addCommentReaction,
  listComments,
  removeCommentReaction,
  updateComment,
} from './comments.js';
import { getSharedPlayerWorkflow, updateContentShare } from './content-shares.js';
import { setWorkflowReaction } from './reactions.js';
import { sendTracking } from './tracking.js';

let server: ReturnType<typeof createServer>;
let signedIn: Api;
let anonymous: Api;
interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  auth: string | undefined;
  share: string | undefined;
  body: unknown;
}
let seen: Seen | null = null;
let reply: { status: number; data: unknown } = { status: 200, data: null };

async function handle(req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString();
  const url = new URL(req.url ?? '/', 'http://x');
  seen = {
    method: req.method ?? '',
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    auth: req.headers.authorization,
    share: req.headers['x-external-access-token'] as string | undefined,
    body: text ? JSON.parse(text) : null,
  };
  res.writeHead(reply.status, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      ok: reply.status < 400,
      code: reply.status < 400 ? 0 : reply.status,
      errorMessage: reply.status < 400 ? null : 'no permission',
      data: reply.data,
    }),
  );
}

const comment = {
  id: 'c1',
  uid: 'u1',
  displayName: 'Ann',
  comment: 'Hi',
  createdAt: '2026-01-01T00:00:00.000Z',
};
const page = { page: 0, size: 50, dataCount: 1, pageCount: 1 };

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const tokens = memoryTokenStore({
    accessToken: 'a',
    refreshToken: 'r',
    expiresIn: 900,
    tokenType: 'Bearer',
    userId: 'u1',
    organizationId: 'o1',
    email: 'a@b.test',
    role: 'viewer',
  });
  signedIn = createApi({ baseUrl: `http://127.0.0.1:${port}`, tokens });
  anonymous = createApi({ baseUrl: `http://127.0.0.1:${port}` });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = null;
  reply = { status: 200, data: null };
});

describe('tracking', () => {
  const record = newTrackingRecord({
    id: 'r1',
    workflowId: 'w1',
    isPublic: false,
    stepsArray: [],
    at: 1,
  });
  const item = {
    id: 'r1',
    workflowId: 'w1',
    uid: 'u1',
    email: 'a@b.test',
    isPublic: false,
    lastUpdated: 1,
    playedDuration: 0,
    record,
  };

  it('posts the record with the bearer', async () => {
    reply.data = { item, current: true };
    const stored = await sendTracking(signedIn, record);
    expect(stored.current).toBe(true);
    expect(stored.item.record.id).toBe('r1');
    expect(seen).toMatchObject({
      method: 'POST',
      path: '/v1/tracking',
      auth: 'Bearer a',
      body: record,
    });
  });

  it('the public variant sends the share token header', async () => {
    reply.data = { item: { ...item, uid: null, email: null, isPublic: true }, current: true };
    await sendTracking(
      anonymous,
      { ...record, isPublic: true },
      { shareToken: 'share-1', keepalive: true },
    );
    expect(seen).toMatchObject({
      method: 'POST',
      path: '/v1/tracking',
      share: 'share-1',
      auth: undefined,
    });
  });
});

describe('comments', () => {
  it('lists 50 a page by default', async () => {
    reply.data = { items: [comment], page };
    const res = await listComments(signedIn, { id: 'w1', withReactions: true });
    expect(res.items[0]?.comment).toBe('Hi');
    expect(seen?.query).toEqual({
      id: 'w1',
      level: 'workflow',
      page: '0',
      size: '50',
      withReactions: 'true',
    });
  });

  it('edits, reacts and removes a reaction on the spec paths', async () => {
    reply.data = { item: { ...comment, updatedAt: '2026-01-02T00:00:00.000Z' } };
    expect((await updateComment(signedIn, 'c1', 'Edited')).updatedAt).toBeDefined();
    expect(seen).toMatchObject({
      method: 'PUT',
      path: '/v1/comments/c1',
      body: { comment: 'Edited' },
    });

    reply.data = {
      item: {
        id: 'r9',
        uid: 'u1',
        displayName: 'Ann',
        email: 'a@b.test',
        emojiChar: '👍',
        createdAt: comment.createdAt,
        emojiCode: '1f44d',
      },
    };
    await addCommentReaction(signedIn, 'c1', { emojiChar: '👍', emojiCode: '1f44d' });
    expect(seen).toMatchObject({ method: 'POST', path: '/v1/comments/c1/reactions' });

    reply.data = { id: 'r9' };
    await removeCommentReaction(signedIn, 'c1', 'r9');
    expect(seen).toMatchObject({ method: 'DELETE', path: '/v1/comments/c1/r9' });
  });
});

describe('reactions and shares', () => {
  it('puts the reaction id', async () => {
    reply.data = {
      reactionSet: [{ id: 'like', name: 'Like', icon: '👍' }],
      items: [],
      counts: { like: 1, love: 0, insightful: 0, celebrate: 0, curious: 0 },
      mine: 'like',
    };
    expect((await setWorkflowReaction(signedIn, 'w1', 'like')).mine).toBe('like');
    expect(seen).toMatchObject({
      method: 'PUT',
      path: '/v1/workflows/w1/reactions',
      body: { reactionId: 'like' },
    });
  });

  it('updates a share and surfaces a refused public player fetch', async () => {
    reply.data = {
      item: {
        id: 's1',
        redirectId: 'abc',
        type: 'workflow',
        workflowId: 'w1',
        externalAccessType: 'public',
        createdAt: comment.createdAt,
        updatedAt: comment.createdAt,
        publicLinksAllowed: true,
      },
    };
    await updateContentShare(signedIn, 's1', { externalAccessType: 'public' });
    expect(seen).toMatchObject({
      method: 'PUT',
      path: '/v1/content-shares/s1',
      body: { externalAccessType: 'public' },
    });

    reply = { status: 403, data: null };
    await expect(getSharedPlayerWorkflow(anonymous, 'w1', 's1')).rejects.toThrow(/no permission/);
    expect(seen).toMatchObject({ method: 'GET', path: '/v1/player/workflow', share: 's1' });
  });
});
