/**
 * The <stepwise-quiz> events (bubbling, composed), typed as the DOM's own event maps are:
 *   stepwise-quizstart      an attempt began: its first question is on screen
 *   stepwise-answer         an answer was chosen (or changed)
 *   stepwise-quizcompleted  the server graded the attempt: score, passed, the attempt's id
 *   stepwise-auth-required  the server answered 401: set `token` (again)
 *   stepwise-error          detail { code, message }
 */
import type { OptionLetter } from '@stepwise/core';
import type { QuizCompletedDetail } from '../react/quiz-props.js';

export type { QuizCompletedDetail } from '../react/quiz-props.js';

export interface QuizStartDetail {
  quizId: string;
  workflowId: string;
  questionCount: number;
}

export interface QuizAnswerDetail {
  quizId: string;
  questionId: string;
  userAnswer: OptionLetter | null;
}

export interface QuizErrorDetail {
  /** bad-attribute, load-failed (the widget's code), quiz (a call failed), unexpected. */
  code: 'bad-attribute' | 'load-failed' | 'quiz' | 'unexpected';
  message: string;
  /** `quiz`: the HTTP status (0: the server was not reached). */
  status?: number | null;
}

export interface QuizEventMap {
  'stepwise-quizstart': CustomEvent<QuizStartDetail>;
  'stepwise-answer': CustomEvent<QuizAnswerDetail>;
  'stepwise-quizcompleted': CustomEvent<QuizCompletedDetail>;
  'stepwise-auth-required': CustomEvent<{ server: string }>;
  'stepwise-error': CustomEvent<QuizErrorDetail>;
}
