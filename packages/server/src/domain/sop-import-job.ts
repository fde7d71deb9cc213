/**
 * The `sop-import` job (issue 20 items 3 and 4): a smart instruction made from a PDF or from a
 * processed workflow gets its items here, while it is `processing` (its `job` says how far:
 * 'Reading page 2 of 3'). It ends `completed` with the items, or `failed` with a message a
 * person can act on and no items written.
 *
 * - PDF: the upload's bytes are read from storage (the create route checked them with
 *   preflightPdf), read by ai/sop/pdf-text.ts and turned into items offline by
 *   ai/sop/pdf-structure.ts, or by the configured chat model when the organisation has the smart
 *   video SOP feature on (sop-llm.ts; its answer is checked, never stored unchecked). Figures are
 *   stored as PNGs in the SOP's media folder and attached to their step as images; the first is
 *   the SOP's poster, and the document's title replaces the default title. The upload is
 *   removed once the job ends, made or failed for good.
 * - Workflow: ai/sop/workflow-to-sop.ts over the workflow's steps, transcript and completed AI
 *   summary; step posters are copied into the SOP's media folder (the SOP keeps its own files,
 *   as a duplicate does).
 *
 * Idempotent: an SOP no longer processing is left alone, and media keys are fixed per figure
 * and step, so a run again overwrites rather than adds.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import {
  idSchema,
  organizationSettingsSchema,
  SMART_INSTRUCTION_DEFAULTS,
  sentencesInRange,
  type SopItemInput,
} from '@stepwise/core';
import type { Database } from '../db/client.js';
import {
  aiSummaries,
  smartInstructions,
  steps,
  transcriptions,
  uploads,
  workflows,
} from '../db/schema.js';
import { Tenant } from '../db/tenant.js';
import { recordAiUsage } from './ai-usage.js';
import { PermanentJobError, type JobContext, type JobHandler } from '../jobs/types.js';
import type { ChatModel } from '../ai/llm/types.js';
import { isChatModel, isLlmError, type ChatModelNotConfigured } from '../ai/llm/openai-chat.js';
import { PdfRefusedError, checkPdf, readPdf, type PdfContent } from '../ai/sop/pdf-text.js';
import { structurePdf, type StructuredSop } from '../ai/sop/pdf-structure.js';
import { importedItemsProblem } from '../ai/sop/sop-items-check.js';
import { workflowToSopItems, type WorkflowForSop } from '../ai/sop/workflow-to-sop.js';
import type { ObjectStorage } from '../storage/storage.js';
import { removeUpload } from '../uploads/uploads.js';
import { badRequest } from './errors.js';
import { enqueueOrganizationJob } from './organization-jobs.js';
import { replaceSopItemsFromImport, setSopImportState } from './smart-instructions.js';
import { instructionKeys } from './sop-media.js';
import { uploadBytes } from './upload-files.js';
import { llmSopItems, SopModelError } from './sop-llm.js';

export const SOP_IMPORT_JOB = 'sop-import';

const sourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('pdf'), uploadId: idSchema }),
  z.object({ kind: z.literal('workflow'), workflowId: idSchema }),
]);
export const sopImportPayload = z.object({
  instructionId: idSchema,
  organizationId: idSchema,
  source: sourceSchema,
});
export type SopImportInput = z.infer<typeof sopImportPayload>;

/**
 * Queues the import of `instructionId` on the tenant's connection (inside the caller's
 * transaction, it commits with the row); answers the job's id. One live import per SOP.
 */
export async function enqueueSopImport(tenant: Tenant, input: SopImportInput): Promise<string> {
  const payload = sopImportPayload.parse(input);
  if (payload.organizationId !== tenant.organizationId) {
    throw new Error('enqueueSopImport: the organisation is not the tenant’s');
  }
  const job = await enqueueOrganizationJob(tenant, {
    kind: SOP_IMPORT_JOB,
    payload,
    dedupeKey: `${SOP_IMPORT_JOB}:${payload.instructionId}`,
    maxAttempts: 2,
  });
  return job.id;
}

/**
 * Refuses, with the house's 400, a file the import could never read: not a PDF by its bytes
 * ('The file is not a PDF'), password-protected, or damaged. Sizes are the caller's check.
 */
export async function preflightPdf(bytes: Uint8Array): Promise<void> {
  try {
    await checkPdf(bytes);
  } catch (err) {
    if (err instanceof PdfRefusedError) throw badRequest(err.message, { reason: err.code });
    throw err;
  }
}

export interface SopImportDeps {
  database: Database;
  storage: ObjectStorage;
  /** The chat model, or why there is none (then the PDF is structured offline). */
  chatModel: () => ChatModel | ChatModelNotConfigured;
}

export interface SopImportResult {
  instructionId: string;
  status: 'completed' | 'failed' | 'skipped';
  generator?: 'offline' | 'model';
  itemCount?: number;
}

/** A failure the job records and does not retry. */
class ImportRefusal extends Error {}

