/**
 * The answer providers of the assistant (issue 7): given the question, the conversation so far
 * and the retrieved passages, an answer in pieces, the references it rests on and follow-up
 * questions. `offline` needs no model and quotes the passages; `llm` asks the configured
 * OpenAI-compatible model with a grounded prompt. Neither ever answers without passages.
 */
import type { AnswerMode, ChatReference } from '@stepwise/core';
import type { LlmMessage } from '../llm/types.js';
import type { Passage } from '../retrieval/types.js';

/** A step near a retrieved one (the next steps of its workflow): where follow-ups come from. */
export interface RelatedStep {
  workflowId: string;
  stepId: string;
  /** The step's title in the workflow's language; '' when it has none. */
  title: string;
}

export interface AnswerInput {
  question: string;
  /** The conversation so far, oldest first (at most core CHAT_CONTEXT_MESSAGES). */
  history: readonly Pick<LlmMessage, 'role' | 'content'>[];
  /** Best first, all of them visible to the caller. */
  passages: readonly Passage[];
  /** Steps next to the retrieved ones, for follow-up questions. */
  relatedSteps: readonly RelatedStep[];
  /** The client went away: stop. */
  signal?: AbortSignal;
}

export interface AnswerProvider {
  readonly mode: AnswerMode;
  /** The answer text (markdown) in pieces, in order; nothing at all when there are no passages. */
  stream(input: AnswerInput): AsyncIterable<string>;
  /** The references of the whole answer `text` (the passages it quotes or cites). */
  references(input: AnswerInput, text: string): ChatReference[];
  /**
   * Whether the whole answer `text` rests on the passages: a model's answer must cite at least
   * one of them; one that cites none is replaced by the decline (issue 15).
   */
  grounded(input: AnswerInput, text: string): boolean;
}
