import { issueShareToken } from '@stepwise/api';
import type { IssuedShareToken, ShareLanding, ShareTokenRequest } from '@stepwise/core';
import { rememberIssuedShareToken } from '../player/share-token';
import { shareTokenStorage } from '../player/share-token-storage';
import { shareApi } from './share-api';
import { contentPath } from './share-flow';

/**
 * Exchanges the proof for a share token, keeps it under ST-{contentId} (002 §3) and answers the
 * content's path: the public player and /si read the token from there and send it unchanged, so
 * it never rides in an address a visitor might forward.
 */
export async function openShare(
  landing: Pick<ShareLanding, 'id' | 'type' | 'contentId'>,
  proof: ShareTokenRequest,
): Promise<string> {
  const issued: IssuedShareToken = await issueShareToken(shareApi(), landing.id, proof);
  rememberIssuedShareToken(shareTokenStorage(), issued);
  return contentPath(landing.type, issued.contentId || landing.contentId);
}
