import type { Meta, StoryObj } from '@storybook/react-vite';
import { CHECKBOX_SHAPES } from '../core/constants.js';
import { Checkbox } from './checkbox.js';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { children: 'Remember me', shape: 'square' },
  argTypes: { shape: { control: 'inline-radio', options: CHECKBOX_SHAPES } },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const Indeterminate: Story = { args: { indeterminate: true, children: 'Select all' } };
export const Circle: Story = { args: { shape: 'circle', defaultChecked: true } };
export const Disabled: Story = { args: { disabled: true } };
export const ReadOnly: Story = { args: { readOnly: true, defaultChecked: true } };
export const Shapes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {CHECKBOX_SHAPES.map((shape) => (
        <Checkbox key={shape} {...args} shape={shape} defaultChecked>
          Shape {shape}
        </Checkbox>
      ))}
    </div>
  ),
};
