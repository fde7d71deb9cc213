/**
 * The props of the React <Quiz/> (`@stepwise/quiz/react`), which the <stepwise-quiz> element, the
 * player's quiz mask and the portal all render.
 */
import type {
  InterfaceLanguage,
  OptionLetter,
  QuizCompletedDetail,
  QuizMode,
  Theme,
} from '@stepwise/core';
import type { QuizPort } from '../core/port.js';
import type { QuizStore } from '../core/quiz-store.js';

/** One question per screen (the default: frontline phones), or every question on one page. */
export type QuizLayout = 'one-at-a-time' | 'all-at-once';

export type { QuizCompletedDetail } from '@stepwise/core';

export interface QuizProps {
  port: QuizPort;
  workflowId: string;
  layout?: QuizLayout;
  /**
   * 002 §4: CLOSE shows nothing; opening goes to TAKE_QUIZ, or REVIEW_QUIZ when the caller has
   * an attempt (openQuizMode). Controlled when `onModeChange` is given.
   */
  mode?: QuizMode;
  onModeChange?: (mode: QuizMode) => void;
  onStart?: (detail: { quizId: string; workflowId: string; questionCount: number }) => void;
  onAnswer?: (detail: {
    quizId: string;
    questionId: string;
    userAnswer: OptionLetter | null;
  }) => void;
  onCompleted?: (detail: QuizCompletedDetail) => void;
  /** The person closed the quiz (the player resumes, the element hides its dialog). */
  onClose?: () => void;
  onError?: (detail: { status: number | null; message: string }) => void;
  className?: string;
  /** Default: the host's i18n provider's language (English without one). */
  lang?: InterfaceLanguage;
  /** Default: dark, as the other widgets. */
  theme?: Theme;
  /**
   * A store made elsewhere (shared, or driven by a test); `port` and `workflowId` are then only
   * what it was made with. Without it the <Quiz/> makes and starts its own.
   */
  store?: QuizStore;
  /** Take a quiz that is not published (an editor's preview in the portal). */
  allowDraft?: boolean;
  /** A call was answered 401: the host must pass a (new) identity. */
  onAuthRequired?: () => void;
}
