// The organisation report (/analytics/main): overview cards with their change, the engagement
// chart and the top workspaces and users — with data, loading, failed and empty.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { fn } from 'storybook/test';
import { MainReportView, type MainReportData } from './main-report';
import { testEngagement, testOverview, testTopUsers, testTopWorkspaces } from './test-analytics';
import '../../styles.css';
import './analytics.css';

const ready = <T,>(value: T) => ({ state: 'ready' as const, value });
const data: MainReportData = {
  overview: ready(testOverview),
  engagement: ready(testEngagement),
  workspaces: ready(testTopWorkspaces),
  users: ready(testTopUsers),
};
const all = (load: MainReportData['overview']): MainReportData =>
  ({ overview: load, engagement: load, workspaces: load, users: load }) as MainReportData;

const meta = {
  title: 'Portal/Analytics/Organization',
  component: MainReportView,
  args: { data, onRetry: fn(), sorts: { workspaces: null, users: null }, onSort: fn() },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof MainReportView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const Loading: Story = { args: { data: all({ state: 'loading' }) } };
export const Failed: Story = {
  args: { data: all({ state: 'error', message: 'Network error: Failed to fetch' }) },
};
export const Empty: Story = {
  args: {
    data: {
      overview: ready({
        ...testOverview,
        current: { ...testOverview.current, views: 0, sopRuns: 0, users: 0 },
      }),
      engagement: ready({
        items: testEngagement.items.map((d) => ({ ...d, views: 0, sopRuns: 0 })),
      }),
      workspaces: ready({ items: [] }),
      users: ready({ items: [] }),
    },
  },
};
