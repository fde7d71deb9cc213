import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AiSummaryStatus } from '@stepwise/core';
import { isAiSummaryShown } from '@stepwise/core';
import { toolboxTabs } from '../../core/toolbox.js';
import { withPlayerStyles } from '../styles/story-decorator.js';
import { SopPanel, SummaryPanel, type SummaryItemView } from './summary-panel.js';
import { Toolbox } from './toolbox.js';

// A pump seal change: what the offline summariser quotes from its transcript.
const highlights: SummaryItemView[] = [
  {
    key: 'pump',
    text: 'Before you start, lock out the pump and close both isolation valves.',
    stepId: 's1',
    time: 0,
  },
  {
    key: 'seal',
    text: 'Pull the old mechanical seal straight out of the pump housing.',
    stepId: 's2',
    time: 25,
  },
  {
    key: 'leaks',
    text: 'Open the isolation valves, remove your lock and run the pump to check the seal for leaks.',
    stepId: 's3',
    time: 50,
  },
];
const contents: SummaryItemView[] = [
  {
    stepLabel: '01 Lock out',
    text: 'Hang your lock and tag on the pump breaker.',
    stepId: 's1',
    time: 5,
  },
  {
    stepLabel: '02 Remove the old seal',
    text: 'Pull the old mechanical seal straight out of the pump housing.',
    stepId: 's2',
    time: 25,
  },
  {
    stepLabel: '03 Fit the new seal',
    text: 'Refit the seal cover and torque the bolts to twenty newton metres.',
    stepId: 's3',
    time: 45,
  },
];

const meta = {
  title: 'Player/Summary tab',
  component: SummaryPanel,
  decorators: [
    withPlayerStyles,
    (Story) => (
      <div style={{ inlineSize: 380 }}>
        <Story />
      </div>
    ),
  ],
  args: { highlights, contents, onSeek: () => {} },
} satisfies Meta<typeof SummaryPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A completed summary: highlights, then one item per step; each plays from its time. */
export const Completed: Story = {};

/** An author's edited summary: items without times have no play button. */
export const AuthorEdited: Story = {
  args: {
    highlights: [{ key: 'Torque', text: 'Both bolts go to 20 Nm.' }],
    contents: [{ text: 'The bracket is fitted to the frame, then the bolts are tightened.' }],
  },
};

/** Contents only (a short transcript gave no highlight apart from them). */
export const ContentsOnly: Story = { args: { highlights: [] } };

/** Arabic interface, right to left. */
export const RightToLeft: Story = {
  args: {
    highlights: [{ key: 'المضخة', text: 'أوقف المضخة وأغلق صمامي العزل قبل البدء.', time: 0 }],
    contents: [{ stepLabel: '01 العزل', text: 'علّق القفل والبطاقة على قاطع المضخة.', time: 5 }],
  },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        <Story />
      </div>
    ),
  ],
};

/** The SOP tab: step, description, tool, safety or warning. */
export const Sop: Story = {
  render: () => (
    <SopPanel
      items={[
        {
          step: '1',
          description: 'Lock out the pump and close both isolation valves.',
          tool: 'Lock and tag',
          safetyOrWarning: 'The pump must not start while the cover is off.',
        },
        {
          step: '2',
          description: 'Remove the four bolts and pull the old seal.',
          tool: '13 mm socket',
          safetyOrWarning: '',
        },
        {
          step: '3',
          description: 'Press in the new seal and torque the bolts to 20 Nm.',
          tool: 'Torque wrench',
          safetyOrWarning: '',
        },
      ]}
    />
  ),
};

/**
 * The toolbox for each summary status (001 §5: only completed is shown). Completed opens on the
 * summary; pending, processing and failure (and a switched-off summary) leave it out, and the
 * steps open first.
 */
export const ToolboxByStatus: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {(['completed', 'pending', 'processing', 'failure'] as AiSummaryStatus[]).map((status) => {
        const shown = isAiSummaryShown({
          status,
          activate: true,
          content: { summary: { highlights: [], contents: [{ translations: [], content: {} }] } },
        });
        const toolbox = toolboxTabs({
          hasAiSummary: shown,
          qnaSupportsLanguage: true,
          qnaEnabled: false,
          qnaFeatureFlags: true,
          hasSop: false,
          commentsPermission: true,
          isPublic: false,
          versionId: null,
        });
        return (
          <div key={status} style={{ blockSize: 280 }}>
            <p style={{ margin: '0 0 4px', font: '12px system-ui' }}>status: {status}</p>
            <Toolbox
              tabs={toolbox.tabs}
              defaultValue={toolbox.defaultTab}
              content={{
                summary: <SummaryPanel highlights={highlights} contents={contents} />,
                steps: <p style={{ padding: 12, margin: 0 }}>The step list.</p>,
                comments: <p style={{ padding: 12, margin: 0 }}>The comments panel.</p>,
              }}
            />
          </div>
        );
      })}
    </div>
  ),
};
