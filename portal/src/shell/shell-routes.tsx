/**
 * The shell's screens as children of the signed-in layout (`AppShell`), each tagged with its
 * route-map key (000 §2, the spec's spelling) so the route map's guards and coverage find them.
 */
import { redirect, type RouteObject } from 'react-router';
import { adminRoutes } from '../pages/admin/admin-routes';
import { analyticsRoutes } from '../pages/analytics/analytics-routes';
import { orgToolsRoutes } from '../pages/org-tools/org-tools-routes';
import { key, screen } from './lazy-screen';
import { WORKSPACE_ROUTE_ID } from '../pages/workspace/route-ids';

export const shellRoutes: RouteObject[] = [
  {
    // 000 §2 / 002 §2: /home with its tabs; the overview is the default (index). Each tab is
    // its own route-map entry, so the guard applies its feature gate (skills, tasks, approvals).
    path: '/home',
    lazy: screen(() => import('../pages/home/home-layout'), 'HomeLayout'),
    handle: key('/home'),
    children: [
      {
        index: true,
        lazy: screen(() => import('../pages/home/home-overview'), 'HomeOverviewPage'),
      },
      {
        path: 'overview',
        lazy: screen(() => import('../pages/home/home-overview'), 'HomeOverviewPage'),
        handle: key('/home/overview'),
      },
      {
        path: 'discover',
        lazy: screen(() => import('../pages/home/home-discover'), 'HomeDiscoverPage'),
        handle: key('/home/discover'),
      },
      {
        path: 'skills-todo',
        lazy: screen(() => import('../pages/skill/assigned-skills'), 'SkillsTodoPage'),
        handle: key('/home/skills-todo'),
      },
      {
        path: 'skills-completed',
        lazy: screen(() => import('../pages/skill/assigned-skills'), 'SkillsCompletedPage'),
        handle: key('/home/skills-completed'),
      },
      {
        path: 'tasks-todo',
        lazy: screen(() => import('../pages/task/assigned-tasks'), 'TasksTodoPage'),
        handle: key('/home/tasks-todo'),
      },
      {
        path: 'tasks-completed',
        lazy: screen(() => import('../pages/task/assigned-tasks'), 'TasksCompletedPage'),
        handle: key('/home/tasks-completed'),
      },
      {
        path: 'favorites',
        lazy: screen(() => import('../pages/home/home-favorites'), 'HomeFavoritesPage'),
        handle: key('/home/favorites'),
      },
      {
        // Issue 23: the approval requests waiting for me and my approval notifications.
        path: 'for-approval',
        lazy: screen(() => import('../pages/approvals/for-approval-page'), 'ForApprovalPage'),
        handle: key('/home/for-approval'),
      },
    ],
  },
  {
    // 000 §2 "/owned-by-me with tabs workflows, mm-sop, …": workflows is the default (index).
    path: '/owned-by-me',
    lazy: screen(() => import('../pages/owned-by-me-page'), 'OwnedByMeLayout'),
    handle: key('/owned-by-me'),
    children: [
      {
        index: true,
        lazy: screen(() => import('../pages/owned-by-me-page'), 'OwnedByMePage', 'ownedByMeLoader'),
      },
      {
        // The smart instructions the user made (issue 20).
        path: 'mm-sop',
        lazy: screen(() => import('../pages/owned-by-me-page'), 'OwnedSmartInstructionsPage'),
      },
      {
        // Issue 24: the skills and tasks I made, and my teams.
        path: 'skills',
        lazy: screen(() => import('../pages/owned-by-me-more'), 'OwnedSkillsPage'),
      },
      {
        path: 'tasks',
        lazy: screen(() => import('../pages/owned-by-me-more'), 'OwnedTasksPage'),
      },
      {
        path: 'teams',
        lazy: screen(() => import('../pages/owned-by-me-more'), 'OwnedTeamsPage'),
      },
    ],
  },
  {
    path: '/explorer-search-main',
    lazy: screen(
      () => import('../pages/explorer-search-page'),
      'ExplorerSearchPage',
      'explorerSearchLoader',
    ),
    handle: key('/explorer-search-main'),
  },
  {
    // 002 §2 "/explorer-search (tabs: search and smart instruction)": the same search page.
    path: '/explorer-search',
    lazy: screen(
      () => import('../pages/explorer-search-page'),
      'ExplorerSearchPage',
      'explorerSearchLoader',
    ),
    handle: key('/explorer-search'),
  },
  {
    // 002 §2: the smart instruction opened from search, to view and run (issue 20).
    path: '/explorer-search/mm-sop/:smartInstructionId',
    lazy: screen(() => import('../pages/sop-view/search-sop-page'), 'SearchSmartInstructionPage'),
    handle: key('/explorer-search/mm-sop/{smartInstructionId}'),
  },
  // Skills (issue 24; 002 §2): management, builder, player, performance, matrix.
  {
    path: '/skill',
    loader: () => redirect('/skill/home'),
    handle: key('/skill'),
  },
  {
    path: '/skill/home',
    lazy: screen(() => import('../pages/skill/skill-home-page'), 'SkillHomePage'),
    handle: key('/skill/home'),
  },
  {
    path: '/skill/performance',
    lazy: screen(() => import('../pages/skill/skill-performance-page'), 'SkillPerformancePage'),
    handle: key('/skill/performance'),
  },
  {
    path: '/skill/performance/mm-sop/:smartInstructionId',
    lazy: screen(() => import('../pages/skill/skill-sop-page'), 'SkillPerformanceSopPage'),
    handle: key('/skill/performance/mm-sop/{smartInstructionId}'),
  },
  {
    path: '/skill/matrix',
    lazy: screen(() => import('../pages/skill/skill-matrix-page'), 'SkillMatrixPage'),
    handle: key('/skill/matrix'),
  },
  {
    path: '/skillbuilder/:playlistId',
    lazy: screen(() => import('../pages/skill/skill-builder-page'), 'SkillBuilderPage'),
    handle: key('/skillbuilder/{playlistId}'),
  },
  {
    path: '/skillplayer',
    lazy: screen(() => import('../pages/skill/assigned-skills'), 'MySkillsPage'),
    handle: key('/skillplayer'),
  },
  {
    path: '/skillplayer/:skillId',
    lazy: screen(() => import('../pages/skill/skill-player-page'), 'SkillPlayerPage'),
    handle: key('/skillplayer/{skillId}'),
  },
  {
    path: '/skillplayer/:skillId/mm-sop/:smartInstructionId',
    lazy: screen(() => import('../pages/skill/skill-sop-page'), 'SkillPlayerSopPage'),
    handle: key('/skillplayer/{skillId}/mm-sop/{smartInstructionId}'),
  },
  {
    path: '/workspace',
    lazy: screen(() => import('../pages/workspace/workspaces-page'), 'WorkspacesPage'),
    handle: key('/workspace'),
  },
  {
    id: WORKSPACE_ROUTE_ID,
    path: '/workspace/:workspaceId',
    lazy: screen(
      () => import('../pages/workspace/workspace-layout'),
      'WorkspaceLayout',
      'workspaceLayoutLoader',
    ),
    handle: key('/workspace/{workspaceId}/'),
    children: [
      {
        index: true,
        lazy: screen(
          () => import('../pages/workspace/workflow-tab'),
          'WorkflowTab',
          'workflowTabLoader',
        ),
      },
      {
        // 002 §2 `mm-sop`: the workspace's smart instructions (issue 20).
        path: 'mm-sop',
        lazy: screen(() => import('../pages/workspace/mm-sop-tab'), 'SmartInstructionTab'),
      },
      {
        // Issue 24: the workspace's skills and its skill matrix.
        path: 'skills',
        lazy: screen(() => import('../pages/skill/skill-home-page'), 'WorkspaceSkillsTab'),
      },
      {
        path: 'skill-matrix',
        lazy: screen(() => import('../pages/skill/skill-matrix-page'), 'WorkspaceSkillMatrixTab'),
      },
      {
        // Issue 24: the workspace's tasks.
        path: 'tasks',
        lazy: screen(() => import('../pages/task/workspace-tasks-tab'), 'WorkspaceTasksTab'),
      },
      {
        path: ':tab',
        lazy: screen(() => import('../pages/workspace/other-tab'), 'OtherTab', 'otherTabLoader'),
      },
    ],
  },
  {
    path: '/workspace-group/:workspaceGroupId',
    lazy: screen(() => import('../pages/workspace/workspace-group-page'), 'WorkspaceGroupPage'),
    handle: key('/workspace-group/{workspaceGroupId}'),
  },
  ...adminRoutes,
  ...analyticsRoutes,
  ...orgToolsRoutes,
  // Issue 24 (002 §2): the task screens.
  {
    path: '/task',
    lazy: screen(() => import('../pages/task/task-list-page'), 'TaskListPage', 'taskIndexLoader'),
    handle: key('/task'),
  },
  {
    path: '/task/list',
    lazy: screen(() => import('../pages/task/task-list-page'), 'TaskListPage'),
    handle: key('/task/list'),
  },
  {
    path: '/taskbuilder/:taskId',
    lazy: screen(() => import('../pages/task/task-builder-page'), 'TaskBuilderPage'),
    handle: key('/taskbuilder/{taskId}'),
  },
  {
    path: '/task/performance',
    lazy: screen(() => import('../pages/task/task-performance-page'), 'TaskPerformancePage'),
    handle: key('/task/performance'),
  },
  {
    path: '/task/performance/mm-sop/:smartInstructionId',
    lazy: screen(() => import('../pages/task/task-run-page'), 'TaskPerformanceRunPage'),
    handle: key('/task/performance/mm-sop/{smartInstructionId}'),
  },
  {
    path: '/taskplayer/:taskPerformanceId',
    lazy: screen(() => import('../pages/task/task-player-page'), 'TaskPlayerPage'),
    handle: key('/taskplayer/{taskPerformanceId}'),
  },
  {
    path: '/taskplayer/:taskPerformanceId/mm-sop/:smartInstructionId',
    lazy: screen(() => import('../pages/task/task-run-page'), 'TaskPlayerRunPage'),
    handle: key('/taskplayer/{taskPerformanceId}/mm-sop/{smartInstructionId}'),
  },
  {
    // Ours (route-map.ts): the quiz authoring screen of one workflow (issue 19).
    path: '/quiz/:workflowId',
    lazy: screen(() => import('../pages/quiz/quiz-authoring-page'), 'QuizAuthoringPage'),
    handle: key('/quiz/{workflowId}'),
  },
  {
    path: '/UserProfile',
    lazy: screen(() => import('../pages/profile/user-profile-page'), 'UserProfilePage'),
    handle: key('/UserProfile'),
  },
];
