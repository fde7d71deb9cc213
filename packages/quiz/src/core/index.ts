// The framework-free core of @stepwise/quiz: the quiz-taking store and its port.
export { createQuizStore, failureOf, withAttempt } from './quiz-store.js';
export type {
  QuizEmptyReason,
  QuizFailure,
  QuizLoad,
  QuizStore,
  QuizStoreOptions,
} from './quiz-store.js';
export type { QuizPort } from './port.js';
export { defaultQuizLanguage } from './language.js';
