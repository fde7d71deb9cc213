import { apiDataSource } from '@stepwise/player/api-source';
import { lazy, useMemo, type ComponentType } from 'react';
import { useNavigate, useParams } from 'react-router';
import { api } from '../../api';
import { ReviewBar } from '../../components/review-bar/review-bar';
import { t } from '../../i18n/t';
import { LazyAssistant } from '../assistant/lazy-assistant';
import { safeRedirect } from '../../session/redirect';
import { useSession } from '../../session/use-session';
import { PlayerView } from './player-view';
import type { PlayerRouteKind } from './player-route';
import './player-route.css';

// The Q&A tab's assistant downloads when the tab first opens, not with the player.
const PlayerQna = lazy(() => import('../assistant/player-qna'));

function SignedInPlayer({ kind }: { kind: PlayerRouteKind }) {
  const navigate = useNavigate();
  const source = useMemo(() => apiDataSource(api), []);
  const { workflowId = '' } = useParams();
  const session = useSession();
  return (
    <>
      {/* Issue 23: an active reviewer of the workflow's open approval request decides here. */}
      {kind === 'playermain' && workflowId && session.status === 'signed-in' && (
        <ReviewBar key={workflowId} content={{ workflowId }} profile={session.profile} />
      )}
      <PlayerView
        kind={kind}
        source={source}
        confirmLeave
        onError={(detail) => {
          // 002 §4: a failed permission check leads to 403.
          if (detail.code === 'no-permission') void navigate('/403', { replace: true });
        }}
        onSignInRequired={(redirect) => {
          const back = safeRedirect(redirect, window.location.pathname + window.location.search);
          void navigate(`/?redirect=${encodeURIComponent(back)}`, { replace: true });
        }}
        renderQna={({ workflowId, seek, theme }) => (
          <LazyAssistant fallback={<p role="status">{t('common.loading')}</p>}>
            <PlayerQna workflowId={workflowId} route={kind} theme={theme} seek={seek} />
          </LazyAssistant>
        )}
      />
    </>
  );
}

const pages = new Map<PlayerRouteKind, ComponentType>();

/** One stable component per route kind, so react-router keeps the page mounted across steps. */
export function signedInPlayerPage(kind: PlayerRouteKind): ComponentType {
  let page = pages.get(kind);
  if (!page) {
    page = () => <SignedInPlayer kind={kind} />;
    pages.set(kind, page);
  }
  return page;
}
