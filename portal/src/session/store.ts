/**
 * The session as a framework-free store: the router's guard awaits `ensure()` (000 §2 "waits for
 * the authentication state"), React reads it through `useSession()` (useSyncExternalStore).
 */
import type { Api } from '@stepwise/api';
import type { SafeStorage } from '@stepwise/bridge/storage';
import type { IpCheckStateValue } from '@stepwise/core';
import { clearLocalKeys, LOGGED_OUT_FLAG } from './local-keys';
import type { Session, SessionActions } from './types';

/** The server calls, loaded with the Api on first use. */
const serverCalls = () => import('./server-calls');

export type LogoutReason = 'logout' | 'idle' | 'expired' | 'refused';

export interface SessionStoreDeps {
  /** Whether a session is stored, answered without loading the Api. */
  hasSession: () => boolean;
  /** The Api, loaded on first use: a signed-out first visit downloads no API client. */
  api: () => Promise<Api>;
  /** 000 §4: logout returns to the root and reloads the page. */
  goToRoot: () => void;
  /** localStorage and sessionStorage, guarded (a framed page may have neither). */
  local: SafeStorage;
  tab: SafeStorage;
}

export class SessionStore implements SessionActions {
  private state: Session;
  private readonly listeners = new Set<() => void>();
  private pending: Promise<Session> | null = null;
  /** 000 §4 start-up: a session found at page load has its token force-refreshed once. */
  private refreshedAtStart = false;
  private readonly deps: SessionStoreDeps;

  constructor(deps: SessionStoreDeps) {
    this.deps = deps;
    this.state = deps.hasSession() ? { status: 'loading' } : { status: 'signed-out' };
  }

  get = (): Session => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private set(next: Session) {
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  /** The session once its first load finished; loads it if a token is present. */
  ensure(): Promise<Session> {
    if (this.state.status !== 'loading' && this.pending === null) {
      if (this.state.status === 'signed-out' && this.deps.hasSession()) return this.begin();
      return Promise.resolve(this.state);
    }
    return this.pending ?? this.begin();
  }

  /** Session start right after a sign-in: the tokens are fresh, no start-up refresh. */
  start(): Promise<Session> {
    this.refreshedAtStart = true;
    return this.begin();
  }

  private begin(): Promise<Session> {
    if (!this.deps.hasSession()) {
      this.set({ status: 'signed-out' });
      return Promise.resolve(this.state);
    }
    if (this.state.status !== 'signed-in') this.set({ status: 'loading' });
    this.pending ??= this.load().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async load(): Promise<Session> {
    try {
      const [api, { loadSession }] = await Promise.all([this.deps.api(), serverCalls()]);
      // The stored value may not be a session after all (the Api checks it fully).
      if (!api.tokens.get()) {
        this.set({ status: 'signed-out' });
        return this.state;
      }
      if (!this.refreshedAtStart) {
        this.refreshedAtStart = true;
        // A refused refresh ends the session (the Api reports it); a network error keeps it.
        await api.refresh();
        if (!api.tokens.get()) {
          this.set({ status: 'signed-out', reason: 'expired' });
          return this.state;
        }
      }
      const result = await loadSession(api, (ip) => this.setIpCheck(ip));
      if (result.kind === 'refused') {
        // 000 §8: generation-2 accounts get a popup (session-effects.tsx), then logout.
        this.set({ status: 'signed-out', reason: 'refused' });
      } else {
        this.set(result.session);
      }
    } catch {
      // 000 §4: on failure to load the session, the user is logged out.
      await this.logout({ confirmed: false, reason: 'expired' });
    }
    return this.state;
  }

  /** A call was refused with code 5: the IP check no longer passes. */
  ipNotAllowed(): void {
    this.setIpCheck('NOT_ALLOWED');
  }

  private setIpCheck(ipCheck: IpCheckStateValue) {
    if (this.state.status === 'signed-in') this.set({ ...this.state, ipCheck });
  }

  reload = async (): Promise<void> => {
    await this.begin();
  };

  reloadWorkspaces = async (): Promise<void> => {
    const [api, { listWorkspaceGroups }] = await Promise.all([this.deps.api(), serverCalls()]);
    const groups = await listWorkspaceGroups(api, 'view');
    if (this.state.status === 'signed-in') this.set({ ...this.state, groups });
  };

  /**
   * 000 §4 logout: signs out on the server, clears every local key, returns to `/` and reloads.
   * `confirmed` (default true) makes the sign-in page show the logout confirmation message.
   */
  logout = async (opts: { confirmed?: boolean; reason?: LogoutReason } = {}): Promise<void> => {
    const reason = opts.reason ?? 'logout';
    await Promise.all([this.deps.api(), serverCalls()])
      .then(([api, { logout }]) => logout(api))
      .catch(() => undefined);
    clearLocalKeys(this.deps.local);
    this.deps.tab.clear();
    if (opts.confirmed ?? true) this.deps.tab.setItem(LOGGED_OUT_FLAG, reason);
    this.set({ status: 'signed-out', reason: reason === 'refused' ? 'refused' : reason });
    this.deps.goToRoot();
  };
}
