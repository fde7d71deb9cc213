import type { ChatModel } from '../llm/types.js';
import { llmAnswers } from './llm.js';
import { offlineAnswers } from './offline.js';
import type { AnswerProvider } from './types.js';

export type { AnswerInput, AnswerProvider, RelatedStep } from './types.js';
export { followUpQuestions } from './passages.js';

/** The configured model's answers, or the offline ones when there is no model. */
export function answerProvider(model: ChatModel | null): AnswerProvider {
  return model ? llmAnswers(model) : offlineAnswers;
}
