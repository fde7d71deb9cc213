import { z } from 'zod';
import { PERSON_NAME_MAX_LENGTH, URL_MAX_LENGTH } from './constants.js';
import { idSchema, isoDateTimeSchema } from './id.schema.js';
import { localeSchema } from './locale.schema.js';
import { generationSchema, planTypeSchema } from './organization.js';
import { roleSchema } from './role.schema.js';
import { emailSchema } from './validation.schema.js';

/** 000 §3 login account types. */
export const LoginAccountType = { Email: 1, EmployeeId: 2 } as const;
export type LoginAccountTypeValue = (typeof LoginAccountType)[keyof typeof LoginAccountType];

/** The four kinds /user/add supports (000 §6). */
export const userKindSchema = z.enum([
  'org-admin',
  'group-user',
  'user-passwordless',
  'user-shared',
]);
export type UserKind = z.infer<typeof userKindSchema>;

const personName = z.string().max(PERSON_NAME_MAX_LENGTH).nullable();

export const userProfileSchema = z.object({
  id: idSchema,
  role: roleSchema,
  roles: z.record(idSchema, roleSchema),
  organizationInfo: z.object({
    id: idSchema,
    planType: planTypeSchema,
    generation: generationSchema,
    defaultGroup: idSchema.nullable(),
  }),
  displayName: personName,
  firstName: personName,
  lastName: personName,
  email: emailSchema.nullable(),
  passwordless: z.boolean(),
  employeeId: z.string().max(64).nullable(),
  locale: localeSchema,
  avatar: z.string().max(URL_MAX_LENGTH).nullable(),
  shared: z.boolean(),
  createdAt: isoDateTimeSchema,
  isFreeTrialAdmin: z.boolean(),
  changeCount: z.number().int().min(0),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** 000 §3 / 002 §5: displayName, else first and last name, else nothing. */
export function displayName(
  profile: Pick<UserProfile, 'displayName' | 'firstName' | 'lastName'>,
): string {
  const own = profile.displayName?.trim();
  if (own) return own;
  return [profile.firstName, profile.lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}

/** 000 §3: passwordless users show their employee ID where others show their email. */
export function displayIdentifier(
  profile: Pick<UserProfile, 'passwordless' | 'employeeId' | 'email'>,
): string {
  return (profile.passwordless ? profile.employeeId : profile.email) ?? '';
}