type Report = (progress: number, message: string) => Promise<void>;

interface Made {
  items: SopItemInput[];
  title: string | null;
  poster: string | null;
  generator: 'offline' | 'model';
}

async function modelFor(tenant: Tenant, deps: SopImportDeps): Promise<ChatModel | null> {
  const chat = deps.chatModel();
  if (!isChatModel(chat)) return null;
  const org = await tenant.ownOrganization();
  const settings = organizationSettingsSchema.safeParse(org?.settings ?? {});
  return settings.success && settings.data.features.smartVideoSop ? chat : null;
}

/** Stores each figure's PNG and attaches it, as an image, to the item it belongs to. */
async function attachFigures(
  deps: SopImportDeps,
  key: (name: string) => string,
  content: PdfContent,
  made: StructuredSop,
): Promise<{ items: SopItemInput[]; poster: string | null }> {
  const byId = new Map(content.pages.flatMap((p) => p.figures).map((f) => [f.id, f]));
  const items = made.items.map((i) => ({ ...i, attachments: [...(i.attachments ?? [])] }));
  let poster: string | null = null;
  for (const { itemIndex, figureId } of made.figures) {
    const figure = byId.get(figureId);
    const item = items[itemIndex];
    if (!figure?.png || !item) continue;
    const stored = key(`pdf-${figureId}`);
    await deps.storage.put(stored, figure.png);
    poster ??= stored;
    item.attachments.push({
      kind: 'image',
      url: stored,
      name: `Figure ${figureId}.png`,
      thumbnail: stored,
    });
  }
  return { items, poster };
}

async function fromPdf(
  ctx: JobContext<unknown>,
  deps: SopImportDeps,
  tenant: Tenant,
  instructionId: string,
  uploadId: string,
  report: Report,
): Promise<Made> {
  const upload = await tenant.first(uploads, eq(uploads.id, uploadId));
  if (!upload) throw new ImportRefusal('The uploaded PDF is no longer there: upload it again');
  await report(0.05, 'Reading the PDF');
  const bytes = await uploadBytes(tenant, deps.storage, upload);
  let content: PdfContent;
  try {
    content = await readPdf(bytes, {
      renderFigures: true,
      onPage: (page, count) =>
        report(0.1 + (0.6 * (page - 1)) / count, `Reading page ${page} of ${count}`),
    });
  } catch (err) {
    if (err instanceof PdfRefusedError) throw new ImportRefusal(err.message);
    throw err;
  }
  if (!content.pages.some((p) => p.lines.length > 0)) {
    throw new ImportRefusal(
      'The PDF has no text to read (a scanned document?): make the SOP by hand or from a video',
    );
  }
  const model = await modelFor(tenant, deps);
  await report(0.75, model ? 'Asking the chat model for the steps' : 'Finding the steps');
  const made = model ? await llmSopItems(model, content, ctx.signal) : structurePdf(content);
  const problem = importedItemsProblem(made.items);
  if (problem) {
    throw new ImportRefusal(
      made.items.some((i) => i.type === 'step')
        ? `The steps found in the PDF cannot be stored: ${problem}`
        : 'No steps were found in the PDF: number them or give them headings, then upload it again',
    );
  }
  await report(0.85, 'Storing the figures');
  const key = (name: string) =>
    instructionKeys(tenant.organizationId, instructionId).media(name, '.png');
  const { items, poster } = await attachFigures(deps, key, content, made);
  return { items, title: made.title, poster, generator: model ? 'model' : 'offline' };
}

