import type { Meta, StoryObj } from '@storybook/react-vite';
import { Slider } from './slider.js';

const meta = {
  title: 'UI/Slider',
  component: Slider,
  args: { label: 'Playback volume', defaultValue: 40, showValue: true },
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Stepped: Story = {
  args: { label: 'Auto-logout (minutes)', min: 5, max: 60, step: 5, defaultValue: 15 },
};
export const ValueText: Story = { args: { valueText: (v: number) => `${v} %` } };
export const Disabled: Story = { args: { disabled: true } };
export const ReadOnly: Story = { args: { readOnly: true } };
