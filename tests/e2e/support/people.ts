/**
 * People and places of one spec's run: a private workspace of its own and organisation users
 * invited into it with a password, so specs running in parallel never share state. The plain
 * server (no mail) answers the invitation link, which is accepted at once.
 */
import {
  acceptInvitation,
  createApi,
  createWorkspace,
  inviteUser,
  listWorkspaceGroups,
  type Api,
  type GrantRole,
} from '@stepwise/api';
import type { Browser, Page } from '@playwright/test';
import { PortalPage } from '../../fixtures/portal-page.js';

export interface Person {
  id: string;
  email: string;
  name: string;
}

/** A private workspace in the organisation's first workspace group. */
export async function privateWorkspace(
  admin: Api,
  name: string,
  color: 'red' | 'purple' | 'green' | 'blue' | 'yellow' = 'green',
): Promise<string> {
  const groups = await listWorkspaceGroups(admin, 'edit');
  if (!groups[0]) throw new Error('The demo organisation has no workspace group.');
  return (
    await createWorkspace(admin, { name, private: true, color, workspaceGroupId: groups[0].id })
  ).id;
}

/**
 * An organisation viewer named `name` with `password`, holding `role` in `workspaceId` (none
 * when null).
 */
export async function invitedPerson(
  admin: Api,
  opts: {
    baseUrl: string;
    password: string;
    email: string;
    name: string;
    workspaceId: string | null;
    role?: GrantRole;
  },
): Promise<Person> {
  const added = await inviteUser(admin, {
    email: opts.email,
    role: 'viewer',
    groups: opts.workspaceId
      ? [{ workspaceId: opts.workspaceId, role: opts.role ?? 'viewer' }]
      : [],
  });
  // Without a mail server the answer carries the invitation link: /userinvitecreate/{token}/...
  if (!added.inviteLink) throw new Error('The plain server mailed the invitation instead');
  const token = decodeURIComponent(new URL(added.inviteLink).pathname.split('/')[2] ?? '');
  await acceptInvitation(createApi({ baseUrl: opts.baseUrl }), {
    token,
    name: opts.name,
    password: opts.password,
  });
  return { id: added.id, email: opts.email, name: opts.name };
}

/** A page of its own browser context, signed in as `email`. */
export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  email: string,
  password: string,
  contextOptions: Parameters<Browser['newContext']>[0] = {},
): Promise<Page> {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  // The signed-in player asks before the page unloads while playing (002 §4): leaving means yes.
  page.on('dialog', (dialog) => void dialog.accept());
  await new PortalPage(page, baseUrl).signIn(email, password);
  return page;
}
