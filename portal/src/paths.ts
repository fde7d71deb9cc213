import { redirect } from 'react-router';
import { signInPathFor } from './session/redirect';

/** Builds the portal's URLs; the route table (routes.tsx) matches them. */
export const paths = {
  signIn: '/',
  home: '/home',
  shared: '/shared',
  ownedByMe: '/owned-by-me',
  forbidden: '/403',
  /** Ours (001 §2 names the panel, not its route): see route-map.ts. */
  scormExportHistory: '/admin/scorm-export-history',
  /** 000 §2: the customised permissions, with the embedding allow-list (issue 6). */
  permissionsSettings: '/admin/setting/permissions',
  /** 000 §2: the organisation's users, where an org admin resets a PIN (issue 14). */
  adminUsers: '/admin/users',
  notFound: '/404',
  workspace: (workspaceId: string) => `/workspace/${encodeURIComponent(workspaceId)}`,
  /** 002 §2 search tabs: search (workflows, the default) and smart instruction. */
  explorerSearch: (keyword = '', page = 0, tab: 'search' | 'smart-instruction' = 'search') => {
    const query = new URLSearchParams();
    if (tab !== 'search') query.set('tab', tab);
    if (keyword) query.set('keyword', keyword);
    if (page > 0) query.set('page', String(page));
    const qs = query.toString();
    return qs ? `/explorer-search-main?${qs}` : '/explorer-search-main';
  },
  /** Ours (route-map.ts): the quiz authoring screen of a workflow (issue 19). */
  quiz: (workflowId: string) => `/quiz/${encodeURIComponent(workflowId)}`,
  /** 000 §2: the smart-instruction editor, to create one (in a workspace when given). */
  smartInstructionNew: (workspaceId?: string) =>
    workspaceId
      ? `/smart-instruction?workspaceId=${encodeURIComponent(workspaceId)}`
      : '/smart-instruction',
  /** 000 §2: a smart instruction's editor, or its view for viewers and published ones (001 §4). */
  smartInstruction: (smartInstructionId: string) =>
    `/smart-instruction/${encodeURIComponent(smartInstructionId)}`,
  /** 002 §2: the smart instruction opened from search. */
  searchSmartInstruction: (smartInstructionId: string) =>
    `/explorer-search/mm-sop/${encodeURIComponent(smartInstructionId)}`,
  /** 000 §2 private player: /playermain/{workflowId}/{stepId?} (step also as a query for the page). */
  player: (workflowId: string, at: { step?: string; t?: number; versionId?: string } = {}) => {
    const query = new URLSearchParams();
    // Issue 23 (002 §2): a past version of the workflow instead of the published one.
    if (at.versionId) query.set('versionId', at.versionId);
    if (at.step) query.set('step', at.step);
    if (at.t !== undefined) query.set('t', String(Math.round(at.t * 100) / 100));
    const qs = query.toString();
    return `/playermain/${encodeURIComponent(workflowId)}${qs ? `?${qs}` : ''}`;
  },
} as const;

/** Where a signed-out visitor goes: sign-in, coming back here afterwards (000 §2 guard). */
export function signInRedirect(url: URL): Response {
  return redirect(signInPathFor(url));
}
