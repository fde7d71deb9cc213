import { z } from 'zod';
import { PERSON_NAME_MAX_LENGTH, URL_MAX_LENGTH } from './constants.js';
import { idSchema, isoDateTimeSchema } from './id.schema.js';
import { localeSchema } from './locale.schema.js';
import { generationSchema, planTypeSchema } from './organization.schema.js';
import { roleSchema } from './role.schema.js';
import { emailSchema } from './validation.schema.js';

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
