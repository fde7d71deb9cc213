/**
 * The host-held token of a signed-in widget (the assistant, the quiz): the element tells its host
 * that the server refused the token (`stepwise-auth-required`) once per token, and a new token
 * after a refusal starts a new session (the element keys its view or port by `session`, so the
 * widget loads again with it).
 */
export class TokenSession {
  /** The token a refusal was reported for; undefined while none was refused. */
  #refused: string | null | undefined = undefined;
  #session = 0;

  get session(): number {
    return this.#session;
  }

  /** The server refused `token`: true the first time for this token (tell the host then). */
  refused(token: string | null | undefined): boolean {
    const value = token ?? null;
    if (this.#refused === value) return false;
    this.#refused = value;
    return true;
  }

  /** The host set `token`: true when it answers a refusal (a new session has begun). */
  renewed(token: string | null | undefined): boolean {
    if (this.#refused === undefined || (token ?? null) === this.#refused) return false;
    this.#refused = undefined;
    this.#session += 1;
    return true;
  }
}
