/**
 * What the public smart-instruction page (/si/{id}) knows before it renders: the share token
 * (from the link, else remembered), whether the visitor is signed in and in which organisation,
 * and whether the smart instruction is there for them — read once without its sub-data.
 */
import { createApi, getPlayerSmartInstruction, statusOf } from '@stepwise/api';
import { isGuestMode } from '@stepwise/core';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api';
import { messageOf } from '../../i18n/t';
import { hasStoredSession } from '../../session/local-keys';
import { session } from '../../session/session';
import { forgetShareToken, resolveShareToken } from '../player/share-token';
import { shareTokenStorage } from '../player/share-token-storage';
import { readSopViewQuery, type SopViewQuery } from './sop-route';

export type PublicSopData =
  | {
      state: 'ready';
      /** The calls go with the share token, no session (public visitors and guests). */
      access: 'share-token';
      shareToken: string;
      /** 001 §4 guest mode: signed in, of another organisation than the content's. */
      guest: boolean;
      signedIn: boolean;
      title: string;
      review: SopViewQuery['review'];
    }
  | {
      state: 'ready';
      /** A signed-in member who may see it without a token: their own session reads it. */
      access: 'session';
      guest: false;
      signedIn: true;
      userId: string;
      title: string;
      review: SopViewQuery['review'];
    }
  | { state: 'unavailable'; signedIn: boolean }
  | { state: 'error'; message: string; signedIn: boolean };

/** Missing, unpublished, not shared, or a token that does not open it: all look the same. */
const REFUSED = new Set([401, 403, 404]);

async function signedInUser(): Promise<{ id: string; organizationId: string } | null> {
  if (!hasStoredSession()) return null;
  const state = await session.ensure().catch(() => null);
  if (state?.status !== 'signed-in') return null;
  return { id: state.profile.id, organizationId: state.profile.organizationInfo.id };
}

/**
 * The signed-in read: the page's data when the session may see it, null when refused (401, 403,
 * 404). Other failures are thrown when `rethrow`, else read as null (the token still works).
 */
async function sessionRead(
  user: { id: string },
  id: string,
  query: SopViewQuery,
  signal: AbortSignal,
  rethrow = false,
): Promise<PublicSopData | null> {
  try {
    const sop = await getPlayerSmartInstruction(api, id, { includeSubData: false }, signal);
    return {
      state: 'ready',
      access: 'session',
      guest: false,
      signedIn: true,
      userId: user.id,
      title: sop.title,
      review: query.review,
    };
  } catch (err) {
    const status = statusOf(err);
    if (rethrow && (status === undefined || !REFUSED.has(status))) throw err;
    return null;
  }
}

export async function publicSopLoader({
  params,
  request,
}: LoaderFunctionArgs): Promise<PublicSopData> {
  const id = params.smartInstructionId ?? '';
  const query = readSopViewQuery(new URL(request.url).searchParams);
  const storage = shareTokenStorage();
  const shareToken = resolveShareToken(storage, id, query.shareToken, Date.now());
  const user = await signedInUser();
  const signedIn = user !== null;

  if (shareToken) {
    try {
      const publicApi = createApi({ baseUrl: window.location.origin });
      const sop = await getPlayerSmartInstruction(
        publicApi,
        id,
        { includeSubData: false, shareAccessToken: shareToken },
        request.signal,
      );
      const guest = isGuestMode({
        publicRoute: true,
        userOrganizationId: user?.organizationId ?? null,
        contentOrganizationId: sop.organizationId,
      });
      // A member of its organisation runs it as themselves when their session may read it.
      const asMember = user && !guest ? await sessionRead(user, id, query, request.signal) : null;
      return (
        asMember ?? {
          state: 'ready',
          access: 'share-token',
          shareToken,
          guest,
          signedIn,
          title: sop.title,
          review: query.review,
        }
      );
    } catch (err) {
      const status = statusOf(err);
      if (status === undefined || !REFUSED.has(status)) {
        return { state: 'error', message: messageOf(err), signedIn };
      }
      // 002 §4: a refused token is forgotten; a member may still see it signed in.
      forgetShareToken(storage, id);
    }
  }
  if (user) {
    try {
      const asMember = await sessionRead(user, id, query, request.signal, true);
      if (asMember) return asMember;
    } catch (err) {
      return { state: 'error', message: messageOf(err), signedIn };
    }
  }
  return { state: 'unavailable', signedIn };
}
