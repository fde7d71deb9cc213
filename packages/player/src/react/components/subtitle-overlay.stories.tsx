import type { Meta, StoryObj } from '@storybook/react-vite';
import { withPlayerStyles, withVideoStage } from '../styles/story-decorator.js';
import { SubtitleOverlay } from './subtitle-overlay.js';

const meta = {
  title: 'Player/SubtitleOverlay',
  component: SubtitleOverlay,
  decorators: [withVideoStage, withPlayerStyles],
  args: { text: 'Turn the valve clockwise until the gauge reads zero.' },
} satisfies Meta<typeof SubtitleOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cue: Story = {};
/** Lifted above the control bar while the bar shows. */
export const Raised: Story = { args: { raised: true } };
export const TwoLines: Story = {
  args: {
    text: 'Before you start, check that the supply is closed\nand the pressure gauge reads zero.',
  },
};
export const Arabic: Story = { args: { text: 'أدر الصمام في اتجاه عقارب الساعة.' } };
export const BetweenCues: Story = { args: { text: null } };
