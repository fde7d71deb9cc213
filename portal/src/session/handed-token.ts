/**
 * The access token a host page handed this page (issue 16): the signed-in embed framed by
 * another site has no session of its own there, so the host page gives it one over the bridge
 * (pages/player/embed-session.ts). Kept in this page's memory only, never in storage; the Api
 * (api.ts) uses it in place of the stored session, and asks the host page again when it expires.
 */
let handed: string | null = null;

export const handedToken = (): string | null => handed;

export function setHandedToken(token: string | null): void {
  handed = token;
}

/** The signed-in embed in a frame: the only route whose session a host page may hand over. */
export function isFramedEmbed(url: Pick<URL, 'pathname'>, win: Window = window): boolean {
  if (!url.pathname.startsWith('/playerembed/')) return false;
  try {
    return win.self !== win.top;
  } catch {
    return true;
  }
}
