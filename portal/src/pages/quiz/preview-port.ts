/**
 * The port the authoring screen's preview gives <Quiz/> (the quiz package's QuizPort shape): the
 * questions as they stand on the screen, unsaved edits included, graded here with core's rules.
 * A preview stores no attempt — an author trying the quiz is not a viewer's result, and a draft
 * may not be saved yet — so nothing of it reaches POST /v1/user-quiz.
 */
import {
  gradeQuiz,
  QUIZ_PASSING_SCORE,
  type OptionLetter,
  type Question,
  type QuizForTaking,
  type UserQuizHistory,
  type UserQuizSubmit,
  type UserQuizView,
} from '@stepwise/core';

export interface PreviewPort {
  loadQuiz(workflowId: string): Promise<QuizForTaking | null>;
  loadHistory(workflowId: string): Promise<UserQuizHistory>;
  submit(body: UserQuizSubmit): Promise<UserQuizView>;
}

export interface PreviewSource {
  workflowId: string;
  workflowTitle: string;
  quizId: string | null;
  passingScore?: number | undefined;
  questions: readonly Question[];
}

export const PREVIEW_QUIZ_ID = 'preview';

export function previewPort(source: PreviewSource): PreviewPort {
  const quizId = source.quizId ?? PREVIEW_QUIZ_ID;
  const passingScore = source.passingScore ?? QUIZ_PASSING_SCORE;
  const questions = source.questions.map((q) => ({
    ...q,
    options: q.options.map((o) => ({ ...o })),
  }));
  let attempts = 0;
  return {
    async loadQuiz() {
      if (questions.length === 0) return null;
      return {
        id: quizId,
        workflowId: source.workflowId,
        workflowTitle: source.workflowTitle,
        published: false,
        status: 'completed',
        passingScore,
        // Not sealed: only the author, who wrote the answers, sees a preview.
        questions: questions.map((q) => ({
          id: q.id,
          type: q.type,
          title: q.title,
          options: q.options,
          encryptedAnswer: q.correctAnswer || '-',
        })),
      };
    },
    async loadHistory() {
      return { quizId, latest: null, best: null, attempts: [] };
    },
    async submit(body) {
      const chosen = new Map(body.answers.map((a) => [a.questionId, a.userAnswer]));
      const review = questions.map((q) => {
        const userAnswer: OptionLetter | null = chosen.get(q.id) ?? null;
        // A question without a correct answer yet counts as missed by every answer.
        const correct = q.correctAnswer || null;
        return { q, userAnswer, correct, isCorrect: correct !== null && userAnswer === correct };
      });
      const graded = gradeQuiz(
        review.map((r) => ({
          userAnswer: r.isCorrect ? r.userAnswer : null,
          correctAnswer: r.correct ?? 'A',
        })),
        passingScore,
      );
      attempts += 1;
      return {
        id: `${PREVIEW_QUIZ_ID}-${attempts}`,
        quizId,
        workflow: { id: source.workflowId, title: source.workflowTitle },
        skillName: null,
        userOrTeamSkillId: null,
        status: graded.status,
        correctAnswerCount: graded.correctAnswerCount,
        questionCount: graded.questionCount,
        score: graded.score,
        passingScore,
        attempt: attempts,
        questions: review.map(({ q, userAnswer, correct, isCorrect }) => ({
          questionId: q.id,
          title: q.title,
          type: q.type,
          options: q.options,
          userAnswer,
          correctAnswer: correct ?? 'A',
          isCorrect,
          explanation: q.explanation,
          referenceSource: q.referenceSource,
        })),
        createdAt: new Date().toISOString(),
      };
    },
  };
}
