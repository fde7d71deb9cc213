/**
 * The quiz the unit tests and stories take: "Replace the air filter", one true-or-false and two
 * single-selection questions, with its key (test data, not the server's).
 */
import type { QuizForTaking } from '@stepwise/core';
import type { MemoryQuizScript } from './test-port.js';

export const airFilterQuiz: QuizForTaking = {
  id: 'qz-air-filter',
  workflowId: 'wf-air-filter',
  workflowTitle: 'Replace the air filter',
  published: true,
  status: 'completed',
  passingScore: 80,
  questions: [
    {
      id: 'q1',
      type: 'true-or-false',
      title: 'The filter housing is held by four clips.',
      options: [
        { letter: 'A', text: 'True' },
        { letter: 'B', text: 'False' },
      ],
      encryptedAnswer: 'sealed-q1',
    },
    {
      id: 'q2',
      type: 'single-selection',
      title: 'What do you do before opening the housing?',
      options: [
        { letter: 'A', text: 'Switch the unit off and lock it out' },
        { letter: 'B', text: 'Oil the clips' },
        { letter: 'C', text: 'Remove the fuse box cover' },
        { letter: 'D', text: 'Nothing: it can stay running' },
      ],
      encryptedAnswer: 'sealed-q2',
    },
    {
      id: 'q3',
      type: 'single-selection',
      title: 'How do you know the new cartridge is seated?',
      options: [
        { letter: 'A', text: 'The housing light turns green' },
        { letter: 'B', text: 'It clicks into place' },
        { letter: 'C', text: 'The label faces down' },
        { letter: 'D', text: 'After two minutes' },
      ],
      encryptedAnswer: 'sealed-q3',
    },
  ],
};

export const airFilterKey: NonNullable<MemoryQuizScript['key']> = {
  q1: { answer: 'A', explanation: 'Step 2 releases the four clips.', source: 'Step 2 at 1:04' },
  q2: {
    answer: 'A',
    explanation: 'Step 1 switches the unit off and locks it out first.',
    source: 'Step 1 at 0:12',
  },
  q3: { answer: 'B', explanation: 'Step 3: push it in until it clicks.', source: 'Step 3 at 1:23' },
};
