/** Organisation users (000 §6 "Adding users supports four kinds"). */
import type { RoleName } from '@stepwise/core';
import { z } from 'zod';
import { request, type Api } from './client.js';

const addedUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  kind: z.string(),
  inviteLink: z.string().optional(),
});
export type AddedUser = z.infer<typeof addedUserSchema>;

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
  return request(api, 'post', 'user/add', addedUserSchema, {
    json: { type: 'group-user', data: invite },
  });
}
