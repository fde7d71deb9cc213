// @vitest-environment jsdom
import type { LoaderFunctionArgs } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { publicSopLoader } from './public-sop-data';

const mocks = vi.hoisted(() => {
  const store = new Map<string, string>();
  return {
    read: vi.fn(),
    ensure: vi.fn(),
    stored: { value: false },
    storage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
      clear: () => store.clear(),
    },
    sessionApi: { session: true },
    publicApi: { session: false },
  };
});
vi.mock('@stepwise/api', () => ({
  createApi: () => mocks.publicApi,
  getPlayerSmartInstruction: mocks.read,
  statusOf: (err: unknown) => (err as { status?: number }).status,
}));
vi.mock('../../api', () => ({ api: mocks.sessionApi }));
vi.mock('../../session/local-keys', () => ({ hasStoredSession: () => mocks.stored.value }));
vi.mock('../../session/session', () => ({ session: { ensure: mocks.ensure } }));
vi.mock('../player/share-token-storage', () => ({ shareTokenStorage: () => mocks.storage }));

const refusal = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });
const sop = { id: 'sop-1', title: 'Clear a jam', organizationId: 'org-demo' };

function load(query = '') {
  const request = new Request(`http://portal.test/si/sop-1${query}`);
  return publicSopLoader({
    params: { smartInstructionId: 'sop-1' },
    request,
    context: undefined,
  } as unknown as LoaderFunctionArgs);
}

function signIn(organizationId: string | null) {
  mocks.stored.value = organizationId !== null;
  mocks.ensure.mockResolvedValue(
    organizationId === null
      ? { status: 'signed-out' }
      : { status: 'signed-in', profile: { id: 'u-9', organizationInfo: { id: organizationId } } },
  );
}

beforeEach(() => {
  mocks.read.mockReset();
  mocks.ensure.mockReset();
  mocks.storage.clear();
  signIn(null);
});

describe('/si/{id} before it renders (001 §2 public route, §4 guest mode)', () => {
  it('signed out with the link: read with the token, no session; the token is remembered', async () => {
    mocks.read.mockResolvedValue(sop);
    // Core's guest rule: no organisation differs from the content's too (the page shows its
    // guest notice to signed-in guests only).
    expect(await load('?shareToken=tok')).toMatchObject({
      state: 'ready',
      access: 'share-token',
      shareToken: 'tok',
      guest: true,
      signedIn: false,
      title: 'Clear a jam',
    });
    expect(mocks.read).toHaveBeenCalledWith(
      mocks.publicApi,
      'sop-1',
      { includeSubData: false, shareAccessToken: 'tok' },
      expect.anything(),
    );
    // Coming back without the query uses the remembered token.
    expect(await load()).toMatchObject({ state: 'ready', shareToken: 'tok' });
  });

  it('signed in to another organisation: guest mode, still with the token', async () => {
    signIn('org-other');
    mocks.read.mockResolvedValue(sop);
    expect(await load('?shareToken=tok')).toMatchObject({
      access: 'share-token',
      guest: true,
      signedIn: true,
    });
    expect(mocks.read).toHaveBeenCalledTimes(1);
  });

  it('a member of its organisation runs it as themselves when their session may read it', async () => {
    signIn('org-demo');
    mocks.read.mockResolvedValue(sop);
    expect(await load('?shareToken=tok&skillId=s1')).toMatchObject({
      access: 'session',
      guest: false,
      userId: 'u-9',
      review: { skillId: 's1', taskPerformanceId: null },
    });
    expect(mocks.read).toHaveBeenLastCalledWith(
      mocks.sessionApi,
      'sop-1',
      { includeSubData: false },
      expect.anything(),
    );
  });

  it('a refused token: the unpublished-content screen, and the token is forgotten', async () => {
    mocks.read.mockRejectedValue(refusal(404));
    expect(await load('?shareToken=tok')).toEqual({ state: 'unavailable', signedIn: false });
    mocks.read.mockResolvedValue(sop);
    expect(await load()).toEqual({ state: 'unavailable', signedIn: false });
    expect(mocks.read).toHaveBeenCalledTimes(1);
  });

  it('no token and signed out: unavailable without asking', async () => {
    expect(await load()).toEqual({ state: 'unavailable', signedIn: false });
    expect(mocks.read).not.toHaveBeenCalled();
  });

  it('the server out of reach is an error to retry, not "unavailable"', async () => {
    mocks.read.mockRejectedValue(
      Object.assign(new Error('Could not reach the server.'), { status: 0 }),
    );
    expect(await load('?shareToken=tok')).toMatchObject({
      state: 'error',
      message: 'Could not reach the server.',
    });
  });
});
