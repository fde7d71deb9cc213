import type { Meta, StoryObj } from '@storybook/react-vite';
import { withPlayerStyles, withVideoStage } from '../styles/story-decorator.js';
import { StepNameTag } from './step-name-tag.js';

const meta = {
  title: 'Player/StepNameTag',
  component: StepNameTag,
  decorators: [withVideoStage, withPlayerStyles],
  args: { number: '03', title: 'Close the supply valve', visible: true },
} satisfies Meta<typeof StepNameTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {};
export const Hidden: Story = { args: { visible: false } };
export const LongTitle: Story = {
  args: {
    title: 'Check that the pressure gauge reads below 2 bar before you open the service panel',
  },
};
