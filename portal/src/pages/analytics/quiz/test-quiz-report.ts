// Fixtures of the quiz report stories and tests (no server).
import type {
  QuizOverview,
  QuizQuestionPerformance,
  QuizResultAttempt,
  QuizUserRow,
  QuizWorkflowRow,
} from '@stepwise/core';

export const testOverview: QuizOverview = {
  quizzes: 4,
  attempts: 57,
  takers: 20,
  passRate: 0.72,
  avgScore: 81.4,
};

export const testWorkflowRows: QuizWorkflowRow[] = [
  {
    quizId: 'q1',
    workflowId: 'wf1',
    workflowTitle: 'Lathe setup',
    workspaceId: 'ws1',
    workspaceName: 'Plant A',
    questionCount: 5,
    attempts: 31,
    takers: 18,
    passRate: 0.8,
    avgScore: 84.2,
  },
  {
    quizId: 'q2',
    workflowId: 'wf2',
    workflowTitle: 'Forklift daily check',
    workspaceId: 'ws2',
    workspaceName: 'Warehouse',
    questionCount: 3,
    attempts: 26,
    takers: 12,
    passRate: 0.62,
    avgScore: 77,
  },
];

export const testUserRows: QuizUserRow[] = [
  {
    quizId: 'q1',
    userId: 'u1',
    userName: 'Ada Lovelace',
    email: 'ada@example.com',
    attempts: 2,
    bestScore: 100,
    passed: true,
    lastAttemptAt: '2026-11-24T10:15:00.000Z',
  },
  {
    quizId: 'q1',
    userId: 'u2',
    userName: 'Kiosk 3',
    email: null,
    attempts: 3,
    bestScore: 60,
    passed: false,
    lastAttemptAt: '2026-11-25T14:02:00.000Z',
  },
];

const options = [
  { letter: 'A' as const, text: 'Lock the chuck' },
  { letter: 'B' as const, text: 'Start the spindle' },
];

export const testAttempts: QuizResultAttempt[] = [
  {
    id: 'uq2',
    attempt: 2,
    createdAt: '2026-11-24T10:15:00.000Z',
    score: 100,
    passingScore: 80,
    status: 'passed',
    passed: true,
    correctAnswerCount: 2,
    questionCount: 2,
    answers: [
      {
        questionId: 'qq1',
        title: 'What comes first?',
        type: 'single-selection',
        options,
        userAnswer: 'A',
        correctAnswer: 'A',
        isCorrect: true,
        explanation: '',
        referenceSource: 'Step 1',
      },
      {
        questionId: 'qq2',
        title: 'Guards stay closed while running',
        type: 'true-or-false',
        options: [
          { letter: 'A', text: 'True' },
          { letter: 'B', text: 'False' },
        ],
        userAnswer: 'A',
        correctAnswer: 'A',
        isCorrect: true,
        explanation: '',
        referenceSource: 'Step 2',
      },
    ],
  },
  {
    id: 'uq1',
    attempt: 1,
    createdAt: '2026-11-23T09:00:00.000Z',
    score: 50,
    passingScore: 80,
    status: 'failed',
    passed: false,
    correctAnswerCount: 1,
    questionCount: 2,
    answers: [
      {
        questionId: 'qq1',
        title: 'What comes first?',
        type: 'single-selection',
        options,
        userAnswer: 'B',
        correctAnswer: 'A',
        isCorrect: false,
        explanation: '',
        referenceSource: 'Step 1',
      },
      {
        questionId: 'qq2',
        title: 'Guards stay closed while running',
        type: 'true-or-false',
        options: [
          { letter: 'A', text: 'True' },
          { letter: 'B', text: 'False' },
        ],
        userAnswer: null,
        correctAnswer: 'A',
        isCorrect: false,
        explanation: '',
        referenceSource: 'Step 2',
      },
    ],
  },
];

export const testPerformance: QuizQuestionPerformance[] = [
  {
    quizId: 'q2',
    workflowId: 'wf2',
    workflowTitle: 'Forklift daily check',
    questionId: 'fq3',
    questionTitle: 'Which fork height is safe for driving?',
    attempts: 26,
    correct: 9,
    correctRate: 9 / 26,
  },
  {
    quizId: 'q1',
    workflowId: 'wf1',
    workflowTitle: 'Lathe setup',
    questionId: 'qq1',
    questionTitle: 'What comes first?',
    attempts: 31,
    correct: 25,
    correctRate: 25 / 31,
  },
];
