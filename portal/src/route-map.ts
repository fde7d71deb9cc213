/**
 * The route map of 000 §2 as one typed table: every path exactly as the spec spells it, with
 * the gates of 000 §6 that decide who may open it. The guard (session/route-access.ts) reads
 * these entries; `routeMapWithCoverage` marks which ones routes.tsx registers, and the test
 * beside this file prints that coverage.
 *
 * Gates not stated per route in the spec are ours and say so in `note`.
 */
import type { AccessFlagName, FeatureFlagName } from '@stepwise/core';
import type { RouteObject } from 'react-router';

export type RouteArea =
  | 'admin'
  | 'analytics'
  | 'builder'
  | 'home'
  | 'player'
  | 'skills'
  | 'tasks'
  | 'owned-by-me'
  | 'workspace'
  | 'others';

/**
 * 'required': shown only when the IP check passed (000 §2 "Application shell");
 * 'admin-exempt': an organisation admin still reaches it when the check failed;
 * 'none': public pages, where no check runs (000 §4 "Skipped when not logged in").
 */
export type IpGate = 'required' | 'admin-exempt' | 'none';

/** 'assistant': Maven or Smart Assist is on (core assistantEntry). */
export type FeatureGate = FeatureFlagName | 'assistant';

export interface RouteMapEntry {
  /** The path pattern as 000 §2 spells it: `{param}`, `{param?}` optional. */
  path: string;
  area: RouteArea;
  login: boolean;
  feature?: FeatureGate;
  accessFlag?: AccessFlagName;
  /** 000 §6: org admin, workspace admin or publisher. */
  createRole?: boolean;
  ipCheck: IpGate;
  /** 000 §4: skills, tasks, Maven and governance routes become /home when off. */
  replacedByHomeWhenOff?: boolean;
  note?: string;
}

export interface RouteMapEntryWithCoverage extends RouteMapEntry {
  implemented: boolean;
}

const signedIn = { login: true, ipCheck: 'required' } as const;
const publicPage = { login: false, ipCheck: 'none' } as const;
const admin = { area: 'admin', ...signedIn, ipCheck: 'admin-exempt', accessFlag: 'admin' } as const;
const analytics = { area: 'analytics', ...signedIn, accessFlag: 'analytics' } as const;
const builder = { area: 'builder', ...signedIn, createRole: true, accessFlag: 'editor' } as const;
const home = { area: 'home', ...signedIn } as const;
const player = { area: 'player', ...signedIn } as const;
const skills = {
  area: 'skills',
  ...signedIn,
  feature: 'skills',
  accessFlag: 'skills',
  replacedByHomeWhenOff: true,
} as const;
const tasks = {
  area: 'tasks',
  ...signedIn,
  feature: 'tasks',
  accessFlag: 'tasks',
  replacedByHomeWhenOff: true,
} as const;
/** The task player: the tasks area and feature, without the managers' access flag. */
const taskPlayer = {
  area: 'tasks',
  ...signedIn,
  feature: 'tasks',
  replacedByHomeWhenOff: true,
} as const;
/** The skill player: the skills area and feature, without the managers' access flag. */
const skillPlayer = {
  area: 'skills',
  ...signedIn,
  feature: 'skills',
  replacedByHomeWhenOff: true,
} as const;
const workspace = { area: 'workspace', ...signedIn } as const;
const others = { area: 'others', ...signedIn } as const;
const account = { area: 'others', ...publicPage } as const;

