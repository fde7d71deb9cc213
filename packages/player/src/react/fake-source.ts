// Test and story doubles, not exported: a PlayerDataSource answering from memory, a media engine
// that plays nothing, and an in-memory tracking persistence that records what it is given.
import {
  bestAttempt,
  ErrorCode,
  gradeQuiz,
  reactionCounts,
  StepwiseError,
  type QuizForTaking,
  type TrackingRecord,
  type UserQuizHistory,
  type UserQuizView,
} from '@stepwise/core';
import type {
  PlayerDataSource,
  PlayerViewer,
  PlayerWorkflowData,
  QuizSourcePort,
} from '../core/data-source.js';
import type { MediaEngine } from '../core/media/media-engine.js';
import { sampleWorkflow } from '../core/wire/sample-workflow.js';
import type { AttachMedia } from '../core/start-playback.js';
import { memoryTrackingPersistence } from './tracking-idb.js';

export { sampleWorkflow };

export const sampleViewer: PlayerViewer = {
  id: 'u1',
  displayName: 'Grace',
  canModerate: false,
  safetyWatermark: false,
  comments: true,
};

/** An answer the server would refuse with: HTTP status and wire code, like the api's errors. */
export function refusal(status: number, code: number, message = 'refused'): StepwiseError {
  return new StepwiseError(code as never, message, { data: { status } });
}

export const REFUSALS = {
  deleted: () => refusal(410, ErrorCode.Gone, 'this workflow was deleted'),
  missing: () => refusal(404, ErrorCode.NotFound, 'this workflow does not exist'),
  unavailable: () => refusal(409, ErrorCode.UnpublishedSkill, 'this workflow is not available'),
  noPermission: () => refusal(403, ErrorCode.Forbidden, 'no permission'),
  signIn: () => refusal(401, ErrorCode.Unauthorized, 'sign in'),
  network: () =>
    new StepwiseError(ErrorCode.Internal, 'Network error', {
      category: 'network',
      data: { status: 0 },
    }),
} as const;

export interface FakeSourceOptions {
  workflow?: PlayerWorkflowData | (() => Promise<PlayerWorkflowData>);
  isPublic?: boolean;
  viewer?: PlayerViewer | null;
  withPorts?: boolean;
  /** A published one-question quiz (true-or-false, the answer A), graded in memory. */
  withQuiz?: boolean;
}

/** The workflow's published quiz in the fakes: one true-or-false question, A correct. */
export const sampleQuiz: QuizForTaking = {
  id: 'quiz-1',
  workflowId: 'wf1',
  workflowTitle: 'Replace the filter',
  published: true,
  status: 'completed',
  passingScore: 80,
  questions: [
    {
      id: 'q1',
      type: 'true-or-false',
      title: 'The pump is off before the panel opens.',
      options: [
        { letter: 'A', text: 'True' },
        { letter: 'B', text: 'False' },
      ],
      encryptedAnswer: 'sealed:A',
    },
  ],
};

