import { createApi } from '@stepwise/api';
import { useT } from '@stepwise/i18n/react';
import { apiDataSource } from '@stepwise/player/api-source';
import { useMemo, type ComponentType } from 'react';
import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { inIframe } from '../../shell/use-media-query';
import { PlayerView } from './player-view';
import { readPlayerQuery, type PlayerRouteKind } from './player-route';
import { forgetShareToken, resolveShareToken } from './share-token';
import { shareTokenStorage } from './share-token-storage';
import './player-route.css';

/**
 * /p and /playerfullscreenpublic (002 §2, §6): no sign-in, the product logo, no comments or
 * reactions. Calls go without a session; the share token from the link (or remembered from an
 * earlier visit) opens the workflow.
 */
function PublicPlayer({ kind }: { kind: PlayerRouteKind }) {
  const t = useT();
  const { workflowId = '' } = useParams();
  const { shareToken } = useLoaderData<PublicPlayerData>();
  const source = useMemo(
    () =>
      apiDataSource(
        createApi({ baseUrl: window.location.origin }),
        shareToken ? { shareToken } : {},
      ),
    [shareToken],
  );

  return (
    <div
      className="public-player"
      data-testid="public-player"
      // Framed (the Embed dialog's iframe): the page is the frame, the player fits in it.
      data-framed={inIframe() || undefined}
    >
      <header className="public-player-header">
        <span className="logo" data-testid="product-logo">
          {t('common.appName')}
        </span>
      </header>
      <PlayerView
        kind={kind}
        source={source}
        onError={(detail) => {
          // 002 §4: a failed fetch clears the stored share token.
          if (!['playback', 'bad-attribute', 'unsupported'].includes(detail.code)) {
            forgetShareToken(shareTokenStorage(), workflowId);
          }
        }}
      />
    </div>
  );
}

interface PublicPlayerData {
  shareToken: string | undefined;
}

/** The link's share token (remembered), else the one remembered from an earlier visit. */
export function publicPlayerLoader({ params, request }: LoaderFunctionArgs): PublicPlayerData {
  const fromLink = readPlayerQuery(new URL(request.url).searchParams).shareToken;
  const workflowId = params.workflowId ?? '';
  return {
    shareToken: resolveShareToken(shareTokenStorage(), workflowId, fromLink, Date.now()),
  };
}

const pages = new Map<PlayerRouteKind, ComponentType>();

/** One stable component per route kind. */
export function publicPlayerPage(kind: PlayerRouteKind): ComponentType {
  let page = pages.get(kind);
  if (!page) {
    page = () => <PublicPlayer kind={kind} />;
    pages.set(kind, page);
  }
  return page;
}
