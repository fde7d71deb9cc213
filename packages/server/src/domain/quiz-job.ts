/**
 * The `ai-generate-quiz` job: writes a quiz's questions from its workflow's transcript and
 * steps, moving its status pending -> processing -> completed | failure (001 §4).
 *
 * Who writes them: the configured chat model (AI_BASE_URL, quiz-llm.ts) only when the
 * organisation has the AI quiz feature on (core feature flag `aiQuiz`, off by default), since
 * that sends the transcript to an outside service; otherwise, and always without a model, the
 * offline generator (ai/quiz/offline-quiz.ts), which runs here and sends nothing anywhere.
 *
 * Idempotent like the AI summary's job: status changes are conditional on the quiz still being
 * generated, so a quiz deleted, edited or already final is left alone. No transcript, a missing
 * workflow, a model answer that is not a valid quiz, or an offline run that finds nothing to ask
 * end in failure at once (PermanentJobError) with a message; the questions are never replaced
 * then. A network or HTTP failure of the model is retried, the last attempt's failure recorded.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import {
  QUIZ_GENERATE_MAX_COUNT,
  organizationSettingsSchema,
  questionInputSchema,
  quizProblems,
  sentencesInRange,
  type QuestionInput,
} from '@stepwise/core';
import type { Database } from '../db/client.js';
import { quizzes, steps, transcriptions, workflows } from '../db/schema.js';
import { Tenant } from '../db/tenant.js';
import { recordAiUsage } from './ai-usage.js';
import { PermanentJobError, type JobContext, type JobHandler } from '../jobs/types.js';
import type { ChatModel } from '../ai/llm/types.js';
import { isChatModel, isLlmError, type ChatModelNotConfigured } from '../ai/llm/openai-chat.js';
import { generateOfflineQuiz, type OfflineQuizInput } from '../ai/quiz/offline-quiz.js';
import { llmQuiz, QuizModelError } from './quiz-llm.js';
import { newId } from '../db/ids.js';

export const quizJobPayload = z.object({
  quizId: z.string().min(1),
  organizationId: z.string().min(1),
  questionCount: z.number().int().min(1).max(QUIZ_GENERATE_MAX_COUNT),
});

export interface QuizJobDeps {
  database: Database;
  /** The chat model, or why there is none (then the quiz is generated offline). */
  chatModel: () => ChatModel | ChatModelNotConfigured;
}

export interface QuizJobResult {
  quizId: string;
  status: 'completed' | 'failure' | 'skipped';
  generator?: 'offline' | 'llm';
  questionCount?: number;
}

/** A failure the job records and does not retry. */
class QuizRefusal extends Error {}

/** The workflow's steps with their sentences, in order, as both generators read them. */
async function generatorInput(tenant: Tenant, workflowId: string): Promise<OfflineQuizInput> {
  const workflow = await tenant.first(
    workflows,
    and(eq(workflows.id, workflowId), isNull(workflows.deletedAt)),
  );
  if (!workflow) throw new QuizRefusal('The workflow no longer exists');
  const [stepRows, transcript] = await Promise.all([
    tenant.select(steps, eq(steps.workflowId, workflow.id), {
      orderBy: [asc(steps.order), asc(steps.startTime)],
    }),
    tenant.first(
      transcriptions,
      and(
        eq(transcriptions.workflowId, workflow.id),
        eq(transcriptions.languageCode, workflow.languageCode),
      ),
    ),
  ]);
  const sentences = (transcript?.sentences ?? []).filter((s) => s.sentence.trim() !== '');
  if (sentences.length === 0) {
    throw new QuizRefusal(
      'The workflow has no transcript to make questions from: transcribe it and try again',
    );
  }
  const lang = workflow.languageCode;
  // A workflow not yet split into steps is one step: the whole video.
  const spans = stepRows.length
    ? stepRows.map((s) => ({
        id: s.id,
        title: s.title[lang] ?? Object.values(s.title)[0] ?? '',
        startTime: s.startTime,
        endTime: s.endTime,
      }))
    : [{ id: workflow.id, title: workflow.title, startTime: 0, endTime: Number.POSITIVE_INFINITY }];
  return {
    title: workflow.title,
    languageCode: lang,
    steps: spans.map((s, i) => ({
      ...s,
      // The last step keeps what is said after its end (a transcript may run past the cut).
      sentences: sentencesInRange(
        sentences,
        i === 0 ? Number.NEGATIVE_INFINITY : s.startTime,
        i === spans.length - 1 ? Number.POSITIVE_INFINITY : s.endTime,
      ).map((x) => ({ text: x.sentence, startTime: x.startTime, endTime: x.endTime })),
    })),
  };
}

