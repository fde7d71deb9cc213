// @vitest-environment jsdom
import type { Api } from '@stepwise/api';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readRusticiFragment, signedInState, WELCOME_MS } from './rustici-login';

const calls = vi.hoisted(() => ({ signIn: vi.fn() }));
vi.mock('@stepwise/api', () => ({
  createApi: () => ({}),
  signInWithCustomToken: calls.signIn,
}));
vi.mock('@stepwise/player/api-source', () => ({ apiDataSource: () => ({ isPublic: false }) }));
vi.mock('@stepwise/i18n/react', () => ({ useT: () => (key: string) => key }));
vi.mock('./player-view', () => ({
  PlayerView: ({ kind }: { kind: string }) => <div data-testid="player-view">{kind}</div>,
}));

const { RusticiPlayerPage } = await import('./rustici-player-page');

const stateOf = () => screen.getByTestId('rustici-player').dataset.loginState;
const flush = () => act(async () => {});

describe('the /rustici fragment', () => {
  it('reads the token and the new-user flag', () => {
    expect(readRusticiFragment('#token=abc&new=1')).toEqual({ token: 'abc', isNewUser: true });
    expect(readRusticiFragment('#token=abc')).toEqual({ token: 'abc', isNewUser: false });
    expect(readRusticiFragment('')).toEqual({ token: null, isNewUser: false });
    expect(readRusticiFragment('#token=')).toEqual({ token: null, isNewUser: false });
    expect(signedInState(true)).toBe('SUCCESS_NEW_USER');
    expect(signedInState(false)).toBe('SUCCESS');
  });
});

describe('the /rustici page (002 §2-3 login states)', () => {
  beforeEach(() => {
    calls.signIn.mockReset();
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    window.history.replaceState(null, '', '/');
  });

  const open = (hash: string) => {
    window.history.replaceState(null, '', `/rustici/w1?t=5${hash}`);
    return render(<RusticiPlayerPage makeApi={() => ({}) as Api} />);
  };

  it('signs in with the fragment token (TODO -> SUCCESS), removes it from the address, stores nothing', async () => {
    let resolve!: () => void;
    calls.signIn.mockReturnValue(new Promise<void>((r) => (resolve = r)));
    open('#token=one-time&new=0');
    expect(stateOf()).toBe('TODO');
    expect(screen.getByRole('status').textContent).toBe('elearning.signingIn');
    expect(window.location.hash).toBe('');
    expect(window.location.pathname + window.location.search).toBe('/rustici/w1?t=5');
    expect(calls.signIn).toHaveBeenCalledWith({}, 'one-time');
    resolve();
    await flush();
    expect(stateOf()).toBe('SUCCESS');
    expect(screen.getByTestId('player-view').textContent).toBe('rustici');
    expect(localStorage.length).toBe(0);
  });

  it('welcomes a new learner for 2 s, then plays (SUCCESS_NEW_USER -> SUCCESS)', async () => {
    vi.useFakeTimers();
    calls.signIn.mockResolvedValue({});
    open('#token=t&new=1');
    await flush();
    expect(stateOf()).toBe('SUCCESS_NEW_USER');
    expect(screen.getByRole('status').textContent).toBe('elearning.welcome');
    act(() => vi.advanceTimersByTime(WELCOME_MS - 1));
    expect(stateOf()).toBe('SUCCESS_NEW_USER');
    act(() => vi.advanceTimersByTime(1));
    expect(stateOf()).toBe('SUCCESS');
  });

  it('shows the no-permission message when the sign-in fails (FAIL)', async () => {
    calls.signIn.mockRejectedValue(new Error('refused'));
    open('#token=bad');
    await flush();
    expect(stateOf()).toBe('FAIL');
    expect(screen.getByRole('alert').textContent).toContain('player.noPermission');
    expect(screen.queryByTestId('player-view')).toBeNull();
  });

  it('fails without a token (the bridge protocol has no sign-in message)', () => {
    open('');
    expect(stateOf()).toBe('FAIL');
    expect(calls.signIn).not.toHaveBeenCalled();
  });
});
