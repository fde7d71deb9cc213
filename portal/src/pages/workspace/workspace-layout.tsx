import { getWorkspace, type WorkspaceDetail } from '@stepwise/api';
import { NavLink, Outlet, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api';
import { FavouriteButton } from '../../shell/favourite-button';
import { useT, type MessageKey } from '../../shell/i18n';
import { useFavourite } from '../../shell/use-favourite';
import { useShellSession } from '../../shell/use-shell-session';
import { findWorkspace } from '../../shell/workspace-lists';

/** 000 §2: the workspace tabs in order; workflow is the default (the index route). */
export const WORKSPACE_TABS = [
  'workflow',
  'mm-sop',
  'skills',
  'skill-matrix',
  'tasks',
  'insights',
] as const;
export type WorkspaceTab = (typeof WORKSPACE_TABS)[number];

export const TAB_LABELS: Record<WorkspaceTab, MessageKey> = {
  workflow: 'shell.tab.workflow',
  'mm-sop': 'shell.tab.mmSop',
  skills: 'shell.tab.skills',
  'skill-matrix': 'shell.tab.skillMatrix',
  tasks: 'shell.tab.tasks',
  insights: 'shell.tab.insights',
};

import { WORKSPACE_ROUTE_ID } from './route-ids';

export { WORKSPACE_ROUTE_ID };

export function workspaceLayoutLoader({ params }: LoaderFunctionArgs): Promise<WorkspaceDetail> {
  return getWorkspace(api, params.workspaceId ?? '');
}

export function useWorkspace(): WorkspaceDetail {
  const workspace = useRouteLoaderData<WorkspaceDetail>(WORKSPACE_ROUTE_ID);
  if (!workspace) throw new Error('useWorkspace outside /workspace/{workspaceId}');
  return workspace;
}

/** /workspace/{workspaceId}/: the workspace's name, colour, bookmark and tabs. */
export function WorkspaceLayout() {
  const t = useT();
  const workspace = useWorkspace();
  const { groups, reloadWorkspaces } = useShellSession();
  const favourite = useFavourite(reloadWorkspaces);
  // The side menu's lists are refreshed after a toggle; the loaded detail is not.
  const liked = findWorkspace(groups, workspace.id)?.isLike ?? Boolean(workspace.isLike);
  const base = `/workspace/${encodeURIComponent(workspace.id)}`;
  return (
    <section className="workspace" data-testid="workspace-page" data-workspace-id={workspace.id}>
      <header className="page-header">
        <h1>
          <span className={`swatch swatch-${workspace.color}`} aria-hidden="true" />
          {workspace.name}
          {workspace.private && <span className="badge">{t('shell.private')}</span>}
        </h1>
        <FavouriteButton
          name={workspace.name}
          liked={liked}
          busy={favourite.busy.has(workspace.id)}
          testId="workspace-favourite"
          onToggle={() => void favourite.toggle(workspace.id, !liked)}
        />
      </header>
      {favourite.error && (
        <p className="form-error" role="alert">
          {favourite.error}
        </p>
      )}
      <nav className="tabs" aria-label={t('shell.tab.label')} data-testid="workspace-tabs">
        {WORKSPACE_TABS.map((tab) => (
          <NavLink
            key={tab}
            to={tab === 'workflow' ? base : `${base}/${tab}`}
            end
            className="tab"
            data-testid={`workspace-tab-${tab}`}
          >
            {t(TAB_LABELS[tab])}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </section>
  );
}
