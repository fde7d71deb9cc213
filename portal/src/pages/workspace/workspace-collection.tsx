import type { Workspace } from '@stepwise/core';
import { Link } from 'react-router';
import { FavouriteButton } from '../../shell/favourite-button';
import { useT } from '../../shell/i18n';
import { useFavourite } from '../../shell/use-favourite';
import { useShellSession } from '../../shell/use-shell-session';
import { useViewMode } from '../../shell/view-mode';

/** Workspaces as cards or as a list (the remembered view mode), each with its bookmark. */
export function WorkspaceCollection({
  workspaces,
  showGroup = false,
  testId,
}: {
  workspaces: readonly Workspace[];
  showGroup?: boolean;
  testId: string;
}) {
  const t = useT();
  const [mode] = useViewMode();
  const { reloadWorkspaces } = useShellSession();
  const favourite = useFavourite(reloadWorkspaces);
  if (workspaces.length === 0) {
    return <p className="empty">{t('shell.workspaces.none')}</p>;
  }
  return (
    <>
      {favourite.error && (
        <p className="form-error" role="alert">
          {favourite.error}
        </p>
      )}
      <ul
        className={mode === 'card' ? 'workspace-cards' : 'workspace-list'}
        data-testid={testId}
        data-view-mode={mode}
      >
        {workspaces.map((ws) => (
          <li key={ws.id} className="workspace-item" data-testid={`workspace-item-${ws.id}`}>
            <span className={`workspace-colour swatch-${ws.color}`} aria-hidden="true" />
            <div className="workspace-item-body">
              <Link to={`/workspace/${encodeURIComponent(ws.id)}`} className="workspace-item-name">
                {ws.name}
              </Link>
              <span className="muted small">
                {showGroup && ws.workspaceGroupName ? ws.workspaceGroupName : null}
                {ws.private && <span className="badge">{t('shell.private')}</span>}
              </span>
            </div>
            <FavouriteButton
              name={ws.name}
              liked={Boolean(ws.isLike)}
              busy={favourite.busy.has(ws.id)}
              testId={`favourite-page-${ws.id}`}
              onToggle={() => void favourite.toggle(ws.id, !ws.isLike)}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
