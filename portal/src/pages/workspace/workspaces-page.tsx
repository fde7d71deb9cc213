import { sortViewList, sortWorkspaceGroups } from '@stepwise/core';
import { Link } from 'react-router';
import { useT } from '../../shell/i18n';
import { useShellSession } from '../../shell/use-shell-session';
import { ViewModeToggle } from '../../shell/view-mode-toggle';
import { WorkspaceCollection } from './workspace-collection';

/** /workspace: every workspace the user may view, by group (000 §2). */
export function WorkspacesPage() {
  const t = useT();
  const { groups, profile } = useShellSession();
  const sorted = sortWorkspaceGroups(groups, profile.organizationInfo.defaultGroup).filter(
    (g) => (g.workspaces ?? []).length > 0,
  );
  return (
    <section data-testid="workspaces-page">
      <header className="page-header">
        <h1>{t('shell.workspaces.title')}</h1>
        <ViewModeToggle />
      </header>
      {sorted.length === 0 && <p className="empty">{t('shell.workspaces.none')}</p>}
      {sorted.map((group) => (
        <section key={group.id} className="group-section" aria-labelledby={`group-${group.id}`}>
          <h2 id={`group-${group.id}`}>
            <Link to={`/workspace-group/${encodeURIComponent(group.id)}`}>{group.name}</Link>
          </h2>
          <WorkspaceCollection
            workspaces={sortViewList(group.workspaces ?? [])}
            testId={`workspaces-of-${group.id}`}
          />
        </section>
      ))}
    </section>
  );
}
