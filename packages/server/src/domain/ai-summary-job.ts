/**
 * The `ai-summary` job: writes a summary's content and moves its status pending -> processing ->
 * completed | failure (001 §5). With a chat model configured (AI_BASE_URL) the model writes it
 * (ai-summary-llm.ts); otherwise the offline extractive summariser of @stepwise/core quotes the
 * transcript. The transcript is the workflow's own in its language, or the `sentences` the POST
 * carried.
 *
 * Idempotent: status changes are conditional on the row still being live, and a summary that was
 * replaced (POST makes a new row), deleted or already final is left alone. No transcript, a
 * missing workflow, or a model answer that is not the asked JSON end in failure at once
 * (PermanentJobError); a network or HTTP failure of the model is retried by the job system, and
 * the last attempt's failure is the summary's.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { extractiveSummary, sentenceSchema, type AiSummaryContent } from '@stepwise/core';
import type { Database } from '../db/client.js';
import { aiSummaries, steps, transcriptions, workflows } from '../db/schema.js';
import { Tenant } from '../db/tenant.js';
import { recordAiUsage } from './ai-usage.js';
import { PermanentJobError, type JobContext, type JobHandler } from '../jobs/types.js';
import type { ChatModel } from '../ai/llm/types.js';
import { isChatModel, isLlmError, type ChatModelNotConfigured } from '../ai/llm/openai-chat.js';
import { AiSummaryModelError, llmSummary } from './ai-summary-llm.js';

export const aiSummaryPayload = z.object({
  summaryId: z.string().min(1),
  organizationId: z.string().min(1),
  sentences: z.array(sentenceSchema).optional(),
});
export type AiSummaryPayload = z.infer<typeof aiSummaryPayload>;

export interface AiSummaryDeps {
  database: Database;
  /** The chat model, or why there is none (then the summary is extractive). */
  chatModel: () => ChatModel | ChatModelNotConfigured;
}

export interface AiSummaryResult {
  summaryId: string;
  status: 'completed' | 'failure' | 'skipped';
  generator?: 'extractive' | 'llm';
}

/** A failure the job records and does not retry. */
class SummaryRefusal extends Error {}

export function aiSummaryHandler(deps: AiSummaryDeps): JobHandler {
  return async (ctx: JobContext<unknown>): Promise<AiSummaryResult> => {
    const parsed = aiSummaryPayload.safeParse(ctx.job.payload);
    if (!parsed.success) {
      throw new PermanentJobError(`ai-summary payload is invalid: ${parsed.error.message}`);
    }
    const { summaryId: id, organizationId } = parsed.data;
    const tenant = new Tenant(deps.database.db, organizationId);
    const row = await tenant.first(aiSummaries, eq(aiSummaries.id, id));
    if (!row || row.status === 'completed' || row.status === 'failure') {
      return { summaryId: id, status: 'skipped' };
    }
    const live = and(
      eq(aiSummaries.id, id),
      inArray(aiSummaries.status, ['pending', 'processing']),
    );
    const setStatus = (set: Partial<typeof aiSummaries.$inferInsert>) =>
      tenant.update(aiSummaries, { ...set, updatedAt: new Date() }, live);

    await setStatus({ status: 'processing' });
    ctx.progress(0.1, 'reading the transcript');
    try {
      const workflow = await tenant.first(
        workflows,
        and(eq(workflows.id, row.workflowId), isNull(workflows.deletedAt)),
      );
      if (!workflow) throw new SummaryRefusal('The workflow no longer exists');
      const stepRows = await tenant.select(steps, eq(steps.workflowId, workflow.id), {
        orderBy: [asc(steps.order), asc(steps.startTime)],
      });
      let sentences = parsed.data.sentences;
      if (!sentences) {
        const transcript = await tenant.first(
          transcriptions,
          and(
            eq(transcriptions.workflowId, workflow.id),
            eq(transcriptions.languageCode, workflow.languageCode),
          ),
        );
        sentences = transcript?.sentences ?? [];
      }
      sentences = sentences.filter((s) => s.sentence.trim() !== '');
      if (sentences.length === 0) {
        throw new SummaryRefusal(
          'The workflow has no transcript to summarise: transcribe it (or send its sentences) and try again',
        );
      }
      const input = {
        title: workflow.title,
        languageCode: workflow.languageCode,
        sentences,
        steps: stepRows.map((s) => ({
          id: s.id,
          startTime: s.startTime,
          endTime: s.endTime,
          title: s.title[workflow.languageCode] ?? Object.values(s.title)[0] ?? '',
        })),
      };
      const model = deps.chatModel();
      let content: AiSummaryContent;
      let generator: 'extractive' | 'llm';
      if (isChatModel(model)) {
        ctx.progress(0.3, 'asking the chat model');
        content = await llmSummary(model, input, ctx.signal);
        generator = 'llm';
      } else {
        content = extractiveSummary(sentences, input.steps, {
          languageCode: workflow.languageCode,
        });
        generator = 'extractive';
      }
      if (ctx.signal.aborted) throw new Error('ai-summary aborted');
      // The credit dashboard (issue 25): one summary, by the model or offline (extractive).
      await recordAiUsage(tenant, {
        feature: 'ai-summary',
        provider: isChatModel(model) ? `openai-compatible:${model.model}` : 'offline',
        unit: 'requests',
        quantity: 1,
        userId: row.createdBy ?? null,
      });
      await setStatus({
        status: 'completed',
        content,
        generator,
        model: isChatModel(model) ? model.model : null,
        errorMessage: null,
      });
      return { summaryId: id, status: 'completed', generator };
    } catch (err) {
      if (ctx.signal.aborted) throw err;
      const permanent =
        err instanceof SummaryRefusal ||
        err instanceof AiSummaryModelError ||
        isLlmError(err, 'format');
      if (permanent || ctx.job.attempts >= ctx.job.maxAttempts) {
        const message =
          err instanceof SummaryRefusal || err instanceof AiSummaryModelError
            ? err.message
            : isLlmError(err)
              ? `The chat model failed: ${err.message}`
              : `The summary failed: ${err instanceof Error ? err.message : String(err)}`;
        await setStatus({ status: 'failure', errorMessage: message });
        if (permanent) throw new PermanentJobError(message, { cause: err });
      }
      throw err;
    }
  };
}
