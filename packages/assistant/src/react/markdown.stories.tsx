import type { Meta, StoryObj } from '@storybook/react-vite';
import { Markdown } from './markdown.js';

const meta = {
  title: 'Assistant/Markdown',
  component: Markdown,
  decorators: [
    (Story) => (
      <div className="sw-assistant-answer" style={{ maxInlineSize: 420, padding: 12 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Markdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Everything: Story = {
  args: {
    text: [
      '**Replace the air filter**, step 2 (1:04):',
      '',
      '> Release the four clips on the housing cover and lift it straight up.',
      '',
      '1. Slide the old cartridge out',
      '2. Push the new one in until it *clicks*',
      '',
      'Part number `AF-2210`, see [the supplier sheet](https://example.com/af-2210).',
    ].join('\n'),
  },
};
export const UnsafeInputStaysText: Story = {
  args: {
    text: '<img src=x onerror=alert(1)> and [a script link](javascript:alert(1)) stay text.',
  },
};
