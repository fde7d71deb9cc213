import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { userProfileSchema, type UserProfile } from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { users } from '../db/schema.js';
import { callerOf } from '../http/authenticate.js';
import { nameText, ok, text, wrapped } from '../http/reply.js';
import type { Caller } from '../domain/caller.js';

/** The 000 §3 user profile of the caller. */
// A caller object is immutable and rebuilt when its data changes, so its profile can be kept.
const profiles = new WeakMap<Caller, UserProfile>();

export function profileOf(caller: Caller): UserProfile {
  let profile = profiles.get(caller);
  if (!profile) profiles.set(caller, (profile = buildProfile(caller)));
  return profile;
}

function buildProfile(caller: Caller): UserProfile {
  const { user, organization: org } = caller;
  return {
    id: user.id,
    role: caller.role,
    roles: caller.workspaceRoles,
    organizationInfo: {
      id: org.id,
      planType: org.planType as UserProfile['organizationInfo']['planType'],
      generation: org.generation as UserProfile['organizationInfo']['generation'],
      defaultGroup: caller.settings.defaultWorkspaceGroupId ?? null,
    },
    displayName: user.displayName,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.passwordless || user.shared ? null : user.email,
    passwordless: user.passwordless,
    employeeId: user.employeeId,
    locale: user.locale,
    avatar: user.avatar,
    shared: user.shared,
    createdAt: user.createdAt.toISOString(),
    isFreeTrialAdmin: user.isFreeTrialAdmin,
    changeCount: user.changeCount,
  };
}

export function registerProfileRoutes(app: ZodApp): void {
  app.get(
    '/v1/profile/me',
    {
      config: { orgData: true, ipCheck: 'skip', sample: () => ({}) },
      schema: { tags: ['profile'], response: wrapped(userProfileSchema) },
    },
    async (req) => ok(profileOf(callerOf(req))),
  );

  app.patch(
    '/v1/profile/me',
    {
      config: { orgData: true, sample: () => ({ body: { locale: 'en' } }) },
      schema: {
        tags: ['profile'],
        body: z
          .object({
            locale: text(10).min(2).optional(),
            firstName: nameText().optional(),
            lastName: nameText().optional(),
            displayName: nameText().optional(),
          })
          .strict(),
        response: wrapped(userProfileSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const [user] = await caller.tenant.update(
        users,
        { ...req.body, changeCount: caller.user.changeCount + 1 },
        eq(users.id, caller.userId),
      );
      return ok(profileOf({ ...caller, user: user ?? caller.user }));
    },
  );
}
