// One workflow's report (/analytics/workflow/{id}, no header): totals, views per day, the step
// drop-off funnel, per-step table and latest views — with data, loading, failed and no viewers.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { fn } from 'storybook/test';
import { WorkflowDetailView } from './workflow-detail';
import { testDropOff, testWorkflowOverview } from './test-analytics';
import '../../styles.css';
import './analytics.css';

const meta = {
  title: 'Portal/Analytics/WorkflowDetail',
  component: WorkflowDetailView,
  args: {
    overview: { state: 'ready', value: testWorkflowOverview },
    dropOff: { state: 'ready', value: testDropOff },
    onRetry: fn(),
    sort: null,
    onSort: fn(),
  },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof WorkflowDetailView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const Loading: Story = {
  args: { overview: { state: 'loading' }, dropOff: { state: 'loading' } },
};
export const Failed: Story = {
  args: {
    overview: { state: 'error', message: 'Network error: Failed to fetch' },
    dropOff: { state: 'error', message: 'Network error: Failed to fetch' },
  },
};
export const NoViewers: Story = {
  args: {
    overview: {
      state: 'ready',
      value: {
        ...testWorkflowOverview,
        totals: { views: 0, viewers: 0, watchSeconds: 0, completions: 0, completionRate: 0 },
        days: testWorkflowOverview.days.map((d) => ({ ...d, views: 0, viewers: 0 })),
        steps: testWorkflowOverview.steps.map((s) => ({ ...s, reached: 0, finished: 0 })),
        recentViewers: [],
      },
    },
    dropOff: {
      state: 'ready',
      value: {
        ...testDropOff,
        viewers: 0,
        items: testDropOff.items.map((s) => ({ ...s, reached: 0, finished: 0 })),
      },
    },
  },
};
