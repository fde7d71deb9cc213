// What several parts of the <Quiz/> share: failure messages by status, option texts.
import { TRUE_FALSE_OPTION_TEXTS, type QuizResult } from '@stepwise/core';
import type { MessageKey, Translate } from '@stepwise/i18n';
import type { QuizFailure } from '../core/quiz-store.js';

/** A failed load's sentence: what the person can do about it, by the HTTP status. */
export function loadFailureKey(failure: QuizFailure): MessageKey {
  if (failure.status === 0) return 'quiz.error.network';
  if (failure.status === 401) return 'quiz.error.signIn';
  if (failure.status === 403) return 'quiz.error.forbidden';
  if (failure.status === 404) return 'quiz.error.notFound';
  return 'quiz.error.server';
}

/** A failed submission's sentence (the answers stay; the person sends them again). */
export function submitFailureKey(failure: QuizFailure): MessageKey {
  if (failure.status === 0) return 'quiz.error.network';
  if (failure.status === 401) return 'quiz.error.signIn';
  return 'quiz.error.submit';
}

/**
 * 001 §9 result labels per language; their English is core's QUIZ_RESULT_LABELS word for word
 * (quiz.test.tsx holds the catalogue to it).
 */
export const RESULT_KEYS: Record<QuizResult, MessageKey> = {
  passed: 'quiz.result.passed',
  failed: 'quiz.result.failed',
};

/**
 * An option as shown: a true-or-false question's options are core's 'True' / 'False' unless an
 * author wrote others, and those two read in the person's language.
 */
export function optionText(t: Translate, type: string, text: string): string {
  if (type !== 'true-or-false') return text;
  if (text === TRUE_FALSE_OPTION_TEXTS[0]) return t('quiz.true');
  if (text === TRUE_FALSE_OPTION_TEXTS[1]) return t('quiz.false');
  return text;
}
