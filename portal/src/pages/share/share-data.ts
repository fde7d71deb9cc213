/**
 * What the /share/{contentShareId} page knows before it renders (GET /v1/share-landing/{id}, no
 * session): the share's access type, its content and the organisation's name and logo. A public
 * share goes straight to its content; a visitor who already holds a valid token for the content
 * (from an earlier visit, for the mail's address when the link names one) goes there too.
 */
import { getShareLanding, isAbortError, statusOf } from '@stepwise/api';
import type { ShareLanding } from '@stepwise/core';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { messageOf } from '../../i18n/t';
import { storedShareToken } from '../player/share-token';
import { shareApi } from './share-api';
import { shareTokenStorage } from '../player/share-token-storage';
import { contentPath, publicContentPath } from './share-flow';

export type ShareLandingData =
  | {
      state: 'ready';
      landing: ShareLanding;
      /** The mail's link: /share/{id}?email=&code= verifies at once. */
      email: string | null;
      code: string | null;
    }
  /** Unknown, or no longer shared (access none): 404. */
  | { state: 'missing' }
  | { state: 'error'; message: string };

export async function shareLandingLoader({
  params,
  request,
}: LoaderFunctionArgs): Promise<ShareLandingData> {
  const id = params.contentShareId ?? '';
  const query = new URL(request.url).searchParams;
  const email = query.get('email')?.trim() || null;
  const code = query.get('code')?.trim() || null;
  let landing: ShareLanding;
  try {
    landing = await getShareLanding(shareApi(), id);
  } catch (err) {
    if (isAbortError(err)) throw err;
    const status = statusOf(err);
    if (status === 404 || status === 400) return { state: 'missing' };
    return { state: 'error', message: messageOf(err) };
  }
  if (landing.externalAccessType === 'none') return { state: 'missing' };
  if (landing.externalAccessType === 'public') {
    throw redirect(publicContentPath(landing.type, landing.contentId, landing.id));
  }
  // A mail's code is proof enough to verify again; without one, a held token opens it.
  if (!code) {
    const restricted = landing.externalAccessType === 'restricted';
    const held = storedShareToken(
      shareTokenStorage(),
      landing.contentId,
      Date.now(),
      email ? email.toLowerCase() : undefined,
    );
    // A restricted share's token names its address, a password share's none; a token of the
    // other kind (the share changed type since) would only be refused by the server.
    const fits = held && held.token !== landing.id && (held.email !== null) === restricted;
    if (fits) throw redirect(contentPath(landing.type, landing.contentId));
  }
  return { state: 'ready', landing, email, code };
}
