/**
 * /home/favorites (002 §2, §3 likes): the caller's favourite workflows and smart instructions,
 * as cards (GET /v1/me/favorites: visible and published only). Unliking on a card leaves it on
 * the page until the next visit, so a slip is one click to undo.
 */
import { listFavorites } from '@stepwise/api';
import { api } from '../../api';
import { LoadState } from '../../components/load-state';
import { SmartInstructionCard } from '../../components/smart-instruction-card';
import { WorkflowCard } from '../../components/workflow-card';
import { t } from '../../i18n/t';
import { canEditIn } from '../../lib/permissions';
import { useLoad } from '../../lib/use-load';
import { paths } from '../../paths';
import { useShellSession } from '../../shell/use-shell-session';
import './home.css';

export function HomeFavoritesPage() {
  const { profile } = useShellSession();
  const [load, retry] = useLoad('home-favorites', () => listFavorites(api));
  if (load.state !== 'ready')
    return <LoadState load={load} onRetry={retry} testId="home-favorites" />;
  const { workflows, multimodalSops } = load.value;
  if (workflows.length + multimodalSops.length === 0) {
    return (
      <p className="empty" data-testid="home-favorites-empty">
        {t('home.favorites.empty')}
      </p>
    );
  }
  return (
    <div data-testid="home-favorites">
      {workflows.length > 0 && (
        <>
          <h2 className="home-section-title">{t('home.favorites.workflows')}</h2>
          <div className="card-grid" data-testid="favorite-workflows">
            {workflows.map((card) => (
              <WorkflowCard
                key={card.id}
                card={card}
                canEdit={canEditIn(profile, card.workspaceId)}
                onChanged={() => undefined}
              />
            ))}
          </div>
        </>
      )}
      {multimodalSops.length > 0 && (
        <>
          <h2 className="home-section-title">{t('home.favorites.sops')}</h2>
          <div className="card-grid" data-testid="favorite-sops">
            {multimodalSops.map((item) => (
              <SmartInstructionCard
                key={item.id}
                item={item}
                canEdit={canEditIn(profile, item.workspaceId)}
                openTo={paths.smartInstruction}
                onChanged={() => undefined}
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
