import type { Meta, StoryObj } from '@storybook/react-vite';
import { withPlayerStyles } from '../styles/story-decorator.js';
import { QuizCard } from './quiz-card.js';
import { StepMenu } from './step-menu.js';
import { QUIZ_FAILED, QUIZ_NOT_TAKEN, QUIZ_ONE_QUESTION, QUIZ_PASSED } from './quiz-fixtures.js';

// 002 §2: the quiz card at the end of the steps list, in each state of the caller's attempts.
const meta = {
  title: 'Player/QuizCard',
  component: QuizCard,
  decorators: [
    withPlayerStyles,
    (Story) => (
      <div style={{ inlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
  args: { summary: QUIZ_NOT_TAKEN, onOpen: () => {} },
} satisfies Meta<typeof QuizCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotTaken: Story = {};
export const OneQuestion: Story = { args: { summary: QUIZ_ONE_QUESTION } };
export const Failed: Story = { args: { summary: QUIZ_FAILED } };
export const Passed: Story = { args: { summary: QUIZ_PASSED } };
/** Where it lives: after the steps in the step menu. */
export const InStepMenu: Story = {
  render: (args) => (
    <StepMenu
      steps={[
        {
          id: 's1',
          number: '01',
          title: 'Open the panel',
          durationLabel: '00:20',
          hasAttachments: false,
        },
        {
          id: 's2',
          number: '02',
          title: 'Replace the filter',
          durationLabel: '00:35',
          hasAttachments: false,
        },
      ]}
      currentStepId="s2"
      onSelect={() => {}}
      quizCard={<QuizCard {...args} />}
    />
  ),
};
