/**
 * The demo's quiz (issue 19): "Start the conveyor line", the sample in the demo viewer's own
 * workspace, gets a published quiz and two attempts of the viewer at it (one failed, then one
 * passed), so the player's quiz card, the review and the attempt history all have something to
 * show on a first visit. "Replace the air filter" is left without one, for trying the authoring
 * and the generation from nothing.
 *
 * The questions come from the offline generator over the sample's script (the transcript it is
 * given, in its scenes as steps), the way `ai-generate-quiz` makes them without a chat model, so
 * the seed needs neither processing to have finished nor any AI. Idempotent: a workflow that has
 * a quiz is left alone, and the quiz and its attempts are written in one transaction.
 */
import { eq } from 'drizzle-orm';
import {
  gradeQuiz,
  questionInputSchema,
  quizProblems,
  type OptionLetter,
  type Question,
  type SubmittedAnswer,
} from '@stepwise/core';
import { quizzes, userQuizzes, users } from '../db/schema.js';
import { newId } from '../db/ids.js';
import type { Tenant } from '../db/tenant.js';
import { generateOfflineQuiz, type OfflineQuizInput } from '../ai/quiz/offline-quiz.js';
import type { TestScene, TestSpeech } from '../media/test-video.js';
import { DEMO_USERS } from './demo.js';

export const DEMO_QUIZ_WORKFLOW_TITLE = 'Start the conveyor line';
const QUESTION_COUNT = 4;
const HOUR_MS = 3_600_000;

interface ScriptedSample {
  title: string;
  scenes: readonly TestScene[];
  speech: readonly TestSpeech[];
}

/**
 * The sample's scenes as steps, its phrases inside, each step titled by its first phrase as
 * processing titles it (the scene's caption when nothing is said in it).
 */
export function scriptInput(sample: ScriptedSample): OfflineQuizInput {
  let start = 0;
  const steps = sample.scenes.map((scene, i) => {
    const first = sample.speech.find(
      (p) => p.atSeconds >= start && p.atSeconds < start + scene.seconds,
    );
    const step = {
      id: `scene-${i + 1}`,
      title: first?.text ?? (scene.text ?? '').replace(/^\d+\s+/u, '').trim(),
      startTime: start,
      endTime: start + scene.seconds,
    };
    start = step.endTime;
    return step;
  });
  return {
    title: sample.title,
    languageCode: 'en',
    steps: steps.map((step) => ({
      ...step,
      sentences: sample.speech
        .filter((p) => p.atSeconds >= step.startTime && p.atSeconds < step.endTime)
        .map((p) => ({ text: p.text, startTime: p.atSeconds, endTime: step.endTime })),
    })),
  };
}

/** The generated questions, checked as the job checks them; none when they do not pass. */
export function demoQuestions(input: OfflineQuizInput): Question[] {
  const questions = generateOfflineQuiz(input, QUESTION_COUNT).flatMap((q) => {
    const parsed = questionInputSchema.safeParse(q);
    return parsed.success ? [{ ...parsed.data, id: newId() }] : [];
  });
  return quizProblems(questions).length === 0 ? questions : [];
}

/** One attempt: each answer right when `right(i)`, else the next letter round (wrong). */
export function attemptAnswers(questions: readonly Question[], right: (i: number) => boolean) {
  return questions.map((q, i): SubmittedAnswer => {
    const correct = q.correctAnswer as OptionLetter;
    const letters = q.options.map((o) => o.letter);
    const wrong = letters[(letters.indexOf(correct) + 1) % letters.length]!;
    const userAnswer = right(i) ? correct : wrong;
    return {
      questionId: q.id,
      title: q.title,
      type: q.type,
      options: q.options,
      userAnswer,
      correctAnswer: correct,
      isCorrect: userAnswer === correct,
      explanation: q.explanation,
      referenceSource: q.referenceSource,
    };
  });
}

/** Makes the demo quiz on `workflowId` unless it has one; true when it made it. */
export async function ensureDemoQuiz(
  tenant: Tenant,
  workflowId: string,
  sample: ScriptedSample,
): Promise<boolean> {
  const questions = demoQuestions(scriptInput(sample));
  if (questions.length === 0) return false;
  const viewer = await tenant.first(users, eq(users.email, DEMO_USERS.viewer));
  return tenant.transaction(async (tx) => {
    if (await tx.first(quizzes, eq(quizzes.workflowId, workflowId))) return false;
    const now = Date.now();
    const quizId = newId();
    await tx.insert(quizzes, {
      id: quizId,
      workflowId,
      status: 'completed',
      published: true,
      publishedAt: new Date(now - 2 * 24 * HOUR_MS),
      questions,
      generator: 'offline',
    });
    if (!viewer) return true;
    // First only the first question right (failed), then all of them (passed).
    const attempts = [
      { answers: attemptAnswers(questions, (i) => i === 0), at: now - 24 * HOUR_MS },
      { answers: attemptAnswers(questions, () => true), at: now - HOUR_MS },
    ];
    await tx.insert(
      userQuizzes,
      attempts.map(({ answers, at }, i) =>
        attemptRow({ quizId, workflowId, userId: viewer.id, attempt: i + 1, answers, at }),
      ),
    );
    return true;
  });
}

/** A graded attempt row of `userId` (in a skill assignment when `userOrTeamSkillId` is set). */
export function attemptRow(a: {
  quizId: string;
  workflowId: string;
  userId: string;
  attempt: number;
  answers: SubmittedAnswer[];
  at: number;
  userOrTeamSkillId?: string;
}) {
  const grade = gradeQuiz(
    a.answers.map((x) => ({ userAnswer: x.userAnswer, correctAnswer: x.correctAnswer })),
  );
  return {
    id: newId(),
    quizId: a.quizId,
    workflowId: a.workflowId,
    userId: a.userId,
    status: grade.status,
    correctAnswerCount: grade.correctAnswerCount,
    questionCount: grade.questionCount,
    score: grade.score,
    passingScore: 80,
    attempt: a.attempt,
    questions: a.answers,
    userOrTeamSkillId: a.userOrTeamSkillId ?? null,
    createdAt: new Date(a.at),
  };
}
