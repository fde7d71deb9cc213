import type { Meta, StoryObj } from '@storybook/react-vite';
import { withPlayerStyles, withVideoStage } from '../styles/story-decorator.js';
import { Watermark } from './watermark.js';

const meta = {
  title: 'Player/Watermark',
  component: Watermark,
  decorators: [withVideoStage, withPlayerStyles],
  args: { text: 'u_8f3a2c91' },
} satisfies Meta<typeof Watermark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UserId: Story = {};
/** Public mode shows the author's uid. */
export const AuthorUid: Story = { args: { text: 'author_51d0e7' } };
