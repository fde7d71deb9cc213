/**
 * The AI summary written by a configured chat model: the transcript goes in step by step, the
 * model answers one JSON object, which must parse with `modelAnswerSchema` and then as core's
 * summary content. Anything else is an `AiSummaryModelError`: the job records a failure with its
 * message and never stores made-up or partial content.
 */
import { z } from 'zod';
import {
  AI_SUMMARY_MAX_HIGHLIGHTS,
  AI_SUMMARY_MAX_ITEMS,
  AI_SUMMARY_TEXT_MAX_LENGTH,
  aiSummaryContentSchema,
  aiSummarySopItemSchema,
  sentencesInRange,
  type AiSummaryContent,
  type Sentence,
  type SummaryStep,
} from '@stepwise/core';
import type { ChatModel, LlmMessage } from '../ai/llm/types.js';
import { modelJson } from '../ai/llm/model-json.js';

export class AiSummaryModelError extends Error {
  override readonly name = 'AiSummaryModelError';
}

const line = z.string().trim().min(1).max(AI_SUMMARY_TEXT_MAX_LENGTH);

/** What the model is asked to answer (and must). */
export const modelAnswerSchema = z.object({
  highlights: z
    .array(z.object({ key: z.string().trim().max(200), text: line }))
    .min(1)
    .max(AI_SUMMARY_MAX_HIGHLIGHTS * 2),
  contents: z
    .array(z.object({ step: z.number().int().min(1), text: line }))
    .max(AI_SUMMARY_MAX_ITEMS),
  sop: z.array(aiSummarySopItemSchema).max(AI_SUMMARY_MAX_ITEMS).optional(),
});

export interface SummaryInput {
  title: string;
  languageCode: string;
  sentences: readonly Sentence[];
  /** In order; step n of the prompt is `steps[n - 1]`. */
  steps: readonly (SummaryStep & { title: string })[];
}

const mmss = (t: number) => `${Math.floor(t / 60)}:${String(Math.floor(t % 60)).padStart(2, '0')}`;

export function summaryPrompt(input: SummaryInput): LlmMessage[] {
  const system = [
    'You summarise the transcript of a how-to video for frontline workers.',
    'Answer with one JSON object and nothing else, of this shape:',
    '{"highlights":[{"key":"a key term, 1-3 words","text":"one sentence"}],',
    ' "contents":[{"step":1,"text":"one or two sentences on what that step shows"}],',
    ' "sop":[{"step":"1","description":"...","tool":"...","safetyOrWarning":"..."}]}',
    `Give at most ${AI_SUMMARY_MAX_HIGHLIGHTS} highlights (the most important points), one contents`,
    'item per step that has speech, using the step numbers given, and an sop item per step',
    '(empty strings where the transcript names no tool or warning).',
    'Use only what the transcript says; do not add facts, steps, tools or warnings.',
    `Write every text in the transcript's language (${input.languageCode}).`,
  ].join('\n');
  const lines: string[] = [`Video: ${input.title}`];
  const spans = input.steps.length
    ? input.steps
    : [{ id: '', title: input.title, startTime: 0, endTime: Number.POSITIVE_INFINITY }];
  spans.forEach((step, i) => {
    lines.push('', `Step ${i + 1}: ${step.title}`);
    for (const s of sentencesInRange(input.sentences, step.startTime, step.endTime)) {
      lines.push(`[${mmss(s.startTime)}] ${s.sentence.trim()}`);
    }
  });
  return [
    { role: 'system', content: system },
    { role: 'user', content: lines.join('\n') },
  ];
}

/** The JSON object in the answer; models sometimes wrap it in a ``` fence. */
function jsonOf(answer: string): unknown {
  const json = modelJson(answer);
  if (!json.ok) throw new AiSummaryModelError(json.message);
  return json.value;
}

/** The model's answer as summary content, or an AiSummaryModelError saying what was wrong. */
export function contentFromAnswer(answer: string, input: SummaryInput): AiSummaryContent {
  const parsed = modelAnswerSchema.safeParse(jsonOf(answer));
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 3)
      .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
      .join('; ');
    throw new AiSummaryModelError(`The chat model's summary is not in the asked shape: ${issues}`);
  }
  const lang = input.languageCode;
  const stepCount = Math.max(1, input.steps.length);
  const wrong = parsed.data.contents.find((c) => c.step > stepCount);
  if (wrong) {
    throw new AiSummaryModelError(
      `The chat model's summary names step ${wrong.step}; the workflow has ${stepCount}`,
    );
  }
  const content: AiSummaryContent = {
    summary: {
      highlights: parsed.data.highlights
        .slice(0, AI_SUMMARY_MAX_HIGHLIGHTS)
        .map((h) => ({ key: h.key, translations: [], content: { [lang]: h.text } })),
      contents: parsed.data.contents.map((c) => {
        const step = input.steps[c.step - 1];
        return {
          translations: [],
          content: { [lang]: c.text },
          ...(step ? { stepId: step.id, startTime: step.startTime, endTime: step.endTime } : {}),
        };
      }),
    },
    ...(parsed.data.sop?.length ? { sop: parsed.data.sop } : {}),
  };
  const checked = aiSummaryContentSchema.safeParse(content);
  if (!checked.success) {
    throw new AiSummaryModelError(
      `The chat model's summary is invalid: ${checked.error.issues[0]?.message ?? 'unknown'}`,
    );
  }
  return checked.data;
}

export async function llmSummary(
  model: ChatModel,
  input: SummaryInput,
  signal: AbortSignal,
): Promise<AiSummaryContent> {
  const answer = await model.complete({
    messages: summaryPrompt(input),
    temperature: 0.2,
    signal,
  });
  return contentFromAnswer(answer, input);
}
