/**
 * The host's calls on <stepwise-player> (play, pause, seek, goToStep, getState). Before the
 * player is ready they wait and run, in order, once it is; a bad attribute, a load failure or
 * removing the element drops them. A call that throws becomes `onError`, never a throw into the
 * host page.
 */
import type { PlayerHandle, PlayerState } from '../react/player-props.js';

export type HostCall = (handle: PlayerHandle) => void;

export class HostCalls {
  #handle: PlayerHandle | null = null;
  #ready = false;
  #queue: HostCall[] = [];

  readonly #onError: (error: unknown) => void;
  readonly #want: () => void;

  /** `want`: a host that calls wants the player, and the view is what runs the calls. */
  constructor(onError: (error: unknown) => void, want: () => void) {
    this.#onError = onError;
    this.#want = want;
  }

  set handle(handle: PlayerHandle | null) {
    this.#handle = handle;
  }

  /** The player is ready: `announce` (the host may call in it), then the waiting calls run. */
  ready(announce: () => void): void {
    this.#ready = true;
    announce();
    const queue = this.#queue;
    this.#queue = [];
    for (const call of queue) this.#run(call);
  }

  call(call: HostCall): void {
    if (this.#ready && this.#handle) {
      this.#run(call);
    } else {
      this.#queue.push(call);
      this.#want();
    }
  }

  /** The player's state; null until it is ready. */
  state(): PlayerState | null {
    if (!this.#ready || !this.#handle) return null;
    try {
      return this.#handle.getState();
    } catch {
      return null;
    }
  }

  /** The waiting calls are dropped (the player failed). */
  drop(): void {
    this.#queue = [];
  }

  /** No player any more: no handle, not ready, nothing waiting. */
  reset(): void {
    this.#handle = null;
    this.#ready = false;
    this.#queue = [];
  }

  #run(call: HostCall): void {
    const handle = this.#handle;
    if (!handle) return;
    try {
      call(handle);
    } catch (error) {
      this.#onError(error);
    }
  }
}
