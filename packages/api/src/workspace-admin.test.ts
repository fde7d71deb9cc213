/** The workspace, group, like, profile and invite calls: method, path and body as sent. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApi, memoryTokenStore, type Api } from './client.js';
import { changePassword } from './profile.js';
import { inviteUser } from './users.js';
import {
  deleteWorkspaceGroup,
  likeWorkspace,
  updateWorkspace,
  updateWorkspaceGroup,
} from './workspaces.js';

let server: ReturnType<typeof createServer>;
let api: Api;
let seen: { method: string; path: string; body: unknown } | null = null;
let reply: { status: number; data: unknown; errorMessage: string | null } = {
  status: 200,
  data: null,
  errorMessage: null,
};

async function handle(req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString();
  seen = {
    method: req.method ?? '',
    path: new URL(req.url ?? '/', 'http://x').pathname,
    body: text ? JSON.parse(text) : null,
  };
  res.writeHead(reply.status, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      ok: reply.status < 400,
      code: reply.status < 400 ? 0 : reply.status,
      errorMessage: reply.errorMessage,
      data: reply.data,
    }),
  );
}

const workspace = {
  id: 'w1',
  name: 'Line',
  private: false,
  color: 'green',
  workspaceGroupId: 'g1',
  workspaceGroupName: 'Plant',
  isInThisGroup: true,
  isLike: false,
};

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const tokens = memoryTokenStore();
  tokens.set({
    accessToken: 'a',
    refreshToken: 'r',
    expiresIn: 900,
    tokenType: 'Bearer',
    userId: 'u1',
    organizationId: 'o1',
    email: 'a@b.test',
    role: 'admin-organization',
  });
  api = createApi({ baseUrl: `http://127.0.0.1:${port}`, tokens });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = null;
  reply = { status: 200, data: null, errorMessage: null };
});

describe('workspace admin calls', () => {
  it('likeWorkspace posts the workspace and the flag', async () => {
    reply.data = { item: { workspaceId: 'w1', isLike: true } };
    expect(await likeWorkspace(api, 'w1', true)).toEqual({ workspaceId: 'w1', isLike: true });
    expect(seen).toEqual({
      method: 'POST',
      path: '/v1/user-likes/workspaces',
      body: { workspaceId: 'w1', like: true },
    });
  });

  it('updateWorkspace patches only what changed', async () => {
    reply.data = { item: workspace };
    expect((await updateWorkspace(api, 'w1', { color: 'green' })).color).toBe('green');
    expect(seen).toEqual({ method: 'PATCH', path: '/v1/workspaces/w1', body: { color: 'green' } });
  });

  it('updateWorkspaceGroup sends a priority', async () => {
    reply.data = { item: { id: 'g1', name: 'Plant', locale: 'en', priority: 2 } };
    await updateWorkspaceGroup(api, 'g1', { priority: 2 });
    expect(seen).toEqual({
      method: 'PATCH',
      path: '/v1/workspaces-groups/g1',
      body: { priority: 2 },
    });
  });

  it("deleteWorkspaceGroup surfaces the server's refusal", async () => {
    reply = {
      status: 409,
      data: null,
      errorMessage: 'This workspace group still has workspaces: move or delete them first',
    };
    await expect(deleteWorkspaceGroup(api, 'g1')).rejects.toThrow(/still has workspaces/);
    expect(seen?.method).toBe('DELETE');
  });
});

describe('profile and invitation calls', () => {
  it('changePassword posts both passwords', async () => {
    reply.data = { email: 'a@b.test' };
    await changePassword(api, { currentPassword: 'Old-Pass-123!', newPassword: 'New-Pass-456!' });
    expect(seen).toEqual({
      method: 'POST',
      path: '/v1/auth/reset-password',
      body: { currentPassword: 'Old-Pass-123!', newPassword: 'New-Pass-456!' },
    });
  });

  it('inviteUser adds a group user and returns the link', async () => {
    reply.data = { id: 'u2', email: 'n@b.test', kind: 'group-user', inviteLink: 'http://x/i' };
    const added = await inviteUser(api, {
      email: 'n@b.test',
      role: 'viewer',
      groups: [{ workspaceId: 'w1', role: 'viewer' }],
    });
    expect(added.inviteLink).toBe('http://x/i');
    expect(seen).toEqual({
      method: 'POST',
      path: '/user/add',
      body: {
        type: 'group-user',
        data: {
          email: 'n@b.test',
          role: 'viewer',
          groups: [{ workspaceId: 'w1', role: 'viewer' }],
        },
      },
    });
  });
});
