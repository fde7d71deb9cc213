/** /admin/ (issue 25): the overview's counts, loaded here and shown by overview-view.tsx. */
import { getAdminOverview } from '@stepwise/api';
import { api } from '../../api';
import { useLoad } from '../../lib/use-load';
import { useShellSession } from '../../shell/use-shell-session';
import { adminNavItems } from './admin-nav';
import { OverviewView } from './overview-view';

/** Cards for screens outside admin (analytics, skills, tasks) link when their side item shows. */
const OUTSIDE = {
  '/analytics': 'analytics',
  '/skill/home': 'skills',
  '/task/list': 'tasks',
} as const;

export function AdminOverviewPage() {
  const session = useShellSession();
  const [load, retry] = useLoad('admin-overview', () => getAdminOverview(api));
  const items = adminNavItems(session).map((i) => i.to);
  const canOpen = (to: string) =>
    items.includes(to) || (to in OUTSIDE && !!session.flags[OUTSIDE[to as keyof typeof OUTSIDE]]);
  return <OverviewView load={load} onRetry={retry} canOpen={canOpen} />;
}