export const ROUTE_MAP: readonly RouteMapEntry[] = [
  // Admin (login required)
  { path: '/admin/', ...admin },
  { path: '/admin/workspace-groups', ...admin },
  { path: '/admin/workspace-group/{workspaceGroupId}', ...admin },
  { path: '/admin/workspaces', ...admin },
  { path: '/admin/teams', ...admin },
  {
    path: '/admin/users',
    ...admin,
    accessFlag: 'isOrgAdmin',
    note:
      "ours: the organisation-wide list and the PIN reset (issue 14) are the org admin's " +
      '(GET /v1/admin/users, POST /v1/reset/password/employeeIdPIN/request); workspace admins, ' +
      'whose admin flag opens the other admin pages, are kept out',
  },
  {
    path: '/admin/business',
    ...admin,
    accessFlag: 'isOrgAdmin',
    note:
      'ours (issue 25): organisation settings, which the server lets only org admins read and ' +
      'change; workspace admins, whose admin flag opens the other admin pages, are kept out',
  },
  { path: '/admin/categories', ...admin },
  { path: '/admin/category/{categoryId}', ...admin },
  {
    path: '/admin/integrations',
    ...admin,
    feature: 'integrations',
    accessFlag: 'isOrgAdmin',
    note:
      'ours (issue 25): organisation settings, which the server lets only org admins read and ' +
      'change; workspace admins, whose admin flag opens the other admin pages, are kept out',
  },
  {
    path: '/admin/credit-dashboard',
    ...admin,
    accessFlag: 'isOrgAdmin',
    note:
      'ours (issue 25): organisation settings, which the server lets only org admins read and ' +
      'change; workspace admins, whose admin flag opens the other admin pages, are kept out',
  },
  {
    path: '/admin/setting/maven',
    ...admin,
    accessFlag: 'isOrgAdmin',
    note:
      'ours (issue 25): organisation settings, which the server lets only org admins read and ' +
      'change; workspace admins, whose admin flag opens the other admin pages, are kept out',
  },
  {
    path: '/admin/setting/interface-language',
    ...admin,
    accessFlag: 'isOrgAdmin',
    note:
      'ours (issue 25): organisation settings, which the server lets only org admins read and ' +
      'change; workspace admins, whose admin flag opens the other admin pages, are kept out',
  },
  {
    path: '/admin/setting/permissions',
    ...admin,
    accessFlag: 'permissions',
    note:
      'ours: organisation settings, which the server lets only org admins change; the ' +
      'permissions flag (000 §6: admin-super and admin-organization only) keeps workspace ' +
      'admins, whose admin flag opens the other admin pages, out',
  },
  {
    path: '/admin/setting/ip-restriction',
    ...admin,
    accessFlag: 'isOrgAdmin',
    note:
      'ours (issue 25): organisation settings, which the server lets only org admins read and ' +
      'change; workspace admins, whose admin flag opens the other admin pages, are kept out',
  },
  {
    path: '/admin/setting/qr-code',
    ...admin,
    accessFlag: 'isOrgAdmin',
    note:
      'ours (issue 25): organisation settings, which the server lets only org admins read and ' +
      'change; workspace admins, whose admin flag opens the other admin pages, are kept out',
  },
  {
    path: '/admin/scorm-export-history',
    ...admin,
    accessFlag: 'editor',
    createRole: true,
    note:
      'ours: 001 §2 lists a SCORM export history panel without a route; its alert key ' +
      '(admin.alertGetRusticiDownloadHistoryFailed) puts it with admin. Publishers export too, ' +
      'so the gate is the editor flag and a create role; the server shows admins every export ' +
      'and publishers their own',
  },
  // Analytics (login required; default child is content analysis)
  { path: '/analytics', ...analytics },
  { path: '/analytics/main', ...analytics },
  { path: '/analytics/workspaces', ...analytics },
  { path: '/analytics/workflows', ...analytics },
  { path: '/analytics/workflows/detail', ...analytics },
  { path: '/analytics/workflows/trend', ...analytics },
  { path: '/analytics/workflow/{workflowId}', ...analytics },
  { path: '/analytics/mm-sops/detail', ...analytics },
  { path: '/analytics/mm-sops/trend', ...analytics },
  { path: '/analytics/skills/performance', ...analytics, feature: 'skills' },
  { path: '/analytics/quiz', ...analytics },
  { path: '/analytics/quiz/workflow/{workflowId}', ...analytics },
  { path: '/analytics/quiz/{quizId}/workflow/{workflowId}/user/{userId}', ...analytics },
  { path: '/analytics/quiz/performance', ...analytics },
  { path: '/analytics/users', ...analytics },
  { path: '/analytics/user/{userId}', ...analytics },
  { path: '/analytics/content-analysis', ...analytics },
  { path: '/analytics/skills-analysis', ...analytics, feature: 'skills' },
  // Builder and editor
  { path: '/buildermain/{workflowId}', ...builder },
  { path: '/editor/{workflowId}', ...builder },
  {
    path: '/editor/{workflowId}/annotations',
    ...builder,
    note:
      'ours: 001 §2 lists the annotation canvas over the video without a route; it is a screen ' +
      'of the advanced editor over the current (rendered) video, beside it (issue 22)',
  },
  {
    path: '/editor/{workflowId}/voice-over',
    ...builder,
    note:
      'ours: 001 §2 lists the voice-over block editor, recording and dubbing panels without a ' +
      'route; they are one screen of the advanced editor over the current video (issue 22)',
  },
  { path: '/editormain/{workflowId}', ...builder },
  { path: '/editormain/{workflowId}/transcription', ...builder },
  { path: '/editormain/{workflowId}/segmentation', ...builder },
  {
    path: '/quiz/{workflowId}',
    ...builder,
    note:
      'ours: 001 §2 lists a quiz authoring screen without a route; the builder and editors that ' +
      'would hold it as a tab are not built, so it has its own path beside them (issue 19). The ' +
      'builder gates apply; the server lets only editors of the workflow read or change its quiz',
  },
  // Home (default: overview)
  { path: '/home', ...home },
  { path: '/home/overview', ...home },
  { path: '/home/discover', ...home },
  { path: '/home/skills-todo', ...home, feature: 'skills', replacedByHomeWhenOff: true },
  { path: '/home/skills-completed', ...home, feature: 'skills', replacedByHomeWhenOff: true },
  { path: '/home/tasks-todo', ...home, feature: 'tasks', replacedByHomeWhenOff: true },
  { path: '/home/tasks-completed', ...home, feature: 'tasks', replacedByHomeWhenOff: true },
  { path: '/home/favorites', ...home },
  { path: '/home/for-approval', ...home, feature: 'approvalWorkflows' },
  // Player
  { path: '/explorer-search-main', ...player },
  { path: '/explorer-search', ...player },
  { path: '/explorer-search/mm-sop/{smartInstructionId}', ...player },
  { path: '/playermain', ...player },
  { path: '/playermain/{workflowId}/{stepId?}', ...player },
  { path: '/p/{workflowId}/{stepId?}', area: 'player', ...publicPage },
  { path: '/playermainfullscreen/{workflowId}/{stepId?}', ...player },
  { path: '/playerembed/{workflowId}/{stepId?}', ...player },
  { path: '/playerfullscreenpublic/{workflowId}/{stepId?}', area: 'player', ...publicPage },
  {
    path: '/rustici/{workflowId}/{stepId?}',
    area: 'player',
    ...publicPage,
    note: 'learning-standard wrapper: no persistent login (002 §2); its own validation',
  },
  { path: '/PlayerPreview/{workflowId}/{stepId?}', ...player },
  { path: '/mediapicker', ...player },
  {
    path: '/shared',
    ...player,
    ipCheck: 'none',
    note: 'shared-account landing; ours: not IP gated, it only says where to go next',
  },
  // Skills
  { path: '/skill', ...skills },
  { path: '/skill/home', ...skills },
  { path: '/skill/performance', ...skills },
  { path: '/skill/performance/mm-sop/{smartInstructionId}', ...skills },
  { path: '/skill/matrix', ...skills },
  { path: '/skillbuilder/{playlistId}', ...skills, createRole: true },
  // Ours (issue 24): the skill player is for the people a skill is assigned to, most of them
  // viewers without the managers' skills access flag; the server refuses the unassigned (52).
  { path: '/skillplayer', ...skillPlayer },
  { path: '/skillplayer/{skillId}/mm-sop/{smartInstructionId}', ...skillPlayer },
  {
    path: '/skillplayer/{skillId}',
    ...skillPlayer,
    note: "000 §2 'skill player at a skill path with {skillId}': spelled here as /skillplayer/{skillId}",
  },
  // Tasks
  { path: '/task', ...tasks },
  { path: '/task/list', ...tasks },
  { path: '/taskbuilder/{taskId}', ...tasks, createRole: true },
  { path: '/task/performance', ...tasks },
  { path: '/task/performance/mm-sop/{smartInstructionId}', ...tasks },
  // Ours (issue 24): the task player is for the task's members, most of them viewers without the
  // managers' tasks access flag; the server refuses anyone not assigned (code 52).
  { path: '/taskplayer/{taskPerformanceId}', ...taskPlayer },
  { path: '/taskplayer/{taskPerformanceId}/mm-sop/{smartInstructionId}', ...taskPlayer },
  // Owned by me (default: workflows)
  { path: '/owned-by-me', area: 'owned-by-me', ...signedIn, createRole: true },
  // Workspace
  { path: '/workspace', ...workspace },
  { path: '/workspace/{workspaceId}/', ...workspace },
  { path: '/workspace-group/{workspaceGroupId}', ...workspace },
  // Others
  { path: '/UserProfile', ...others },
  {
    path: '/UserProfile/{uid}',
    ...others,
    note: "000 §2 'a profile route with {uid}': spelled here as /UserProfile/{uid}",
  },
  { path: '/maven', ...others, feature: 'assistant', replacedByHomeWhenOff: true },
  { path: '/smart-assist', ...others, feature: 'assistant', replacedByHomeWhenOff: true },
  { path: '/smart-instruction', ...others, feature: 'smartVideoSop' },
  { path: '/smart-instruction/{smartInstructionId}', ...others, feature: 'smartVideoSop' },
  { path: '/si/{smartInstructionId}', ...account },
  { path: '/troubleshooting', ...others },
  { path: '/data-hub', ...others, feature: 'dataHub', createRole: true },
  {
    path: '/governance',
    ...others,
    feature: 'governance',
    accessFlag: 'governance',
    replacedByHomeWhenOff: true,
  },
  { path: '/share/{contentShareId}', ...account },
  { path: '/usernewpin/{employeeIdUserAccount}', ...account },
  { path: '/userinvitecreate/{token}/{name?}/{lang?}', ...account },
  { path: '/startfreetrial/{token}/{name?}/{lang?}', ...account },
  { path: '/usernewpassword/{token}/{lang?}', ...account },
  {
    path: '/usernewpassword/{token}',
    ...account,
    note: 'the same screen as /usernewpassword/{token}/{lang?}; one router pattern serves both',
  },
  { path: '/emailexpired/{type?}/{lang?}/{email?}', ...account },
  {
    path: '/zoomlanding/{status}/{lang?}/{subdomain?}',
    ...account,
    feature: 'zoomIntegration',
    note: 'ours: the integration landing is public (the provider redirects here)',
  },
  { path: '/404', ...account },
  { path: '/403', ...account },
  { path: '/', ...account, note: 'sign-in; a signed-in visitor goes to /home' },
];

