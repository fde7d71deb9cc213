/**
 * An in-memory QuizPort for unit tests and stories: it answers from the script it is given (the
 * test's own quiz and key), never from invented text. `submit` grades with core's gradeQuiz
 * against the script's key, as the server does with the sealed answers.
 */
import {
  gradeQuiz,
  type OptionLetter,
  type QuizForTaking,
  type UserQuizHistory,
  type UserQuizSubmit,
  type UserQuizView,
} from '@stepwise/core';
import type { QuizPort } from './port.js';

export interface MemoryQuizScript {
  quiz?: QuizForTaking | null;
  /** The correct letter and explanation per question id. */
  key?: Record<string, { answer: OptionLetter; explanation?: string; source?: string }>;
  history?: UserQuizHistory;
  /** Thrown by loadQuiz (an error with a `status`, say). */
  loadError?: Error;
  /** Thrown by submit. */
  submitError?: Error;
  /** loadQuiz never answers (the loading state). */
  hang?: boolean;
  /** submit never answers (the submitting state). */
  hangSubmit?: boolean;
}

export interface MemoryQuizPort extends QuizPort {
  readonly submitted: UserQuizSubmit[];
  readonly loads: number;
}

export const EMPTY_HISTORY: UserQuizHistory = {
  quizId: null,
  latest: null,
  best: null,
  attempts: [],
};

/** An error as a port throws it: the status and the server's message. */
export const portError = (status: number, message = `HTTP ${status}`) =>
  Object.assign(new Error(message), { status });

export function memoryQuizPort(script: MemoryQuizScript = {}): MemoryQuizPort {
  const submitted: UserQuizSubmit[] = [];
  let loads = 0;
  let attempts = script.history?.attempts.length ?? 0;
  const never = () => new Promise<never>(() => undefined);
  return {
    submitted,
    get loads() {
      return loads;
    },
    async loadQuiz() {
      loads += 1;
      if (script.hang) return never();
      if (script.loadError) throw script.loadError;
      return script.quiz ?? null;
    },
    async loadHistory() {
      if (script.hang) return never();
      return script.history ?? EMPTY_HISTORY;
    },
    async submit(body) {
      submitted.push(body);
      if (script.hangSubmit) return never();
      if (script.submitError) throw script.submitError;
      const quiz = script.quiz;
      if (!quiz) throw portError(404, 'no quiz');
      const rows = quiz.questions.map((q) => {
        const given = body.answers.find((a) => a.questionId === q.id)?.userAnswer ?? null;
        const key = script.key?.[q.id];
        return { q, given, key, correct: key?.answer ?? 'A' };
      });
      const grade = gradeQuiz(
        rows.map((r) => ({ userAnswer: r.given, correctAnswer: r.correct })),
        quiz.passingScore,
      );
      attempts += 1;
      const view: UserQuizView = {
        id: `uq${attempts}`,
        quizId: quiz.id,
        workflow: { id: quiz.workflowId, title: quiz.workflowTitle },
        skillName: null,
        userOrTeamSkillId: null,
        status: grade.status,
        correctAnswerCount: grade.correctAnswerCount,
        questionCount: grade.questionCount,
        score: grade.score,
        passingScore: quiz.passingScore,
        attempt: attempts,
        questions: rows.map((r) => ({
          questionId: r.q.id,
          title: r.q.title,
          type: r.q.type,
          options: r.q.options,
          userAnswer: r.given,
          correctAnswer: r.correct,
          isCorrect: r.given === r.correct,
          explanation: r.key?.explanation ?? '',
          referenceSource: r.key?.source ?? '',
        })),
        createdAt: new Date(Date.UTC(2026, 10, 20, 10, attempts)).toISOString(),
      };
      return view;
    },
  };
}
