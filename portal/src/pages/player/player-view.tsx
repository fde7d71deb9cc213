import type {
  PlayerDataSource,
  PlayerErrorDetail,
  PlayerReadyDetail,
  PlayerStepChangeDetail,
} from '@stepwise/player/core';
import type { InterfaceLanguage, Theme } from '@stepwise/core';
import { resolveLanguage } from '@stepwise/i18n';
import { framingOrigin, usePlayerBridge } from '@stepwise/player/bridge';
import { Player, type PlayerHandle } from '@stepwise/player/react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { currentLanguage } from '../../i18n/t';
import { useTheme } from '../../shell/theme';
import { inIframe } from '../../shell/use-media-query';
import { BRIDGE_ROUTES } from './player-bridge';
import { PLAYER_ROUTES, readPlayerQuery, type PlayerRouteKind } from './player-route';

/** A host's language tag (`pt-BR`) as an interface language; null when none matches. */
function interfaceLanguageOf(tag: string): InterfaceLanguage | null {
  const resolved = resolveLanguage(null, [tag]);
  return resolved === 'en' && !/^en(-|$)/i.test(tag) ? null : resolved;
}

/** What the player's Q&A tab gets (the player's slot, plus the theme the player shows in). */
export interface PlayerQnaContext {
  workflowId: string;
  seek(stepId: string, time: number): void;
  theme: Theme;
}

export interface PlayerViewProps {
  kind: PlayerRouteKind;
  source: PlayerDataSource;
  onError?: (detail: PlayerErrorDetail) => void;
  onSignInRequired?: (redirect: string) => void;
  /** The portal's signed-in player asks before the page unloads while playing (002 §4). */
  confirmLeave?: boolean;
  /** The Q&A tab's content (signed-in routes); the player decides whether the tab shows. */
  renderQna?: (context: PlayerQnaContext) => ReactNode;
}

/** Routes that fill the window (or their frame): the player fits its height, controls shown. */
const FULL_WINDOW: ReadonlySet<PlayerRouteKind> = new Set([
  'playermainfullscreen',
  'playerfullscreenpublic',
  'playerembed',
  'rustici',
]);
/** Routes inside a page, where the workflow's title heads the player. */
const TITLED: ReadonlySet<PlayerRouteKind> = new Set(['playermain', 'p']);

/**
 * The package's <Player/> at a portal route: the route's layout, the query parameters of 002 §2,
 * the portal's language and theme. The address follows the step being played, so a copied link
 * opens there (replaceState: the router need not re-render for it). The player pages within a
 * page (/playermain, /p) carry the workflow's title as their heading, once the player has it.
 */
export function PlayerView({
  kind,
  source,
  onError,
  onSignInRequired,
  confirmLeave,
  renderQna,
}: PlayerViewProps) {
  const { workflowId = '', stepId } = useParams();
  const [params] = useSearchParams();
  const [pageTheme] = useTheme();
  // A host page driving the framed player (the bridge) may change its language and theme.
  const [hostLanguage, setHostLanguage] = useState<InterfaceLanguage | null>(null);
  const [hostTheme, setHostTheme] = useState<Theme | null>(null);
  const language = hostLanguage ?? currentLanguage();
  const theme = hostTheme ?? pageTheme;
  const query = readPlayerQuery(params);
  const layout = PLAYER_ROUTES[kind];
  const handle = useRef<PlayerHandle>(null);
  const pendingSeek = useRef<number | null>(null);
  const [title, setTitle] = useState<string | null>(null);
  const framed = inIframe();
  // `?t=` (seconds into the workflow) comes from search results: go there once the media knows
  // its duration, after the player's own start-of-step positioning.
  const startAt = Number(params.get('t') ?? NaN);
  const bridge = usePlayerBridge({
    enabled: BRIDGE_ROUTES.has(kind) && inIframe(),
    handle,
    language,
    theme,
    setLanguage: (tag) => {
      const next = interfaceLanguageOf(tag);
      if (!next) throw new Error(`No interface language for ${tag}`);
      setHostLanguage(next);
    },
    setTheme: setHostTheme,
    // The e-learning player answers the LMS page that framed it (its launch script, lms.js).
    hostOrigins: kind === 'rustici' ? [framingOrigin()].filter((o): o is string => o !== null) : [],
  });
  const playerSource = useMemo(
    () => (bridge ? bridge.wrapSource(source) : source),
    [bridge, source],
  );
  const onReady = (detail: PlayerReadyDetail) => {
    bridge?.onReady(detail);
    setTitle(detail.title);
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

  const followStep = (detail: PlayerStepChangeDetail) => {
    bridge?.onStepChange(detail);
    const current = detail.stepId;
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
      {TITLED.has(kind) && !framed && title !== null && (
        <h1 className="player-title" data-testid="player-title" title={title}>
          {title}
        </h1>
      )}
      <Player
        ref={handle}
        key={workflowId}
        workflowId={workflowId}
        // `?step=` is how links from before the step path said it (search results).
        stepId={stepId ?? params.get('step') ?? undefined}
        source={playerSource}
        lang={language}
        theme={theme}
        singleStep={query.singleStep}
        openMenu={query.openMenu}
        versionId={query.versionId}
        preview={query.preview}
        embedded={layout.embedded || framed}
        startInTheater={layout.startInTheater}
        fullscreenLayout={layout.fullscreenLayout}
        fillFrame={FULL_WINDOW.has(kind) || (kind === 'p' && framed)}
        onReady={onReady}
        onStepChange={followStep}
        onTimeUpdate={bridge?.onTimeUpdate}
        onEnded={bridge?.onEnded}
        // A quiz taken in the framed player reaches the host (an LMS page writes the score).
        onQuizCompleted={bridge?.onQuizCompleted}
        onAudioLanguageChange={bridge?.onAudioLanguageChange}
        onError={(detail) => {
          bridge?.onError(detail);
          onError?.(detail);
        }}
        onSignInRequired={onSignInRequired}
        confirmLeave={confirmLeave}
        renderQna={renderQna && ((slot) => renderQna({ ...slot, theme }))}
      />
    </div>
  );
}
