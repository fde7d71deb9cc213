/**
 * Admin settings routes (issue 25; 000 §2, §7): business, interface language, assistant (Maven)
 * settings, integrations status, the credit dashboard (AI usage) and QR codes. Org admins only;
 * every settings write is one versioned write of the settings document
 * (domain/organization-settings.ts). The IP restriction's lock-out refusal is in that domain
 * module (core `wouldLockOut`), on the existing PUT .../restricted-ip route.
 */
import { z } from 'zod';
import {
  aiUsageAnswerSchema,
  aiUsageQuerySchema,
  applyOrganizationSettingsUpdate,
  businessSchema,
  businessUpdateSchema,
  idSchema,
  integrationsAnswerSchema,
  interfaceLanguageSettingsSchema,
  interfaceLanguageUpdateSchema,
  mavenAnswerSchema,
  mavenUpdateSchema,
  qrCodeAnswerSchema,
  qrCodeCreateSchema,
  qrCodeDeletedSchema,
  qrCodeListSchema,
  qrContentListSchema,
  qrContentPath,
  qrContentQuerySchema,
  QR_CODES_MAX,
  type AiProviderStatus,
  type OrganizationSettings,
  type QrCode,
  type QrContentType,
} from '@stepwise/core';
import { and, desc, eq, ilike, inArray, isNull, or } from 'drizzle-orm';
import type { ZodApp } from '../services.js';
import { callerOf } from '../http/authenticate.js';
import { ok, wrapped } from '../http/reply.js';
import { newId } from '../db/ids.js';
import { exportProcesses, qrCodes, smartInstructions, workflows } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import type { Caller } from '../domain/caller.js';
import { badRequest, conflict, notFound } from '../domain/errors.js';
import { settingsOf, updateOrganizationSettings } from '../domain/organization-settings.js';
import { versionedUpdate } from '../domain/versioned-update.js';
import { usageReport } from '../domain/ai-usage.js';
import { isChatModel, resolveChatModel } from '../ai/llm/openai-chat.js';
import { resolveEmbeddings } from '../ai/embeddings/embeddings.js';
import { NOT_CONFIGURED_REASON as SPEECH_NOT_CONFIGURED } from '../ai/speech/speech-to-text.js';
import { textToSpeechOnce, ttsEnvOf } from '../ai/tts/text-to-speech.js';

const TAGS = ['organization'];
const orgAdmin = {
  orgData: true,
  access: { minRole: 'admin-organization' as const },
  // 000 §4: an org admin who fails the IP check still reaches the admin settings.
  ipCheck: 'admin-exempt' as const,
};

function businessOf(name: string, settings: OrganizationSettings) {
  return { name, ...settings.business };
}

function mavenOf(settings: OrganizationSettings) {
  return {
    ...settings.maven,
    maven: settings.features.maven,
    smartAssist: settings.features.smartAssist,
  };
}

// ---------------------------------------------------------------------------------------------
// QR codes

interface ContentRef {
  title: string;
  published: boolean;
}

/** The titles of the content the codes point at (published or not, still there). */
async function contentsOf(
  tenant: Tenant,
  refs: { contentType: string; contentId: string }[],
): Promise<Map<string, ContentRef>> {
  const ids = (type: QrContentType) =>
    refs.filter((r) => r.contentType === type).map((r) => r.contentId);
  const [wf, sops] = await Promise.all([
    ids('workflows').length
      ? tenant.select(
          workflows,
          and(inArray(workflows.id, ids('workflows')), isNull(workflows.deletedAt)),
        )
      : [],
    ids('multimodal-sops').length
      ? tenant.select(smartInstructions, inArray(smartInstructions.id, ids('multimodal-sops')))
      : [],
  ]);
  const out = new Map<string, ContentRef>();
  for (const w of wf) out.set(`workflows:${w.id}`, { title: w.title, published: w.published });
  for (const s of sops) {
    out.set(`multimodal-sops:${s.id}`, { title: s.title, published: s.published });
  }
  return out;
}

