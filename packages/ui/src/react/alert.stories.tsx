import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert, ALERT_TONES } from './alert.js';
import { Button } from './button.js';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  args: {
    tone: 'info',
    title: 'Workspace saved',
    children: 'Members see the change right away.',
  },
  argTypes: { tone: { control: 'inline-radio', options: ALERT_TONES } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {ALERT_TONES.map((tone) => (
        <Alert key={tone} {...args} tone={tone} title={`Tone ${tone}`} />
      ))}
    </div>
  ),
};
export const ConnectionFailed: Story = {
  args: {
    tone: 'danger',
    title: 'Connection failed',
    children: 'Check your network and try again.',
    action: <Button size="sm">Retry</Button>,
    closeLabel: 'Close',
    onClose: () => {},
  },
};