/** Core's checks on generated questions (the offline generator's too): structure, completeness. */
function checkedQuestions(questions: readonly QuestionInput[], who: string) {
  if (questions.length === 0) {
    throw new QuizRefusal(`${who} found nothing to ask in this transcript`);
  }
  const stored = questions.map((q, i) => {
    const parsed = questionInputSchema.safeParse(q);
    if (!parsed.success) {
      throw new QuizRefusal(
        `${who} made an invalid question ${i + 1}: ${parsed.error.issues[0]?.message}`,
      );
    }
    return { ...parsed.data, id: newId() };
  });
  const problem = quizProblems(stored)[0];
  if (problem) throw new QuizRefusal(`${who} made an incomplete quiz: ${problem.message}`);
  return stored;
}

async function aiQuizEnabled(tenant: Tenant): Promise<boolean> {
  const org = await tenant.ownOrganization();
  const settings = organizationSettingsSchema.safeParse(org?.settings ?? {});
  return settings.success && settings.data.features.aiQuiz;
}

export function quizJobHandler(deps: QuizJobDeps): JobHandler {
  return async (ctx: JobContext<unknown>): Promise<QuizJobResult> => {
    const parsed = quizJobPayload.safeParse(ctx.job.payload);
    if (!parsed.success) {
      throw new PermanentJobError(`ai-generate-quiz payload is invalid: ${parsed.error.message}`);
    }
    const { quizId: id, organizationId, questionCount } = parsed.data;
    const tenant = new Tenant(deps.database.db, organizationId);
    const row = await tenant.first(quizzes, eq(quizzes.id, id));
    if (!row || (row.status !== 'pending' && row.status !== 'processing')) {
      return { quizId: id, status: 'skipped' };
    }
    const live = and(eq(quizzes.id, id), inArray(quizzes.status, ['pending', 'processing']));
    const setStatus = (set: Partial<typeof quizzes.$inferInsert>) =>
      tenant.update(quizzes, { ...set, updatedAt: new Date() }, live);

    await setStatus({ status: 'processing' });
    ctx.progress(0.1, 'reading the transcript');
    try {
      const input = await generatorInput(tenant, row.workflowId);
      const chat = deps.chatModel();
      const model = isChatModel(chat) && (await aiQuizEnabled(tenant)) ? chat : null;
      let questions: ReturnType<typeof checkedQuestions>;
      if (model) {
        ctx.progress(0.3, 'asking the chat model');
        questions = checkedQuestions(
          await llmQuiz(model, input, questionCount, ctx.signal),
          'The chat model',
        );
      } else {
        questions = checkedQuestions(
          generateOfflineQuiz(input, questionCount),
          'The offline generator',
        );
      }
      if (ctx.signal.aborted) throw new Error('ai-generate-quiz aborted');
      const generator = model ? 'llm' : 'offline';
      // The credit dashboard (issue 25): one generation, by the model or offline.
      await recordAiUsage(tenant, {
        feature: 'ai-quiz',
        provider: model ? `openai-compatible:${model.model}` : 'offline',
        unit: 'requests',
        quantity: 1,
        userId: row.createdBy ?? null,
      });
      await setStatus({
        status: 'completed',
        questions,
        generator,
        model: model?.model ?? null,
        errorMessage: null,
      });
      return { quizId: id, status: 'completed', generator, questionCount: questions.length };
    } catch (err) {
      if (ctx.signal.aborted) throw err;
      const permanent =
        err instanceof QuizRefusal || err instanceof QuizModelError || isLlmError(err, 'format');
      if (permanent || ctx.job.attempts >= ctx.job.maxAttempts) {
        const message =
          err instanceof QuizRefusal || err instanceof QuizModelError
            ? err.message
            : isLlmError(err)
              ? `The chat model failed: ${err.message}`
              : `The quiz generation failed: ${err instanceof Error ? err.message : String(err)}`;
        await setStatus({ status: 'failure', errorMessage: message });
        if (permanent) throw new PermanentJobError(message, { cause: err });
      }
      throw err;
    }
  };
}
