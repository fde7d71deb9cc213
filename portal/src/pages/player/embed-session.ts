/**
 * The signed-in embed (/playerembed) framed by another site (issue 16). There its site's storage
 * and cookies are denied or partitioned, so the portal's session is not there; the embed gets
 * one, in this order:
 *   1. the host page's token, over the bridge (`Stepwise.connect(iframe, { origin, token })`):
 *      a short-lived access token from the host's backend, kept in memory
 *      (session/handed-token.ts) and asked for again when it expires;
 *   2. the Storage Access API, where the browser already lets this frame use its site's
 *      storage (the person granted it before): the portal's own stored session;
 *   3. otherwise nothing: the guard shows the sign-in page inside the frame, whose session then
 *      lives in the page's memory.
 * Loaded only on that route (routes.tsx), so no other page downloads the bridge for it.
 */
import { requestSession } from '@stepwise/bridge';
import { pageStorage, requestUnpartitionedStorage } from '@stepwise/bridge/storage';
import { framingOrigin } from '@stepwise/player/bridge';
import { setHandedToken } from '../../session/handed-token';
import { hasStoredSession } from '../../session/local-keys';

export type EmbedSession = 'handed' | 'storage-access' | null;

type StorageAccessDocument = Document & { hasStorageAccess?: () => Promise<boolean> };

/** The framing page's origin, when it is another than ours. */
function hostOrigin(): string | null {
  const origin = framingOrigin();
  return origin && origin !== window.location.origin ? origin : null;
}

/** Where the embed's session came from, after asking for one; null when there is none. */
export async function receiveEmbedSession(timeoutMs?: number): Promise<EmbedSession> {
  const host = hostOrigin();
  if (host) {
    const token = await requestSession({ hostOrigin: host, timeoutMs });
    if (token) {
      setHandedToken(token);
      return 'handed';
    }
  }
  const doc = document as StorageAccessDocument;
  const granted = await doc.hasStorageAccess?.().catch(() => false);
  if (granted) {
    const storage = await requestUnpartitionedStorage(doc);
    if (storage) pageStorage('local').adopt(storage);
    if (hasStoredSession()) return 'storage-access';
  }
  return null;
}

/** The next access token from the host page, when the handed one has expired. */
export async function renewEmbedSession(): Promise<string | null> {
  const host = hostOrigin();
  return host ? requestSession({ hostOrigin: host }) : null;
}
