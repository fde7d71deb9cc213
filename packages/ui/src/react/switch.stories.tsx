import type { Meta, StoryObj } from '@storybook/react-vite';
import { SWITCH_COLORS, SWITCH_SIZES } from '../core/constants.js';
import { Switch } from './switch.js';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  args: { children: 'Allow automatic logout', size: 'md', color: 'primary' },
  argTypes: {
    size: { control: 'inline-radio', options: SWITCH_SIZES },
    color: { control: 'inline-radio', options: SWITCH_COLORS },
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const Disabled: Story = { args: { disabled: true } };
export const DisabledChecked: Story = { args: { disabled: true, defaultChecked: true } };
export const ReadOnly: Story = { args: { readOnly: true, defaultChecked: true } };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {SWITCH_SIZES.map((size) => (
        <Switch key={size} {...args} size={size} defaultChecked>
          Size {size}
        </Switch>
      ))}
    </div>
  ),
};
export const Colours: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {SWITCH_COLORS.map((color) => (
        <Switch key={color} {...args} color={color} defaultChecked>
          Colour {color}
        </Switch>
      ))}
    </div>
  ),
};
