// The public entry of @stepwise/quiz: explicit named exports only. The server port over
// @stepwise/api is `@stepwise/quiz/api-port`, the one on fetch `@stepwise/quiz/wire`; the element
// registers through `@stepwise/quiz/element`.
export { createQuizStore, defaultQuizLanguage, failureOf, withAttempt } from './core/index.js';
export type {
  QuizEmptyReason,
  QuizFailure,
  QuizLoad,
  QuizPort,
  QuizStore,
  QuizStoreOptions,
} from './core/index.js';
export { completedDetail, Quiz, quizStyles } from './react/index.js';
export type { QuizCompletedDetail, QuizLayout, QuizProps } from './react/index.js';
export { QUIZ_TAG, defineStepwiseQuiz, StepwiseQuizElement } from './element/element.js';
export { QUIZ_ATTRIBUTES, QUIZ_LAYOUTS, parseQuizAttributes } from './element/attributes.js';
export { QUIZ_ATTRIBUTE_DOCS } from './element/attribute-docs.js';
export type { ParsedQuizAttributes, QuizAttributes } from './element/attributes.js';
export type {
  QuizAnswerDetail,
  QuizErrorDetail,
  QuizEventMap,
  QuizStartDetail,
} from './element/events.js';