/** `/workspace/{workspaceId}/` -> `/workspace/:workspaceId` (react-router's spelling). */
export function toRouterPattern(specPath: string): string {
  const converted = specPath.replace(/\{(\w+)(\?)?\}/g, (_m, name: string, opt?: string) =>
    opt ? `:${name}?` : `:${name}`,
  );
  return converted.length > 1 ? converted.replace(/\/+$/, '') : converted;
}

/** Every full path pattern a route tree registers (children joined to their parents). */
export function registeredPatterns(routes: readonly RouteObject[], parent = ''): string[] {
  const out: string[] = [];
  for (const route of routes) {
    let full = parent;
    if (route.path !== undefined) {
      full = route.path.startsWith('/')
        ? route.path
        : `${parent.replace(/\/+$/, '')}/${route.path}`;
      if (route.path !== '*') out.push(full.length > 1 ? full.replace(/\/+$/, '') : full);
    } else if (route.index) {
      out.push(parent || '/');
    }
    if (route.children) out.push(...registeredPatterns(route.children, full));
  }
  return [...new Set(out)];
}

/** A pattern and its shorter forms without trailing optional segments (`/a/:b/:c?` -> `/a/:b`). */
function withoutOptionalTail(pattern: string): string[] {
  const out = [pattern];
  let current = pattern;
  while (/\/:\w+\?$/.test(current)) {
    current = current.replace(/\/:\w+\?$/, '') || '/';
    out.push(current);
  }
  return out;
}

export function routeMapWithCoverage(routes: readonly RouteObject[]): RouteMapEntryWithCoverage[] {
  const registered = new Set(
    registeredPatterns(routes).flatMap((p) => withoutOptionalTail(p.toLowerCase())),
  );
  return ROUTE_MAP.map((entry) => ({
    ...entry,
    implemented: registered.has(toRouterPattern(entry.path).toLowerCase()),
  }));
}

/** The entry for a `handle.routeMapKey` (the spec's spelling). */
export function routeMapEntry(key: string): RouteMapEntry | undefined {
  return ROUTE_MAP.find((entry) => entry.path === key);
}
