import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { withPlayerStyles } from '../styles/story-decorator.js';
import { StepMenu } from './step-menu.js';
import type { StepMenuProps } from './step-menu.js';

const poster = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="hsl(${hue} 40% 35%)"/></svg>`,
  )}`;

const titles = [
  'Put on gloves and goggles',
  'Open the service panel',
  'Check the pressure gauge reads below 2 bar before you continue',
  'Close the supply valve',
  'Replace the filter cartridge',
  'Restart the pump',
];

function Example(props: StepMenuProps) {
  const [current, setCurrent] = useState(props.currentStepId);
  return <StepMenu {...props} currentStepId={current} onSelect={setCurrent} />;
}

const meta = {
  title: 'Player/StepMenu',
  component: Example,
  decorators: [withPlayerStyles],
  args: {
    steps: titles.map((title, i) => ({
      id: `s${i + 1}`,
      number: String(i + 1).padStart(2, '0'),
      title,
      durationLabel: `00:${String(15 + i * 7).padStart(2, '0')}`,
      poster: poster(i * 50),
      hasAttachments: i % 2 === 1,
    })),
    currentStepId: 's2',
    onSelect: () => {},
  },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutPosters: Story = {
  args: {
    steps: titles.slice(0, 3).map((title, i) => ({
      id: `s${i + 1}`,
      number: String(i + 1).padStart(2, '0'),
      title,
      durationLabel: '00:30',
      hasAttachments: false,
    })),
    currentStepId: 's1',
  },
};
export const WithQuizCard: Story = {
  args: {
    quizCard: (
      <div style={{ padding: 16, border: '1px dashed currentColor', borderRadius: 6 }}>
        Quiz: 5 questions
      </div>
    ),
  },
};