/** The workflow's steps with their sentences and posters, as workflow-to-sop.ts reads them. */
async function fromWorkflow(
  deps: SopImportDeps,
  tenant: Tenant,
  instructionId: string,
  workflowId: string,
  report: Report,
): Promise<Made> {
  const workflow = await tenant.first(
    workflows,
    and(eq(workflows.id, workflowId), isNull(workflows.deletedAt)),
  );
  if (!workflow) throw new ImportRefusal('The workflow no longer exists');
  if (!workflow.processed) throw new ImportRefusal('The workflow is not processed yet');
  await report(0.2, 'Reading the workflow');
  const lang = workflow.languageCode;
  const [stepRows, transcript, summary] = await Promise.all([
    tenant.select(steps, eq(steps.workflowId, workflow.id), {
      orderBy: [asc(steps.order), asc(steps.startTime)],
    }),
    tenant.first(
      transcriptions,
      and(eq(transcriptions.workflowId, workflow.id), eq(transcriptions.languageCode, lang)),
    ),
    tenant.first(aiSummaries, eq(aiSummaries.workflowId, workflow.id)),
  ]);
  const sentences = transcript?.sentences ?? [];
  // A workflow not split into steps is one step: the whole video.
  const spans: Pick<
    (typeof stepRows)[number],
    'id' | 'title' | 'startTime' | 'endTime' | 'posterKey'
  >[] = stepRows.length
    ? stepRows
    : [
        {
          id: workflow.id,
          title: { [lang]: workflow.title },
          startTime: 0,
          endTime: Number.POSITIVE_INFINITY,
          posterKey: workflow.posterKey,
        },
      ];
  await report(0.5, 'Copying the step images');
  const media = instructionKeys(tenant.organizationId, instructionId);
  const input: WorkflowForSop = {
    id: workflow.id,
    title: workflow.title,
    summary:
      summary?.status === 'completed' && summary.content
        ? summary.content.summary.highlights
            .map((h) => h.content[lang] ?? Object.values(h.content)[0] ?? '')
            .join(' ')
        : null,
    steps: await Promise.all(
      spans.map(async (s, i) => {
        let poster: string | null = null;
        if (s.posterKey) {
          poster = media.media(`step-${s.id}`, '.jpg');
          await deps.storage.copy(s.posterKey, poster).catch(() => (poster = null));
        }
        return {
          id: s.id,
          title: s.title[lang] ?? Object.values(s.title)[0] ?? '',
          startTime: s.startTime,
          poster,
          // The last step keeps what is said after its end (a transcript may run past the cut).
          sentences: sentencesInRange(
            sentences,
            i === 0 ? Number.NEGATIVE_INFINITY : s.startTime,
            i === spans.length - 1 ? Number.POSITIVE_INFINITY : s.endTime,
          ).map((x) => x.sentence),
        };
      }),
    ),
  };
  const items = workflowToSopItems(input);
  const problem = importedItemsProblem(items);
  if (problem) throw new ImportRefusal(`The workflow's steps cannot be stored: ${problem}`);
  const poster = input.steps.find((s) => s.poster)?.poster ?? null;
  return { items, title: workflow.title, poster, generator: 'offline' };
}

const failureMessage = (err: unknown) =>
  err instanceof ImportRefusal || err instanceof SopModelError
    ? err.message
    : isLlmError(err)
      ? `The chat model failed: ${err.message}`
      : `Making the smart instruction failed: ${err instanceof Error ? err.message : String(err)}`;

export function sopImportHandler(deps: SopImportDeps): JobHandler {
  return async (ctx: JobContext<unknown>): Promise<SopImportResult> => {
    const parsed = sopImportPayload.safeParse(ctx.job.payload);
    if (!parsed.success) {
      throw new PermanentJobError(`sop-import payload is invalid: ${parsed.error.message}`);
    }
    const { instructionId, organizationId, source } = parsed.data;
    const tenant = new Tenant(deps.database.db, organizationId);
    const row = await tenant.first(smartInstructions, eq(smartInstructions.id, instructionId));
    if (!row || row.status !== 'processing') return { instructionId, status: 'skipped' };
    const db = deps.database.db;
    const report: Report = async (progress, message) => {
      ctx.progress(progress, message);
      await setSopImportState(db, {
        organizationId,
        instructionId,
        status: 'processing',
        job: { progress, message },
      });
    };
    try {
      const made =
        source.kind === 'pdf'
          ? await fromPdf(ctx, deps, tenant, instructionId, source.uploadId, report)
          : await fromWorkflow(deps, tenant, instructionId, source.workflowId, report);
      if (ctx.signal.aborted) throw new Error('sop-import aborted');
      // The credit dashboard (issue 25): one smart-instruction generation, by model or offline.
      await recordAiUsage(tenant, {
        feature: 'smart-instruction',
        provider: made.generator === 'model' ? 'openai-compatible' : 'offline',
        unit: 'requests',
        quantity: 1,
        userId: row.authorId,
      });
      await report(0.95, 'Saving the steps');
      const keepTitle = row.title !== SMART_INSTRUCTION_DEFAULTS.title || !made.title;
      await replaceSopItemsFromImport(db, {
        organizationId,
        instructionId,
        items: made.items,
        poster: made.poster,
        ...(keepTitle ? {} : { title: made.title! }),
      });
      if (source.kind === 'pdf') {
        await removeUpload(tenant, deps.storage, source.uploadId).catch((err: unknown) =>
          ctx.log.warn('sop-import: the PDF upload was not removed', { err: String(err) }),
        );
      }
      return {
        instructionId,
        status: 'completed',
        generator: made.generator,
        itemCount: made.items.length,
      };
    } catch (err) {
      if (ctx.signal.aborted) throw err;
      const permanent =
        err instanceof ImportRefusal || err instanceof SopModelError || isLlmError(err, 'format');
      if (permanent || ctx.job.attempts >= ctx.job.maxAttempts) {
        const message = failureMessage(err);
        await setSopImportState(db, {
          organizationId,
          instructionId,
          status: 'failed',
          job: null,
          errorMessage: message,
        });
        // The PDF can never become this SOP: its upload goes (a new SOP needs a new upload).
        if (source.kind === 'pdf') {
          await removeUpload(tenant, deps.storage, source.uploadId).catch(() => undefined);
        }
        if (permanent) throw new PermanentJobError(message, { cause: err });
      }
      throw err;
    }
  };
}
