/**
 * Organisation users (000 §6 "Adding users supports four kinds"; 000 §2 /admin/users) and the
 * admin PIN reset with its one-time setup code (issue 14).
 */
import type {
  AddedUser,
  OrgUserList,
  PersonOption,
  PinResetIssued,
  RoleName,
} from '@stepwise/core';
import { call } from './call.js';
import type { Api } from './client.js';

export type GrantRole = Extract<RoleName, 'viewer' | 'publisher' | 'admin-group'>;

export interface GroupUserInvite {
  email: string;
  firstName?: string;
  lastName?: string;
  role: GrantRole;
  groups: { workspaceId: string; role: GrantRole }[];
  locale?: string;
}

/**
 * POST /user/add with kind group-user: the person gets an invitation (its link comes back when
 * the server has no mail server to send it).
 */
export function inviteUser(api: Api, invite: GroupUserInvite): Promise<AddedUser> {
  return call(api, 'POST /user/add', { json: { type: 'group-user', data: invite } });
}

export interface OrgUserQuery {
  keyword?: string;
  page?: number;
  size?: number;
}

/** GET /v1/admin/users: the organisation's users, by name, email or employee ID (org admins). */
export function listOrgUsers(
  api: Api,
  query: OrgUserQuery = {},
  signal?: AbortSignal,
): Promise<OrgUserList> {
  const searchParams: Record<string, string | number> = {};
  if (query.keyword?.trim()) searchParams.keyword = query.keyword.trim();
  if (query.page !== undefined) searchParams.page = query.page;
  if (query.size !== undefined) searchParams.size = query.size;
  return call(api, 'GET /v1/admin/users', { searchParams, signal });
}

/**
 * POST /v1/reset/password/employeeIdPIN/request: the old PIN stops working and the answer
 * carries the setup code for the new one, shown once (never readable again).
 */
export function resetEmployeePin(api: Api, employeeId: string): Promise<PinResetIssued> {
  return call(api, 'POST /v1/reset/password/employeeIdPIN/request', { json: { employeeId } });
}

/** GET /v1/people: people to assign or send to, found by name or address (at least 2 letters). */
export async function searchPeople(
  api: Api,
  keyword: string,
  size = 20,
  signal?: AbortSignal,
): Promise<PersonOption[]> {
  return (await call(api, 'GET /v1/people', { searchParams: { keyword, size }, signal })).items;
}
