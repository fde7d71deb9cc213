/**
 * POST /user/add (000 §6 "Adding users supports four kinds"). Organisation-wide kinds need an
 * org admin; a workspace admin may add group users, but only into workspaces they administer.
 */
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import {
  addedUserSchema,
  EMAIL_MAX_LENGTH,
  emailLocalPart,
  employeeIdEmail,
  employeeIdSchema,
  escapeHtml,
  isAdminRole,
  isEmail,
  localeSchema,
  MessageKey,
  normaliseEmail,
  PERSON_NAME_MAX_LENGTH,
  Role,
  roleAtLeast,
  type RoleName,
  withGenericDomain,
  workspaceRole,
} from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { accountTokens, workspaceMembers } from '../db/schema.js';
import { linkLanguage, mailInvitation } from '../domain/account-mail.js';
import { newAccountToken } from '../domain/account-tokens.js';
import {
  deliverPinSetupCode,
  issuePinSetupCode,
  type IssuedCode,
} from '../domain/pin-setup-codes.js';
import {
  grantRoleSchema,
  insertOrgUser,
  workspaceGrantsSchema,
  type WorkspaceGrant,
} from '../domain/org-users.js';
import { createSharedAccount, sharedAccountInputSchema } from '../domain/shared-accounts.js';
import { callerOf } from '../http/authenticate.js';
import { badRequest, forbidden } from '../domain/errors.js';
import { nameText, ok, text, wrapped } from '../http/reply.js';
import type { Caller } from '../domain/caller.js';

const personName = nameText(PERSON_NAME_MAX_LENGTH);
const personFields = {
  email: text(EMAIL_MAX_LENGTH).min(1),
  firstName: personName.optional(),
  lastName: personName.optional(),
  groups: workspaceGrantsSchema.optional(),
  locale: localeSchema.optional(),
};

const addUserBody = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('org-admin'),
      data: z.object({ ...personFields, role: z.literal(Role.OrgAdmin) }).strict(),
    })
    .strict(),
  z
    .object({
      type: z.literal('group-user'),
      data: z.object({ ...personFields, role: grantRoleSchema }).strict(),
    })
    .strict(),
  z
    .object({
      type: z.literal('user-passwordless'),
      data: z
        .object({
          employeeId: employeeIdSchema,
          displayName: personName,
          role: grantRoleSchema,
          groups: workspaceGrantsSchema.default([]),
        })
        .strict(),
    })
    .strict(),
  z.object({ type: z.literal('user-shared'), data: sharedAccountInputSchema }).strict(),
]);
type AddUser = z.infer<typeof addUserBody>;

/** Group users may only be placed where the calling workspace admin is an admin. */
async function assertAdministers(caller: Caller, grants: WorkspaceGrant[]): Promise<void> {
  if (isAdminRole(caller.role)) return;
  if (grants.length === 0) throw forbidden('list at least one workspace you administer');
  const memberships = await caller.tenant.select(
    workspaceMembers,
    eq(workspaceMembers.userId, caller.userId),
  );
  const roles = Object.fromEntries(memberships.map((m) => [m.workspaceId, m.role as RoleName]));
  for (const g of grants) {
    if (!roleAtLeast(workspaceRole(caller.role, roles, g.workspaceId), Role.WorkspaceAdmin)) {
      throw forbidden('you do not administer every listed workspace');
    }
  }
}

export type PersonKind = Extract<AddUser, { type: 'org-admin' | 'group-user' }>;
export type EmployeeIdUser = Extract<AddUser, { type: 'user-passwordless' }>['data'];

/**
 * A person with an email: created without a password, plus a 7-day invitation. Also the bulk
 * import's path for e-mail rows (routes/admin-people.ts).
 */
export async function invitePerson(app: ZodApp, caller: Caller, body: PersonKind) {
  const d = body.data;
  const email = normaliseEmail(withGenericDomain(d.email));
  if (!isEmail(email)) throw badRequest(MessageKey.invalidEmail);
  const grants = d.groups ?? [];
  if (body.type === 'group-user') await assertAdministers(caller, grants);
  const [first, last] = [d.firstName?.trim(), d.lastName?.trim()];
  let token = '';
  const user = await insertOrgUser(
    caller.tenant,
    {
      email,
      role: d.role,
      firstName: first ? escapeHtml(first) : null,
      lastName: last ? escapeHtml(last) : null,
      // Issue 25: the organisation's default interface language (/admin/setting/interface-language).
      locale: d.locale ?? caller.settings.interfaceLanguage.defaultLanguage,
    },
    grants,
    async (t, created) => {
      const issued = newAccountToken({ kind: 'invite', email, userId: created.id });
      await t.insert(accountTokens, issued.values);
      token = issued.token;
    },
  );
  const link = await mailInvitation(app.services, {
    to: email,
    organizationId: caller.organizationId,
    token,
    name: [first, last].filter(Boolean).join(' ') || emailLocalPart(email),
    lang: linkLanguage(d.locale, caller.user.locale),
  });
  // Without a mail server the admin hands the link over by hand.
  return {
    id: user.id,
    email,
    kind: body.type,
    ...(app.services.config.smtpUrl ? {} : { inviteLink: link }),
  };
}

/**
 * Employee-ID users have no password; they choose a PIN at their first sign-in, with the setup
 * code issued in the same transaction (issue 14). Also the bulk import's path for such rows.
 */
export async function addEmployeeIdUser(app: ZodApp, caller: Caller, d: EmployeeIdUser) {
  const clientKey = caller.settings.clientKey;
  let issued: IssuedCode | undefined;
  const user = await insertOrgUser(
    caller.tenant,
    {
      email: employeeIdEmail(clientKey, d.employeeId),
      role: d.role,
      displayName: escapeHtml(d.displayName.trim()),
      passwordless: true,
      employeeId: d.employeeId,
      pinResetStatus: null,
    },
    d.groups,
    async (t, created) => {
      issued = await issuePinSetupCode(t, {
        userId: created.id,
        issuedBy: caller.userId,
        ttlHours: app.services.config.pinSetupCodeTtlHours,
      });
    },
  );
  const pinSetup = await deliverPinSetupCode(app.services, { user, clientKey, issued: issued! });
  return { id: user.id, email: user.email, kind: 'user-passwordless' as const, pinSetup };
}

export function registerUserAdminRoutes(app: ZodApp): void {
  app.post(
    '/user/add',
    {
      config: {
        orgData: true,
        access: { flag: 'admin' },
        sample: (f) => ({
          body: {
            type: 'org-admin',
            data: {
              email: `admin-${f.uniq}@example.com`,
              firstName: 'Ada',
              lastName: 'Admin',
              role: Role.OrgAdmin,
            },
          },
        }),
      },
      schema: { tags: ['users'], body: addUserBody, response: wrapped(addedUserSchema) },
    },
    async (req) => {
      const caller = callerOf(req);
      const body = req.body;
      if (body.type !== 'group-user' && !isAdminRole(caller.role)) throw forbidden();
      if (body.type === 'org-admin' || body.type === 'group-user') {
        return ok(await invitePerson(app, caller, body));
      }
      const clientKey = caller.settings.clientKey;
      if (body.type === 'user-shared') {
        const user = await createSharedAccount(caller.tenant, clientKey, body.data);
        return ok({ id: user.id, email: user.email, kind: body.type });
      }
      return ok(await addEmployeeIdUser(app, caller, body.data));
    },
  );
}
