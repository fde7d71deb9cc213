/**
 * The element's port on fetch: the paths and bodies of 001 §7, the identity (bearer token, else
 * the share token), answers read with core's zod/mini schemas, and failures as errors with the
 * status the store acts on (0: offline, kept for later).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_INSTRUCTION } from '../core/test-instruction.js';
import { fetchInstructionPort, InstructionPortError } from './fetch-instruction-port.js';

const wrap = (data: unknown, status = 200) =>
  new Response(
    JSON.stringify({
      ok: status < 400,
      code: status < 400 ? 0 : status,
      errorMessage: 'Nope',
      data,
    }),
    { status },
  );

const at = '2026-11-20T10:00:00.000Z';

/** A run session as the element sends it, and as the server keeps it. */
const session = {
  id: 'run-1',
  multimodalSopId: 'si1',
  isPublic: true,
  onEnter: 1,
  onExit: null,
  durationSeconds: 0,
  deviceInfo: {},
  currentItemId: null,
  items: [],
  completed: false,
};
const stored = {
  ...session,
  version: '1.0',
  organization: 'org1',
  uid: null,
  email: null,
  completedAt: null,
  createdAt: at,
  updatedAt: at,
};

function stub(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const seen: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      seen.push({ url: String(input), init });
      return answer(String(input), init);
    }),
  );
  return seen;
}

afterEach(() => vi.unstubAllGlobals());

describe('fetchInstructionPort', () => {
  it('reads the SOP with the bearer token, not the share token, when there is one', async () => {
    const seen = stub(() => wrap({ item: TEST_INSTRUCTION }));
    const port = fetchInstructionPort({
      server: 'https://sw.example.com/',
      token: () => 'tok',
      shareToken: 'share-1',
      onExpired: vi.fn(),
    });
    await expect(port.load('si1')).resolves.toEqual(TEST_INSTRUCTION);
    expect(seen[0]!.url).toBe(
      'https://sw.example.com/v1/player/multimodal-sop/si1?includeSubData=true',
    );
    const headers = seen[0]!.init.headers as Record<string, string>;
    expect(headers['authorization']).toBe('Bearer tok');
    expect(headers['x-external-access-token']).toBeUndefined();
  });

  it('posts a photo as multipart with its session, and the session as JSON', async () => {
    const seen = stub((url) =>
      url.endsWith('/user-file-request')
        ? wrap({
            item: {
              id: 'uf1',
              itemId: 'f1',
              sessionId: 'run-1',
              url: 'https://cdn/x.png',
              fileName: 'x.png',
              createdAt: at,
            },
          })
        : wrap({ item: stored }),
    );
    const port = fetchInstructionPort({
      server: 'https://sw.example.com',
      token: () => null,
      shareToken: 'share-1',
      onExpired: vi.fn(),
    });
    const photo = await port.uploadPhoto(
      'si1',
      'f1',
      'run-1',
      new Blob(['x'], { type: 'image/png' }),
      'x.png',
    );
    expect(photo.id).toBe('uf1');
    expect(seen[0]!.url).toBe(
      'https://sw.example.com/v1/multimodal-sop/si1/items/f1/user-file-request',
    );
    const form = seen[0]!.init.body as FormData;
    expect(form.get('sessionId')).toBe('run-1');
    expect((form.get('file') as File).name).toBe('x.png');
    expect((seen[0]!.init.headers as Record<string, string>)['x-external-access-token']).toBe(
      'share-1',
    );
    await port.track(session);
    expect(seen[1]!.url).toBe('https://sw.example.com/v1/tracking/multimodal-sop');
    expect(JSON.parse(String(seen[1]!.init.body))).toEqual(session);
  });

  it('fails with the status: 0 offline, the server’s message, 401 calls onExpired', async () => {
    const onExpired = vi.fn();
    const port = fetchInstructionPort({
      server: 'https://sw.example.com',
      token: () => 't',
      onExpired,
    });
    stub(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(port.load('si1')).rejects.toMatchObject({ status: 0 });
    stub(() => wrap(null, 404));
    await expect(port.load('si1')).rejects.toEqual(new InstructionPortError(404, 'Nope'));
    stub(() => wrap(null, 401));
    await expect(port.load('si1')).rejects.toMatchObject({ status: 401 });
    expect(onExpired).toHaveBeenCalledOnce();
    stub(() => wrap({ item: { title: 'not an SOP' } }));
    await expect(port.load('si1')).rejects.toThrow('not a Stepwise answer');
  });
});
