/**
 * Home's tabs (000 §2 "/home with tabs overview, discover, skills, tasks, favorites, for
 * approval"): each is a route-map entry, shown only when the session may open it, by the same
 * rule the navigation guard applies (routeDecision), so a hidden tab is never a dead link.
 */
import type { MessageKey } from '../../i18n/t';
import { routeMapEntry } from '../../route-map';
import { routeDecision, type AccessSession } from '../../session/route-access';

export interface HomeTab {
  path: string;
  label: MessageKey;
  testId: string;
}

export const HOME_TABS: readonly HomeTab[] = [
  { path: '/home/overview', label: 'home.tab.overview', testId: 'home-tab-overview' },
  { path: '/home/discover', label: 'home.tab.discover', testId: 'home-tab-discover' },
  { path: '/home/skills-todo', label: 'home.tab.skillsTodo', testId: 'home-tab-skills-todo' },
  {
    path: '/home/skills-completed',
    label: 'home.tab.skillsCompleted',
    testId: 'home-tab-skills-completed',
  },
  { path: '/home/tasks-todo', label: 'home.tab.tasksTodo', testId: 'home-tab-tasks-todo' },
  {
    path: '/home/tasks-completed',
    label: 'home.tab.tasksCompleted',
    testId: 'home-tab-tasks-completed',
  },
  { path: '/home/favorites', label: 'home.tab.favorites', testId: 'home-tab-favorites' },
  { path: '/home/for-approval', label: 'approval.forApproval.title', testId: 'home-for-approval' },
];

export function visibleHomeTabs(session: AccessSession): HomeTab[] {
  return HOME_TABS.filter((tab) => {
    const entry = routeMapEntry(tab.path);
    return entry !== undefined && routeDecision(entry, session) === 'allow';
  });
}

/** Whether a tab's path is shown (the overview's counts link only to shown tabs). */
export function tabShown(session: AccessSession, path: string): boolean {
  return visibleHomeTabs(session).some((tab) => tab.path === path);
}
