import { sortViewList } from '@stepwise/core';
import { useParams } from 'react-router';
import { useT } from '../../shell/i18n';
import { useShellSession } from '../../shell/use-shell-session';
import { ViewModeToggle } from '../../shell/view-mode-toggle';
import { WorkspaceCollection } from './workspace-collection';

/** /workspace-group/{workspaceGroupId}: the workspaces of one group the user may view. */
export function WorkspaceGroupPage() {
  const t = useT();
  const { workspaceGroupId = '' } = useParams();
  const { groups } = useShellSession();
  const group = groups.find((g) => g.id === workspaceGroupId);
  if (!group) {
    return (
      <section data-testid="workspace-group-page">
        <h1>{t('shell.workspaces.groupNotFound')}</h1>
      </section>
    );
  }
  return (
    <section data-testid="workspace-group-page" data-group-id={group.id}>
      <header className="page-header">
        <h1>{group.name}</h1>
        <ViewModeToggle />
      </header>
      <WorkspaceCollection
        workspaces={sortViewList(group.workspaces ?? [])}
        testId="workspace-group-workspaces"
      />
    </section>
  );
}
