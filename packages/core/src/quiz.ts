// Quizzes (001 §3 Quiz and Question, §4 quiz states, §5 quiz validation, §9 constants; 002 §3
// user quiz and submitted answers, §4 quiz screen modes, §9 passing score and labels). Zod-free:
// the <stepwise-quiz> element, the player and the portal read these rules; the wire schemas are
// in quiz.schema.ts (and the element's zod/mini copy in quiz.mini.ts).

/** 001 §9 "Quiz types: single selection, true or false". */
export const QUESTION_TYPES = ['true-or-false', 'single-selection'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** 001 §3: options are letters from A; true-or-false has A and B, single selection A to D. */
export const OPTION_LETTERS = ['A', 'B', 'C', 'D'] as const;
export type OptionLetter = (typeof OPTION_LETTERS)[number];

/** How many options a question of each type has (001 §3, §5). */
export const OPTION_COUNT: Readonly<Record<QuestionType, number>> = {
  'true-or-false': 2,
  'single-selection': 4,
};

/** 001 §5: new true-or-false questions get the options true and false. */
export const TRUE_FALSE_OPTION_TEXTS = ['True', 'False'] as const;

/** 001 §3: a question's `referenceSource` unless the author or the generator names one. */
export const DEFAULT_REFERENCE_SOURCE = 'User manually adds questions';

/** 001 §9, 002 §9: the passing score (percent of questions answered correctly). */
export const QUIZ_PASSING_SCORE = 80;

/** 001 §9 statuses of a result, and their labels. */
export const QUIZ_RESULTS = ['passed', 'failed'] as const;
export type QuizResult = (typeof QUIZ_RESULTS)[number];
export const QUIZ_RESULT_LABELS: Readonly<Record<QuizResult, string>> = {
  passed: 'You passed',
  failed: 'Did not pass',
};

/**
 * 001 §4 quiz status: generation moves pending -> processing -> completed | failure; a quiz
 * written by hand is completed (the default).
 */
export const QUIZ_STATUSES = ['pending', 'processing', 'completed', 'failure'] as const;
export type QuizStatus = (typeof QUIZ_STATUSES)[number];
export const QUIZ_STATUS_DEFAULT: QuizStatus = 'completed';

/** 001 §4: processing or pending count as AI processing. */
export function isQuizProcessing(status: QuizStatus): boolean {
  return status === 'processing' || status === 'pending';
}

/** Who wrote the questions: an author, the offline generator, or a configured chat model. */
export const QUIZ_GENERATORS = ['author', 'offline', 'llm'] as const;
export type QuizGenerator = (typeof QUIZ_GENERATORS)[number];

/** Ours: limits that keep a quiz a quiz (and a request small). */
export const QUIZ_MAX_QUESTIONS = 50;
export const QUESTION_TITLE_MAX_LENGTH = 500;
export const OPTION_TEXT_MAX_LENGTH = 300;
export const EXPLANATION_MAX_LENGTH = 1000;
export const REFERENCE_SOURCE_MAX_LENGTH = 300;
/** How many questions a generation asks for when the request does not say. */
export const QUIZ_GENERATE_DEFAULT_COUNT = 5;
export const QUIZ_GENERATE_MAX_COUNT = 20;

export interface QuizOption {
  letter: OptionLetter;
  text: string;
}

/** 001 §3 Question (the author's view: with the answer, its source and the explanation). */
export interface Question {
  /** Local to the quiz: stable across edits, so attempts can name the question they answered. */
  id: string;
  type: QuestionType;
  title: string;
  options: QuizOption[];
  /** A letter from A, or '' while the author has not chosen. */
  correctAnswer: OptionLetter | '';
  referenceSource: string;
  explanation: string;
}

/**
 * A graded attempt as the widgets report it: <stepwise-quiz>'s `stepwise-quizcompleted`, the
 * player's, and the bridge's `quizcompleted` (an LMS package writes the score and pass / fail
 * from it).
 */
export interface QuizCompletedDetail {
  userQuizId: string;
  quizId: string;
  workflowId: string;
  /** Percent, 0-100. */
  score: number;
  passed: boolean;
  status: QuizResult;
  correctAnswerCount: number;
  questionCount: number;
  passingScore: number;
  attempt: number;
}

/** 002 §4: the quiz screen's modes. */
export const QUIZ_MODES = ['CLOSE', 'TAKE_QUIZ', 'REVIEW_QUIZ'] as const;
export type QuizMode = (typeof QUIZ_MODES)[number];

/** 002 §4: CLOSE goes to TAKE_QUIZ, or to REVIEW_QUIZ when a user quiz id exists. */
export function openQuizMode(userQuizId: string | null | undefined): QuizMode {
  return userQuizId ? 'REVIEW_QUIZ' : 'TAKE_QUIZ';
}

/** The letters of a question of this type, in order. */
export function optionLettersOf(type: QuestionType): OptionLetter[] {
  return OPTION_LETTERS.slice(0, OPTION_COUNT[type]);
}

/** 001 §5: a new question of a type, with its options (true / false, or A to D empty). */
export function newQuestion(type: QuestionType, id: string): Question {
  const letters = optionLettersOf(type);
  return {
    id,
    type,
    title: '',
    options: letters.map((letter, i) => ({
      letter,
      text: type === 'true-or-false' ? TRUE_FALSE_OPTION_TEXTS[i]! : '',
    })),
    correctAnswer: '',
    referenceSource: DEFAULT_REFERENCE_SOURCE,
    explanation: '',
  };
}

/** One reason a quiz is incomplete (001 §5, 002 §5), naming the question by its 1-based number. */
export interface QuizProblem {
  questionIndex: number;
  field: 'title' | 'correctAnswer' | 'referenceSource' | 'options';
  message: string;
}

/**
 * 001 §5 / 002 §5: a quiz is incomplete if any question lacks a title, a correct answer or a
 * reference source, has no options, or has an empty option. A correct answer that names no
 * option of the question counts as lacking one. Messages are the portal's and the server's.
 */
export function quizProblems(
  questions: readonly Pick<Question, 'title' | 'correctAnswer' | 'referenceSource' | 'options'>[],
): QuizProblem[] {
  const problems: QuizProblem[] = [];
  questions.forEach((q, i) => {
    const n = i + 1;
    const add = (field: QuizProblem['field'], what: string) =>
      problems.push({ questionIndex: i, field, message: `Question ${n} ${what}` });
    if (!q.title.trim()) add('title', 'has no title');
    if (!q.correctAnswer || !q.options.some((o) => o.letter === q.correctAnswer)) {
      add('correctAnswer', 'has no correct answer');
    }
    if (!q.referenceSource.trim()) add('referenceSource', 'has no reference source');
    if (q.options.length === 0) add('options', 'has no options');
    else if (q.options.some((o) => !o.text.trim())) add('options', 'has an empty option');
  });
  return problems;
}

export function isQuizIncomplete(questions: Parameters<typeof quizProblems>[0]): boolean {
  return quizProblems(questions).length > 0;
}

/** Score in whole percent (rounded down, so 79.9 does not pass), 0 for an empty quiz. */
export function quizScore(correctAnswerCount: number, questionCount: number): number {
  if (questionCount <= 0) return 0;
  return Math.floor((correctAnswerCount * 100) / questionCount);
}

/** 001 §9: passed at or above the passing score. */
export function quizResult(score: number, passingScore: number = QUIZ_PASSING_SCORE): QuizResult {
  return score >= passingScore ? 'passed' : 'failed';
}

/** Grade answers against the correct letters: count, score and result. */
export function gradeQuiz(
  answers: readonly { userAnswer: OptionLetter | null; correctAnswer: OptionLetter }[],
  passingScore: number = QUIZ_PASSING_SCORE,
): { correctAnswerCount: number; questionCount: number; score: number; status: QuizResult } {
  const correctAnswerCount = answers.filter((a) => a.userAnswer === a.correctAnswer).length;
  const score = quizScore(correctAnswerCount, answers.length);
  return {
    correctAnswerCount,
    questionCount: answers.length,
    score,
    status: quizResult(score, passingScore),
  };
}

/** The best of several attempts: highest score, then the earliest to reach it. */
export function bestAttempt<T extends { score: number; createdAt: string }>(
  attempts: readonly T[],
): T | null {
  let best: T | null = null;
  for (const a of attempts) {
    if (!best || a.score > best.score || (a.score === best.score && a.createdAt < best.createdAt)) {
      best = a;
    }
  }
  return best;
}
