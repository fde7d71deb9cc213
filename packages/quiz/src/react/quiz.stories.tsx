import type { Meta, StoryObj } from '@storybook/react-vite';
import type { OptionLetter } from '@stepwise/core';
import { useEffect, useMemo } from 'react';
import { createQuizStore, withAttempt } from '../core/quiz-store.js';
import {
  EMPTY_HISTORY,
  memoryQuizPort,
  portError,
  type MemoryQuizScript,
} from '../core/test-port.js';
import { airFilterKey, airFilterQuiz } from '../core/test-quiz.js';
import { Quiz } from './quiz.js';
import type { QuizProps } from './quiz-props.js';

// Stories need no server: an in-memory port answers from each story's script, and a story that
// shows a later state drives the store there (answers chosen, submitted) before it renders it.

type Step = 'answer' | 'submit';

const PASSING: Record<string, OptionLetter> = { q1: 'A', q2: 'A', q3: 'B' };
const FAILING: Record<string, OptionLetter> = { q1: 'B', q2: 'B', q3: 'B' };

function Scripted({
  script,
  answers,
  steps = [],
  ...props
}: Omit<QuizProps, 'store' | 'port' | 'workflowId'> & {
  script: MemoryQuizScript;
  answers?: Record<string, OptionLetter>;
  steps?: Step[];
}) {
  const store = useMemo(
    () => createQuizStore({ port: memoryQuizPort(script), workflowId: 'wf-air-filter' }),
    [script],
  );
  const todo = steps.join(' ');
  useEffect(() => {
    void store.start().then(async () => {
      if (!todo.includes('answer')) return;
      for (const [id, letter] of Object.entries(answers ?? {})) store.choose(id, letter);
      if (todo.includes('submit')) await store.submit();
    });
  }, [store, answers, todo]);
  const port = useMemo(() => memoryQuizPort(script), [script]);
  return (
    <div style={{ maxInlineSize: 720 }}>
      <Quiz {...props} store={store} port={port} workflowId="wf-air-filter" />
    </div>
  );
}

const quizScript: MemoryQuizScript = { quiz: airFilterQuiz, key: airFilterKey };

/** An earlier attempt of this person: opening the quiz reviews it (002 §4 REVIEW_QUIZ). */
function earlierAttempt(): MemoryQuizScript {
  const questions = airFilterQuiz.questions.map((q) => ({
    questionId: q.id,
    title: q.title,
    type: q.type,
    options: q.options,
    userAnswer: FAILING[q.id] ?? null,
    correctAnswer: airFilterKey[q.id]!.answer,
    isCorrect: FAILING[q.id] === airFilterKey[q.id]!.answer,
    explanation: airFilterKey[q.id]!.explanation ?? '',
    referenceSource: airFilterKey[q.id]!.source ?? '',
  }));
  const attempt = {
    id: 'uq-earlier',
    quizId: airFilterQuiz.id,
    workflow: { id: airFilterQuiz.workflowId, title: airFilterQuiz.workflowTitle },
    skillName: null,
    userOrTeamSkillId: null,
    status: 'failed' as const,
    correctAnswerCount: 1,
    questionCount: 3,
    score: 33,
    passingScore: 80,
    attempt: 1,
    questions,
    createdAt: '2026-11-19T09:30:00.000Z',
  };
  return { ...quizScript, history: withAttempt(EMPTY_HISTORY, attempt) };
}

const meta = {
  title: 'Quiz/Quiz',
  component: Scripted,
  args: { script: quizScript, theme: 'dark', lang: 'en', layout: 'one-at-a-time' },
} satisfies Meta<typeof Scripted>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { script: { hang: true } } };
export const NoQuiz: Story = { args: { script: { quiz: null } } };
export const NotPublished: Story = {
  args: { script: { quiz: { ...airFilterQuiz, published: false } } },
};
export const QuestionOneAtATime: Story = {};
export const QuestionAllAtOnce: Story = { args: { layout: 'all-at-once' } };
export const Answered: Story = {
  args: { layout: 'all-at-once', answers: PASSING, steps: ['answer'] },
};
export const Submitting: Story = {
  args: {
    layout: 'all-at-once',
    script: { ...quizScript, hangSubmit: true },
    answers: PASSING,
    steps: ['answer', 'submit'],
  },
};
export const ResultPassed: Story = { args: { answers: PASSING, steps: ['answer', 'submit'] } };
export const ResultFailed: Story = { args: { answers: FAILING, steps: ['answer', 'submit'] } };
export const Review: Story = { args: { script: earlierAttempt() } };
export const LoadError: Story = { args: { script: { loadError: portError(500) } } };
export const SubmitError: Story = {
  args: {
    layout: 'all-at-once',
    script: { ...quizScript, submitError: portError(0) },
    answers: PASSING,
    steps: ['answer', 'submit'],
  },
};
export const RightToLeft: Story = { args: { lang: 'ar-ar' } };
export const RightToLeftResult: Story = {
  args: { lang: 'ar-ar', answers: FAILING, steps: ['answer', 'submit'] },
};
export const Light: Story = { args: { theme: 'light' } };
export const Dark: Story = { args: { theme: 'dark', answers: PASSING, steps: ['answer'] } };
export const WithClose: Story = { args: { onClose: () => undefined } };
