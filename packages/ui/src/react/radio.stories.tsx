import type { Meta, StoryObj } from '@storybook/react-vite';
import { RADIO_TYPES } from '../core/constants.js';
import { Radio, RadioGroup } from './radio.js';
import type { RadioGroupProps } from './radio.js';

function Example(props: RadioGroupProps) {
  return (
    <RadioGroup label="View mode" defaultValue="card" {...props}>
      <Radio value="card">Cards</Radio>
      <Radio value="list">List</Radio>
      <Radio value="table" disabled>
        Table
      </Radio>
    </RadioGroup>
  );
}

const meta = {
  title: 'UI/Radio',
  component: Example,
  args: { type: 'primary', orientation: 'vertical' },
  argTypes: {
    type: { control: 'inline-radio', options: RADIO_TYPES },
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
  },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Horizontal: Story = { args: { orientation: 'horizontal' } };
export const Disabled: Story = { args: { disabled: true } };
export const ReadOnly: Story = { args: { readOnly: true } };
export const Types: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      {RADIO_TYPES.map((type) => (
        <Example key={type} {...args} type={type} label={`Type ${type}`} />
      ))}
    </div>
  ),
};
