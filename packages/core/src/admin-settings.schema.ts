/**
 * Admin settings wire schemas (issue 25): the parts of the organisation settings document the
 * business, interface-language and assistant screens edit (stored with defaults, updated
 * partially), the credit dashboard's answer and the QR codes.
 */
import { z } from 'zod';
import {
  AI_USAGE_MONTHS_DEFAULT,
  AI_USAGE_MONTHS_MAX,
  BUSINESS_ADDRESS_MAX,
  BUSINESS_NAME_MAX,
  BUSINESS_PHONE_MAX,
  BUSINESS_SIZES,
  BUSINESS_TEXT_MAX,
  interfaceLanguageProblem,
  MAVEN_GREETING_MAX_LENGTH,
  MAVEN_PRESET_QUESTION_MAX_LENGTH,
  MAVEN_PRESET_QUESTIONS_MAX,
  MAVEN_TOP_K_DEFAULT,
  MAVEN_TOP_K_MAX,
  MAVEN_TOP_K_MIN,
  QR_CONTENT_TYPES,
  QR_LABEL_MAX,
} from './admin-settings.js';
import { DEFAULT_LANGUAGE, INTERFACE_LANGUAGES, URL_MAX_LENGTH } from './constants.js';
import { idSchema, isoDateTimeSchema } from './id.schema.js';

// ---------------------------------------------------------------------------------------------
// Business

const optionalText = (max: number) => z.string().trim().max(max);

const businessFields = {
  industry: optionalText(BUSINESS_TEXT_MAX),
  size: z.enum(BUSINESS_SIZES).nullable(),
  country: optionalText(BUSINESS_TEXT_MAX),
  address: optionalText(BUSINESS_ADDRESS_MAX),
  contactEmail: z.union([z.literal(''), z.email().max(254)]),
  phone: z
    .string()
    .trim()
    .max(BUSINESS_PHONE_MAX)
    .regex(/^$|^\+?[0-9 ()./-]{4,}$/, { message: 'invalid phone number' }),
  website: z.union([
    z.literal(''),
    z.url({ protocol: /^https?$/, message: 'must be an http(s) address' }).max(URL_MAX_LENGTH),
  ]),
};

/** The business details in the settings document (the organisation's name is its own column). */
export const businessSettingsSchema = z.object({
  industry: businessFields.industry.default(''),
  size: businessFields.size.default(null),
  country: businessFields.country.default(''),
  address: businessFields.address.default(''),
  contactEmail: businessFields.contactEmail.default(''),
  phone: businessFields.phone.default(''),
  website: businessFields.website.default(''),
});
export type BusinessSettings = z.infer<typeof businessSettingsSchema>;
export const businessSettingsUpdateSchema = z.strictObject(businessFields).partial();

/** GET / PUT /v1/organization-settings/my/business: the name with the details. */
export const businessSchema = businessSettingsSchema.extend({
  name: z.string().trim().min(1).max(BUSINESS_NAME_MAX),
});
export type Business = z.infer<typeof businessSchema>;
export const businessUpdateSchema = z
  .strictObject({ ...businessFields, name: z.string().trim().min(1).max(BUSINESS_NAME_MAX) })
  .partial();
export type BusinessUpdate = z.infer<typeof businessUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// Interface language

export const interfaceLanguageCodeSchema = z.enum(INTERFACE_LANGUAGES);

const offeredLanguagesSchema = z
  .array(interfaceLanguageCodeSchema)
  .max(INTERFACE_LANGUAGES.length)
  .refine((l) => new Set(l).size === l.length, { message: 'duplicate language' });

const languageRule = (v: { defaultLanguage: string; offeredLanguages: string[] }) =>
  interfaceLanguageProblem(v.defaultLanguage, v.offeredLanguages) === null;
const LANGUAGE_RULE = {
  message: 'the default language must be one of the offered languages',
  path: ['defaultLanguage'],
};

export const interfaceLanguageSettingsSchema = z
  .object({
    defaultLanguage: interfaceLanguageCodeSchema.default(DEFAULT_LANGUAGE),
    offeredLanguages: offeredLanguagesSchema.default(() => [...INTERFACE_LANGUAGES]),
  })
  .refine(languageRule, LANGUAGE_RULE);
export type InterfaceLanguageSettings = z.infer<typeof interfaceLanguageSettingsSchema>;

/** PUT /v1/organization-settings/my/interface-language: both together (the rule joins them). */
export const interfaceLanguageUpdateSchema = z
  .strictObject({
    defaultLanguage: interfaceLanguageCodeSchema,
    offeredLanguages: offeredLanguagesSchema,
  })
  .refine(languageRule, LANGUAGE_RULE);
export type InterfaceLanguageUpdate = z.infer<typeof interfaceLanguageUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// Assistant (Maven)

