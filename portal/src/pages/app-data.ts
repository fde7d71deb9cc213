import { getProfile, listWorkspaceGroups, type WorkspaceGroupWithWorkspaces } from '@stepwise/api';
import type { UserProfile } from '@stepwise/core';
import { useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import { api, isSignedIn } from '../api';
import { signInRedirect } from '../paths';

export interface AppData {
  profile: UserProfile;
  groups: WorkspaceGroupWithWorkspaces[];
}

/** Signed-in pages: the profile and the workspaces of the side menu (view level). */
export async function appLoader({ request }: LoaderFunctionArgs): Promise<AppData | Response> {
  if (!isSignedIn()) return signInRedirect(new URL(request.url));
  const [profile, groups] = await Promise.all([getProfile(api), listWorkspaceGroups(api, 'view')]);
  return { profile, groups };
}

export function useAppData(): AppData {
  const data = useRouteLoaderData<AppData>('app');
  if (!data) throw new Error('useAppData outside the signed-in routes');
  return data;
}
