import { redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { useT } from '../../shell/i18n';
import { TAB_LABELS, WORKSPACE_TABS, type WorkspaceTab } from './workspace-layout';

const isTab = (value: string | undefined): value is WorkspaceTab =>
  (WORKSPACE_TABS as readonly string[]).includes(value ?? '');

/** An unknown tab, and `workflow` spelled out, go to the default tab. */
export function otherTabLoader({ params }: LoaderFunctionArgs) {
  if (!isTab(params.tab) || params.tab === 'workflow') {
    return redirect(`/workspace/${encodeURIComponent(params.workspaceId ?? '')}`);
  }
  return null;
}

/** The tabs whose content arrives with later issues: an honest empty state. */
export function OtherTab() {
  const t = useT();
  const { tab } = useParams();
  if (!isTab(tab)) return null;
  return (
    <div className="empty" data-testid={`workspace-tab-panel-${tab}`} role="status">
      <p>{t('shell.tab.notYet', { tab: t(TAB_LABELS[tab]) })}</p>
    </div>
  );
}
