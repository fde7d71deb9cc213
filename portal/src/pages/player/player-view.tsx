import type {
  PlayerDataSource,
  PlayerErrorDetail,
  PlayerStepChangeDetail,
} from '@stepwise/player/core';
import { Player, type PlayerHandle } from '@stepwise/player/react';
import { useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { currentLanguage } from '../../i18n/t';
import { useTheme } from '../../shell/theme';
import { inIframe } from '../../shell/use-media-query';
import { PLAYER_ROUTES, readPlayerQuery, type PlayerRouteKind } from './player-route';

export interface PlayerViewProps {
  kind: PlayerRouteKind;
  source: PlayerDataSource;
  onError?: (detail: PlayerErrorDetail) => void;
  onSignInRequired?: (redirect: string) => void;
  /** The portal's signed-in player asks before the page unloads while playing (002 §4). */
  confirmLeave?: boolean;
}

/**
 * The package's <Player/> at a portal route: the route's layout, the query parameters of 002 §2,
 * the portal's language and theme. The address follows the step being played, so a copied link
 * opens there (replaceState: the router need not re-render for it).
 */
export function PlayerView({
  kind,
  source,
  onError,
  onSignInRequired,
  confirmLeave,
}: PlayerViewProps) {
  const { workflowId = '', stepId } = useParams();
  const [params] = useSearchParams();
  const [theme] = useTheme();
  const query = readPlayerQuery(params);
  const layout = PLAYER_ROUTES[kind];
  const handle = useRef<PlayerHandle>(null);
  const pendingSeek = useRef<number | null>(null);
  // `?t=` (seconds into the workflow) comes from search results: go there once the media knows
  // its duration, after the player's own start-of-step positioning.
  const startAt = Number(params.get('t') ?? NaN);
  const onReady = () => {
    if (!Number.isFinite(startAt) || startAt <= 0) return;
    const started = Date.now();
    const timer = window.setInterval(() => {
      const player = handle.current;
      const known = (player?.getState().duration ?? 0) > 0;
      if (known) player?.seek(startAt);
      if (known || !player || Date.now() - started > 10_000) window.clearInterval(timer);
    }, 100);
    pendingSeek.current = timer;
  };
  useEffect(() => () => window.clearInterval(pendingSeek.current ?? undefined), []);

  const followStep = ({ stepId: current }: PlayerStepChangeDetail) => {
    const path = `/${kind}/${encodeURIComponent(workflowId)}/${encodeURIComponent(current)}`;
    if (window.location.pathname !== path) {
      window.history.replaceState(window.history.state, '', path + window.location.search);
    }
  };

  return (
    <div
      className={`player-route player-route-${kind}`}
      data-testid="player-route"
      data-route-kind={kind}
    >
      <Player
        ref={handle}
        key={workflowId}
        workflowId={workflowId}
        // `?step=` is how links from before the step path said it (search results).
        stepId={stepId ?? params.get('step') ?? undefined}
        source={source}
        lang={currentLanguage()}
        theme={theme}
        singleStep={query.singleStep}
        openMenu={query.openMenu}
        versionId={query.versionId}
        preview={query.preview}
        embedded={layout.embedded || inIframe()}
        startInTheater={layout.startInTheater}
        fullscreenLayout={layout.fullscreenLayout}
        onReady={onReady}
        onStepChange={followStep}
        onError={onError}
        onSignInRequired={onSignInRequired}
        confirmLeave={confirmLeave}
      />
    </div>
  );
}
