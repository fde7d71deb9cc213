/**
 * The host-held token of a signed-in widget (the assistant, the quiz, the instruction viewer): the
 * element tells its host that the server refused the token (`stepwise-auth-required`) once per
 * token, and a new token after a refusal starts a new session (the element keys its view or port
 * by `session`, so the widget loads again with it).
 *
 * A refusal is judged by the token the refused call carried, not the one the element holds when
 * the answer comes: a host page often hands its token while the widget's first calls are already
 * out (without one), and a fresh token may arrive while other calls of the old one are still out.
 * Their 401s then say nothing about the token the element holds now: the widget starts again with
 * it (once per token), and the host is not asked again.
 */

/** What a refused call means: tell the host, start again with the token it has set, or nothing. */
export type Refusal = 'ask' | 'reload' | 'none';

export class TokenSession {
  /** The token a refusal was reported for; undefined while none was refused. */
  #refused: string | null | undefined = undefined;
  /** The token the current session started with (a reload or a renewal); undefined: the first. */
  #sessionToken: string | null | undefined = undefined;
  #session = 0;

  get session(): number {
    return this.#session;
  }

  /**
   * The server refused a call that carried `sent`; `current` is the element's token now (the same
   * unless told). 'ask' the first time for the current token (tell the host then); 'reload' when
   * the host has set another token since the call left (a new session has begun with it); else
   * 'none'.
   */
  refused(sent: string | null | undefined, current: string | null | undefined = sent): Refusal {
    const was = sent ?? null;
    const now = current ?? null;
    if (was !== now) {
      if (this.#sessionToken === now) return 'none';
      this.#begin(now);
      return 'reload';
    }
    if (this.#refused === now) return 'none';
    this.#refused = now;
    return 'ask';
  }

  /** The host set `token`: true when it answers a refusal (a new session has begun). */
  renewed(token: string | null | undefined): boolean {
    if (this.#refused === undefined || (token ?? null) === this.#refused) return false;
    this.#begin(token ?? null);
    return true;
  }

  #begin(token: string | null): void {
    this.#refused = undefined;
    this.#sessionToken = token;
    this.#session += 1;
  }
}
