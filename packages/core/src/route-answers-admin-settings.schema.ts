/**
 * Admin settings screens (issue 25; 000 §2): business, integrations, credit dashboard, assistant (Maven) settings, interface language, IP restriction, QR codes.
 * Spread into `routeAnswers` (route-answers.schema.ts); the same rules hold: `'METHOD /path'`
 * (the server's route pattern) to the schema of the wrapper's `data`.
 */
import type { z } from 'zod';
import {
  aiUsageAnswerSchema,
  businessSchema,
  integrationsAnswerSchema,
  interfaceLanguageSettingsSchema,
  mavenAnswerSchema,
  qrCodeAnswerSchema,
  qrCodeDeletedSchema,
  qrCodeListSchema,
  qrContentListSchema,
} from './admin-settings.schema.js';
import { customizedPermissionsSchema } from './organization.schema.js';

export const adminSettingsRouteAnswers = {
  'GET /v1/organization-settings/my/business': businessSchema,
  'PUT /v1/organization-settings/my/business': businessSchema,
  'GET /v1/organization-settings/my/interface-language': interfaceLanguageSettingsSchema,
  'PUT /v1/organization-settings/my/interface-language': interfaceLanguageSettingsSchema,
  'GET /v1/organization-settings/my/maven': mavenAnswerSchema,
  'PUT /v1/organization-settings/my/maven': mavenAnswerSchema,
  'GET /v1/organization-settings/my/integrations': integrationsAnswerSchema,
  'PUT /v1/organization-settings/my/customized-permissions/restricted-ip':
    customizedPermissionsSchema,
  'GET /v1/ai-usage': aiUsageAnswerSchema,
  'GET /v1/qr-codes': qrCodeListSchema,
  'GET /v1/qr-codes/contents': qrContentListSchema,
  'POST /v1/qr-codes': qrCodeAnswerSchema,
  'DELETE /v1/qr-codes/:id': qrCodeDeletedSchema,
} as const satisfies Record<`${string} /${string}`, z.ZodType>;
