import type { Meta, StoryObj } from '@storybook/react-vite';
import { withPlayerStyles, withVideoStage } from '../styles/story-decorator.js';
import { QuizMask } from './quiz-mask.js';
import { QUIZ_FAILED, QUIZ_NOT_TAKEN, QUIZ_PASSED } from './quiz-fixtures.js';

// 002 §4: the mask over the picture at the end of the last step when a quiz is pending.
const meta = {
  title: 'Player/QuizMask',
  component: QuizMask,
  decorators: [withVideoStage, withPlayerStyles],
  args: { summary: QUIZ_NOT_TAKEN, onOpen: () => {}, onClose: () => {} },
} satisfies Meta<typeof QuizMask>;

export default meta;
type Story = StoryObj<typeof meta>;

/** First time: take the quiz, or close the mask. */
export const Pending: Story = {};
/** After a failed attempt the quiz is still pending: take it again, review, or close. */
export const AfterAFailedAttempt: Story = { args: { summary: QUIZ_FAILED } };
/** Not shown by the player once passed (no quiz is pending); here for the layout. */
export const Passed: Story = { args: { summary: QUIZ_PASSED } };
