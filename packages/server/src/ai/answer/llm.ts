/**
 * The answer of the configured chat model: a grounded prompt carrying the numbered passages,
 * which the model must answer from alone and cite as [n]. Its pieces stream as they come. With
 * no passages the model is not asked at all.
 */
import type { ChatReference } from '@stepwise/core';
import type { ChatModel, LlmMessage } from '../llm/types.js';
import { clockTime, quoteOf, referenceOf } from './passages.js';
import type { AnswerInput, AnswerProvider } from './types.js';

const INSTRUCTIONS = [
  "You answer questions about the organisation's workflow videos for the people who do the work.",
  'Answer ONLY from the numbered passages below. Each passage is what is said in one step of a',
  'workflow video, with the workflow, the step and the time on the video, or the text of one',
  'item of a written smart instruction.',
  'After every statement, cite the passage or passages it comes from as [n], e.g. [1] or [2][3].',
  'If the passages do not answer the question, answer exactly NOT_COVERED and nothing else: do',
  'not answer from anything else, and do not stretch a passage about one machine, setting or',
  'number to another. Be brief and practical; use markdown lists for steps.',
  'Answer in the language of the question.',
].join('\n');

/** The grounded system prompt: instructions, then one `[n] …` line per passage. */
export function groundedPrompt(input: AnswerInput): string {
  const lines = input.passages.map((p, i) => {
    if (p.kind === 'multimodalSop') {
      return `[${i + 1}] (${p.workflowTitle.trim()}, smart instruction item "${p.stepTitle.trim()}") ${quoteOf(p)}`;
    }
    const step = p.stepTitle.trim()
      ? `step ${p.stepOrder} "${p.stepTitle.trim()}"`
      : `step ${p.stepOrder}`;
    const where = `${p.workflowTitle.trim()}, ${step}, ${clockTime(p.startTime)}-${clockTime(p.endTime)}`;
    return `[${i + 1}] (${where}) ${quoteOf(p)}`;
  });
  return `${INSTRUCTIONS}\n\nPassages:\n${lines.join('\n')}`;
}

export function llmMessages(input: AnswerInput): LlmMessage[] {
  return [
    { role: 'system', content: groundedPrompt(input) },
    ...input.history.map((m) => ({ role: m.role, content: m.content })),
    { role: 'user', content: input.question },
  ];
}

/** The passage numbers an answer cites, in order of first citation. */
export function citedNumbers(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(/\[(\d{1,3})\]/gu)) {
    const n = Number(m[1]);
    if (!out.includes(n)) out.push(n);
  }
  return out;
}

export function llmAnswers(model: ChatModel): AnswerProvider {
  return {
    mode: 'llm',

    async *stream(input: AnswerInput): AsyncGenerator<string> {
      if (input.passages.length === 0) return;
      yield* model.stream({
        messages: llmMessages(input),
        temperature: 0.2,
        ...(input.signal ? { signal: input.signal } : {}),
      });
    },

    /** An answer that cites none of the passages it was given is not grounded in them. */
    grounded(input: AnswerInput, text: string): boolean {
      return citedNumbers(text).some((n) => n >= 1 && n <= input.passages.length);
    },

    /** The passages the answer cites; all of them when it cites none it was given. */
    references(input: AnswerInput, text: string): ChatReference[] {
      const cited = citedNumbers(text)
        .map((n) => input.passages[n - 1])
        .filter((p) => p !== undefined);
      return (cited.length > 0 ? cited : input.passages).map(referenceOf);
    },
  };
}