const mavenFields = {
  presetQuestions: z
    .array(z.string().trim().min(1).max(MAVEN_PRESET_QUESTION_MAX_LENGTH))
    .max(MAVEN_PRESET_QUESTIONS_MAX)
    .refine((l) => new Set(l.map((q) => q.toLowerCase())).size === l.length, {
      message: 'duplicate preset question',
    }),
  topK: z.number().int().min(MAVEN_TOP_K_MIN).max(MAVEN_TOP_K_MAX),
  greeting: z.string().trim().max(MAVEN_GREETING_MAX_LENGTH),
};

/** The assistant's settings in the settings document; no preset questions = the automatic ones. */
export const mavenSettingsSchema = z.object({
  presetQuestions: mavenFields.presetQuestions.default(() => []),
  topK: mavenFields.topK.default(MAVEN_TOP_K_DEFAULT),
  greeting: mavenFields.greeting.default(''),
});
export type MavenSettings = z.infer<typeof mavenSettingsSchema>;
export const mavenSettingsUpdateSchema = z.strictObject(mavenFields).partial();

/** GET / PUT /v1/organization-settings/my/maven: the settings with the two assistant switches. */
export const mavenAnswerSchema = mavenSettingsSchema.extend({
  maven: z.boolean(),
  smartAssist: z.boolean(),
});
export type MavenAnswer = z.infer<typeof mavenAnswerSchema>;
export const mavenUpdateSchema = z
  .strictObject({ ...mavenFields, maven: z.boolean(), smartAssist: z.boolean() })
  .partial();
export type MavenUpdate = z.infer<typeof mavenUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// Credit dashboard

export const aiUsageQuerySchema = z.strictObject({
  months: z.coerce.number().int().min(1).max(AI_USAGE_MONTHS_MAX).default(AI_USAGE_MONTHS_DEFAULT),
});

export const aiUsageRowSchema = z.object({
  /** 'YYYY-MM' (UTC). */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  feature: z.string(),
  provider: z.string(),
  requests: z.number().int().min(0),
  /** The quantity per unit: tokens, seconds, characters, requests. */
  quantities: z.record(z.string(), z.number()),
});
export type AiUsageRow = z.infer<typeof aiUsageRowSchema>;

export const aiProviderStatusSchema = z.object({
  /** 'chat' | 'transcription' | 'text-to-speech' | 'embeddings' */
  capability: z.string(),
  status: z.enum(['configured', 'not-configured']),
  /** The provider kind and model when configured. */
  provider: z.string().nullable(),
  /** Why not configured, as the server says it. */
  reason: z.string().nullable(),
});
export type AiProviderStatus = z.infer<typeof aiProviderStatusSchema>;

export const aiUsageAnswerSchema = z.object({
  months: z.array(z.string()),
  items: z.array(aiUsageRowSchema),
  providers: z.array(aiProviderStatusSchema),
});
export type AiUsageAnswer = z.infer<typeof aiUsageAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// QR codes

export const qrContentTypeSchema = z.enum(QR_CONTENT_TYPES);

export const qrCodeCreateSchema = z.strictObject({
  contentType: qrContentTypeSchema,
  contentId: idSchema,
  label: z.string().trim().min(1).max(QR_LABEL_MAX),
});
export type QrCodeCreate = z.infer<typeof qrCodeCreateSchema>;

export const qrCodeSchema = z.object({
  id: idSchema,
  contentType: qrContentTypeSchema,
  contentId: z.string(),
  label: z.string(),
  /** The content's current title; null when the content is gone. */
  contentTitle: z.string().nullable(),
  /** The portal path the code opens (core `qrContentPath`). */
  path: z.string(),
  createdAt: isoDateTimeSchema,
});
export type QrCode = z.infer<typeof qrCodeSchema>;
export const qrCodeListSchema = z.object({ items: z.array(qrCodeSchema) });
export const qrCodeAnswerSchema = z.object({ item: qrCodeSchema });
export const qrCodeDeletedSchema = z.object({ id: idSchema });

/** GET /v1/qr-codes/contents?keyword=: published content a code may open, by title. */
export const qrContentListSchema = z.object({
  items: z.array(z.object({ contentType: qrContentTypeSchema, id: z.string(), title: z.string() })),
});
export type QrContentOption = z.infer<typeof qrContentListSchema>['items'][number];
export const qrContentQuerySchema = z.strictObject({ keyword: z.string().max(200).optional() });

// ---------------------------------------------------------------------------------------------
// Integrations

export const integrationStatusSchema = z.object({
  /** 'elearning' | 'sso' | 'zoom' | 'ai' | 'data-hub' */
  key: z.string(),
  enabled: z.boolean(),
  /** The feature flag that backs a toggle, when one does. */
  flag: z.string().nullable(),
  /** A short detail: counts, domains, providers. */
  detail: z.string().nullable(),
});
export type IntegrationStatus = z.infer<typeof integrationStatusSchema>;
export const integrationsAnswerSchema = z.object({ items: z.array(integrationStatusSchema) });