/** A quiz port in memory: grades against the sealed letter and keeps every attempt. */
export function memoryQuizPort(quiz: QuizForTaking = sampleQuiz) {
  const attempts: UserQuizView[] = [];
  const history = (): UserQuizHistory => {
    const summaries = attempts.map(
      ({ questions: _q, workflow: _w, skillName: _s, userOrTeamSkillId: _u, ...rest }) => rest,
    );
    return {
      quizId: quiz.id,
      latest: attempts.at(-1) ?? null,
      best: bestAttempt(summaries),
      attempts: summaries,
    };
  };
  const port: QuizSourcePort = {
    loadQuiz: () => Promise.resolve(quiz),
    loadHistory: () => Promise.resolve(history()),
    submit(body) {
      const answers = quiz.questions.map((q) => {
        const given = body.answers.find((a) => a.questionId === q.id);
        const correctAnswer = q.encryptedAnswer.replace('sealed:', '') as 'A';
        return { q, userAnswer: given?.userAnswer ?? null, correctAnswer };
      });
      const grade = gradeQuiz(answers, quiz.passingScore);
      const attempt: UserQuizView = {
        id: `uq-${attempts.length + 1}`,
        quizId: quiz.id,
        workflow: { id: quiz.workflowId, title: quiz.workflowTitle },
        skillName: null,
        userOrTeamSkillId: null,
        status: grade.status,
        correctAnswerCount: grade.correctAnswerCount,
        questionCount: grade.questionCount,
        score: grade.score,
        passingScore: quiz.passingScore,
        attempt: attempts.length + 1,
        questions: answers.map(({ q, userAnswer, correctAnswer }) => ({
          questionId: q.id,
          title: q.title,
          type: q.type,
          options: q.options,
          userAnswer,
          correctAnswer,
          isCorrect: userAnswer === correctAnswer,
          explanation: 'Step 1 says so.',
          referenceSource: 'Step 1 (00:02)',
        })),
        createdAt: new Date(Date.now() + attempts.length).toISOString(),
      };
      attempts.push(attempt);
      return Promise.resolve(attempt);
    },
  };
  return { port, attempts };
}

export function fakeSource(options: FakeSourceOptions = {}) {
  const sent: TrackingRecord[] = [];
  const { workflow = sampleWorkflow, isPublic = false } = options;
  const quiz = options.withQuiz ? memoryQuizPort() : null;
  const source: PlayerDataSource = {
    isPublic,
    loadWorkflow: () => (typeof workflow === 'function' ? workflow() : Promise.resolve(workflow)),
    viewer: () => Promise.resolve(isPublic ? null : (options.viewer ?? sampleViewer)),
    tracking: {
      send: (record) => {
        sent.push(record);
        return Promise.resolve();
      },
      sendBeacon: (record) => {
        sent.push(record);
        return true;
      },
    },
    ...(options.withPorts && !isPublic
      ? {
          comments: {
            list: () =>
              Promise.resolve({
                items: [],
                page: { page: 0, size: 50, dataCount: 0, pageCount: 0 },
              }),
            send: (_id, text) =>
              Promise.resolve({
                id: 'c1',
                uid: 'u1',
                displayName: 'Grace',
                comment: text,
                createdAt: new Date().toISOString(),
              }),
            update: () => Promise.reject(new Error('not in the fake')),
            remove: () => Promise.resolve(),
            toggleEmoji: () => Promise.reject(new Error('not in the fake')),
          },
          reactions: {
            get: () =>
              Promise.resolve({
                reactionSet: [],
                items: [],
                counts: reactionCounts([]),
                mine: null,
              }),
            set: () => Promise.reject(new Error('not in the fake')),
            remove: () => Promise.reject(new Error('not in the fake')),
          },
        }
      : {}),
    ...(quiz ? { quiz: quiz.port } : {}),
  };
  return { source, sent, attempts: quiz?.attempts ?? [] };
}

/**
 * A media engine that attaches nothing: the stores and the <video> element still talk. Its
 * stream is a 720p source's ladder (360, 480, 720), as the server encodes one.
 */
export const fakeAttachMedia: AttachMedia = () =>
  Promise.resolve<MediaEngine>({
    mode: 'native',
    renditions: () =>
      Promise.resolve(
        [360, 480, 720].map((height) => ({ height, bandwidth: height * 2000, uri: `${height}p` })),
      ),
    setQuality: () => Promise.resolve(),
    downloadMbps: () => null,
    setAudioLanguage: () => undefined,
    destroy: () => undefined,
  });

export function recordingPersistence() {
  const saved: TrackingRecord[] = [];
  const memory = memoryTrackingPersistence();
  return {
    saved,
    persistence: {
      ...memory,
      save: (record: TrackingRecord) => {
        saved.push(record);
        return memory.save(record);
      },
    },
  };
}
