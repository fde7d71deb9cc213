import type { Meta, StoryObj } from '@storybook/react-vite';
import { withPlayerStyles } from '../styles/story-decorator.js';
import { Toolbox } from './toolbox.js';

const slot = (text: string) => <p style={{ padding: 12, margin: 0 }}>{text}</p>;

const meta = {
  title: 'Player/Toolbox',
  component: Toolbox,
  decorators: [
    withPlayerStyles,
    (Story) => (
      <div style={{ inlineSize: 380, blockSize: 360 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    tabs: ['summary', 'steps', 'qna', 'sop', 'comments'],
    defaultValue: 'summary',
    content: {
      summary: slot('Highlights and contents of the AI summary.'),
      steps: slot('The step list.'),
      qna: slot('Ask a question about this workflow.'),
      sop: slot('Step, description, tool, safety or warning.'),
      comments: slot('The comments panel.'),
    },
  },
} satisfies Meta<typeof Toolbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllTabs: Story = {};
/** No AI summary: steps is the default. Public player: no comments. */
export const StepsOnly: Story = { args: { tabs: ['steps', 'sop'], defaultValue: 'steps' } };
export const Small: Story = {
  args: { small: true },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 280 }}>
        <Story />
      </div>
    ),
  ],
};
export const DivideMode: Story = { args: { title: 'Pump service', onClose: () => {} } };