function qrItem(row: typeof qrCodes.$inferSelect, contents: Map<string, ContentRef>): QrCode {
  const type = row.contentType as QrContentType;
  return {
    id: row.id,
    contentType: type,
    contentId: row.contentId,
    label: row.label,
    contentTitle: contents.get(`${type}:${row.contentId}`)?.title ?? null,
    path: qrContentPath(type, row.contentId),
    createdAt: row.createdAt.toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------

export function registerAdminSettingsRoutes(app: ZodApp): void {
  const { config } = app.services;
  const writeOpts = (ip: string) => ({ ip, maxVersions: config.maxDocumentVersions });
  const textToSpeech = textToSpeechOnce(ttsEnvOf(config));

  async function ownSettings(caller: Caller) {
    const row = await caller.tenant.ownOrganization();
    if (!row) throw notFound('Organisation');
    return { row, settings: settingsOf(row) };
  }

  // --- Business -------------------------------------------------------------------------------

  app.get(
    '/v1/organization-settings/my/business',
    {
      config: { ...orgAdmin, sample: () => ({}) },
      schema: { tags: TAGS, response: wrapped(businessSchema) },
    },
    async (req) => {
      const { row, settings } = await ownSettings(callerOf(req));
      return ok(businessOf(row.name, settings));
    },
  );

  app.put(
    '/v1/organization-settings/my/business',
    {
      config: {
        ...orgAdmin,
        sample: () => ({
          body: { industry: 'Manufacturing', website: 'https://example.com', size: '51-200' },
        }),
      },
      schema: { tags: TAGS, body: businessUpdateSchema, response: wrapped(businessSchema) },
    },
    async (req) => {
      const caller = callerOf(req);
      const { name, ...business } = req.body;
      const { row } = await versionedUpdate(
        caller.tenant,
        (current) => {
          const result = applyOrganizationSettingsUpdate(settingsOf(current), { business });
          if (!result.success) {
            throw badRequest(`Invalid settings: ${result.error.issues[0]?.message ?? 'business'}`);
          }
          return { settings: result.data, ...(name !== undefined ? { name } : {}) };
        },
        { maxVersions: config.maxDocumentVersions },
      );
      return ok(businessOf(row.name, settingsOf(row)));
    },
  );

  // --- Interface language ---------------------------------------------------------------------

  app.get(
    '/v1/organization-settings/my/interface-language',
    {
      config: { ...orgAdmin, sample: () => ({}) },
      schema: { tags: TAGS, response: wrapped(interfaceLanguageSettingsSchema) },
    },
    async (req) => ok((await ownSettings(callerOf(req))).settings.interfaceLanguage),
  );

  app.put(
    '/v1/organization-settings/my/interface-language',
    {
      config: {
        ...orgAdmin,
        sample: () => ({
          body: { defaultLanguage: 'en', offeredLanguages: ['en', 'de-de', 'fr-fr'] },
        }),
      },
      schema: {
        tags: TAGS,
        body: interfaceLanguageUpdateSchema,
        response: wrapped(interfaceLanguageSettingsSchema),
      },
    },
    async (req) => {
      const written = await updateOrganizationSettings(
        callerOf(req),
        { interfaceLanguage: req.body },
        writeOpts(req.ip),
      );
      return ok(written.settings.interfaceLanguage);
    },
  );

  // --- Assistant (Maven) ----------------------------------------------------------------------

  app.get(
    '/v1/organization-settings/my/maven',
    {
      config: { ...orgAdmin, sample: () => ({}) },
      schema: { tags: TAGS, response: wrapped(mavenAnswerSchema) },
    },
    async (req) => ok(mavenOf((await ownSettings(callerOf(req))).settings)),
  );

  app.put(
    '/v1/organization-settings/my/maven',
    {
      config: {
        ...orgAdmin,
        sample: () => ({
          body: { presetQuestions: ['How do I lock out the press?'], topK: 5, maven: true },
        }),
      },
      schema: { tags: TAGS, body: mavenUpdateSchema, response: wrapped(mavenAnswerSchema) },
    },
    async (req) => {
      const { maven, smartAssist, ...assistant } = req.body;
      const features = {
        ...(maven !== undefined ? { maven } : {}),
        ...(smartAssist !== undefined ? { smartAssist } : {}),
      };
      const written = await updateOrganizationSettings(
        callerOf(req),
        { maven: assistant, ...(Object.keys(features).length ? { features } : {}) },
        writeOpts(req.ip),
      );
      return ok(mavenOf(written.settings));
    },
  );

  // --- Integrations ---------------------------------------------------------------------------

  async function providerStatus(): Promise<AiProviderStatus[]> {
    const env = config.aiEnv;
    const chat = resolveChatModel(env);
    const embeddings = resolveEmbeddings(env);
    const tts = await textToSpeech();
    const speechProvider = env.WHISPER_MODEL
      ? 'whisper-local'
      : env.AI_BASE_URL
        ? 'openai-compatible'
        : null;
    return [
      isChatModel(chat)
        ? {
            capability: 'chat',
            status: 'configured',
            provider: `openai-compatible:${chat.model}`,
            reason: null,
          }
        : { capability: 'chat', status: 'not-configured', provider: null, reason: chat.reason },
      speechProvider
        ? {
            capability: 'transcription',
            status: 'configured',
            provider: speechProvider,
            reason: null,
          }
        : {
            capability: 'transcription',
            status: 'not-configured',
            provider: null,
            reason: SPEECH_NOT_CONFIGURED,
          },
      'kind' in tts && tts.kind === 'not-configured'
        ? {
            capability: 'text-to-speech',
            status: 'not-configured',
            provider: null,
            reason: tts.reason,
          }
        : {
            capability: 'text-to-speech',
            status: 'configured',
            provider: 'name' in tts ? tts.name : null,
            reason: null,
          },
      'kind' in embeddings && embeddings.kind === 'not-configured'
        ? {
            capability: 'embeddings',
            status: 'not-configured',
            provider: null,
            reason: embeddings.reason,
          }
        : {
            capability: 'embeddings',
            status: 'configured',
            provider: 'openai-compatible',
            reason: null,
          },
    ];
  }

  app.get(
    '/v1/organization-settings/my/integrations',
    {
      config: { ...orgAdmin, sample: () => ({}) },
      schema: { tags: TAGS, response: wrapped(integrationsAnswerSchema) },
    },
    async (req) => {
      const caller = callerOf(req);
      const { settings } = await ownSettings(caller);
      const [exports, providers] = await Promise.all([
        caller.tenant.count(exportProcesses),
        providerStatus(),
      ]);
      const aiConfigured = providers.filter((p) => p.status === 'configured');
      const f = settings.features;
      return ok({
        items: [
          { key: 'elearning', enabled: true, flag: null, detail: String(exports) },
          {
            key: 'sso',
            enabled: settings.ssoDomains.length > 0,
            flag: null,
            detail: settings.ssoDomains.join(', ') || null,
          },
          { key: 'zoom', enabled: f.zoomIntegration, flag: 'zoomIntegration', detail: null },
          {
            key: 'ai',
            enabled: aiConfigured.length > 0,
            flag: null,
            detail: aiConfigured.map((p) => p.capability).join(', ') || null,
          },
          { key: 'data-hub', enabled: f.dataHub, flag: 'dataHub', detail: null },
        ],
      });
    },
  );

  // --- Credit dashboard -----------------------------------------------------------------------

  app.get(
    '/v1/ai-usage',
    {
      config: { ...orgAdmin, sample: () => ({ query: { months: '6' } }) },
      schema: {
        tags: TAGS,
        querystring: aiUsageQuerySchema,
        response: wrapped(aiUsageAnswerSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const [report, providers] = await Promise.all([
        usageReport(caller.tenant, req.query.months),
        providerStatus(),
      ]);
      return ok({ ...report, providers });
    },
  );

  // --- QR codes -------------------------------------------------------------------------------

  app.get(
    '/v1/qr-codes',
    {
      config: { ...orgAdmin, sample: () => ({}) },
      schema: { tags: TAGS, response: wrapped(qrCodeListSchema) },
    },
    async (req) => {
      const { tenant } = callerOf(req);
      const rows = await tenant.select(qrCodes, undefined, {
        orderBy: [desc(qrCodes.createdAt), desc(qrCodes.id)],
        limit: QR_CODES_MAX,
      });
      const contents = await contentsOf(tenant, rows);
      return ok({ items: rows.map((r) => qrItem(r, contents)) });
    },
  );

  app.get(
    '/v1/qr-codes/contents',
    {
      config: { ...orgAdmin, sample: () => ({ query: { keyword: 'a' } }) },
      schema: {
        tags: TAGS,
        description: 'Published workflows and smart instructions a QR code may open, by title.',
        querystring: qrContentQuerySchema,
        response: wrapped(qrContentListSchema),
      },
    },
    async (req) => {
      const { tenant } = callerOf(req);
      const keyword = req.query.keyword?.trim() ?? '';
      const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const [wf, sops] = await Promise.all([
        tenant.select(
          workflows,
          and(
            eq(workflows.published, true),
            isNull(workflows.deletedAt),
            keyword ? ilike(workflows.title, like) : undefined,
          ),
          { orderBy: [workflows.title], limit: 20 },
        ),
        tenant.select(
          smartInstructions,
          and(
            eq(smartInstructions.published, true),
            keyword ? or(ilike(smartInstructions.title, like)) : undefined,
          ),
          { orderBy: [smartInstructions.title], limit: 20 },
        ),
      ]);
      return ok({
        items: [
          ...wf.map((w) => ({ contentType: 'workflows' as const, id: w.id, title: w.title })),
          ...sops.map((s) => ({
            contentType: 'multimodal-sops' as const,
            id: s.id,
            title: s.title,
          })),
        ],
      });
    },
  );

  app.post(
    '/v1/qr-codes',
    {
      config: {
        ...orgAdmin,
        sample: (f) => ({
          body: {
            contentType: 'multimodal-sops',
            contentId: f.publishedSopId!,
            label: `Press line ${f.uniq!}`,
          },
        }),
      },
      schema: { tags: TAGS, body: qrCodeCreateSchema, response: wrapped(qrCodeAnswerSchema) },
    },
    async (req) => {
      const caller = callerOf(req);
      const { contentType, contentId, label } = req.body;
      const contents = await contentsOf(caller.tenant, [{ contentType, contentId }]);
      const content = contents.get(`${contentType}:${contentId}`);
      if (!content) throw notFound(contentType === 'workflows' ? 'Workflow' : 'Smart instruction');
      if (!content.published) {
        throw conflict('Only published content can have a QR code; publish it first', {
          contentType,
          contentId,
        });
      }
      if ((await caller.tenant.count(qrCodes)) >= QR_CODES_MAX) {
        throw conflict(`At most ${QR_CODES_MAX} QR codes per organisation`);
      }
      const [row] = await caller.tenant.insert(qrCodes, {
        id: newId(),
        contentType,
        contentId,
        label,
        createdBy: caller.userId,
      });
      return ok({ item: qrItem(row!, contents) });
    },
  );

  app.delete(
    '/v1/qr-codes/:id',
    {
      config: { ...orgAdmin, sample: (f) => ({ params: { id: f.workflowId! } }) },
      schema: {
        tags: TAGS,
        params: z.object({ id: idSchema }),
        response: wrapped(qrCodeDeletedSchema),
      },
    },
    async (req) => {
      const { tenant } = callerOf(req);
      const gone = await tenant.delete(qrCodes, eq(qrCodes.id, req.params.id));
      if (gone.length === 0) throw notFound('QR code');
      return ok({ id: req.params.id });
    },
  );
}
