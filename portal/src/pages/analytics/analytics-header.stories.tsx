// The analytics header (issue 25; 002 §2, §8) in each control state: every control, no filters
// (organisation), export only (users), workspace only (quiz), the workspace list loading and
// failed, a reversed date range, the export running, done and failed; and hidden on a detail
// route. Static props: the layout feeds it from the store and the server.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { analyticsHeaderHidden, headerControls, type ReportName } from '@stepwise/core';
import { AnalyticsHeader, type AnalyticsHeaderProps } from './analytics-header';
import { reportOfPath } from './report-path';
import '../../styles.css';
import './analytics.css';

const props = (report: ReportName): AnalyticsHeaderProps => ({
  report,
  controls: headerControls(report),
  dateRange: ['2026-08-26', '2026-11-26'],
  onDateRange: fn(),
  workspaceId: 'All',
  workspaces: {
    state: 'ready',
    value: [
      { id: 'ws1', name: 'Assembly line A' },
      { id: 'ws2', name: 'Maintenance' },
      { id: 'ws3', name: 'Quality' },
    ],
  },
  onWorkspace: fn(),
  onRetryWorkspaces: fn(),
  exporter: { state: { status: 'idle' }, start: fn(), download: fn(), reset: fn() },
});

const meta = {
  title: 'Portal/Analytics/Header',
  component: AnalyticsHeader,
  args: props('workflows/detail'),
} satisfies Meta<typeof AnalyticsHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllControls: Story = {};
export const NoFilters: Story = { args: props('main') };
export const ExportOnly: Story = { args: props('users') };
export const WorkspaceOnly: Story = { args: props('quiz') };
export const WorkspacesLoading: Story = { args: { workspaces: { state: 'loading' } } };
export const WorkspacesFailed: Story = {
  args: { workspaces: { state: 'error', message: 'Network error: Failed to fetch' } },
};
export const ReversedRange: Story = { args: { dateRange: ['2026-11-26', '2026-08-26'] } };
export const ExportRunning: Story = {
  args: {
    exporter: {
      state: { status: 'running', format: 'xlsx', progress: 0.35 },
      start: fn(),
      download: fn(),
      reset: fn(),
    },
  },
};
export const ExportDone: Story = {
  args: {
    exporter: {
      state: {
        status: 'done',
        format: 'xlsx',
        id: 'e1',
        fileName: 'workflows-detail.xlsx',
        rows: 3,
      },
      start: fn(),
      download: fn(),
      reset: fn(),
    },
  },
};
export const ExportFailed: Story = {
  args: { exporter: { state: { status: 'failed' }, start: fn(), download: fn(), reset: fn() } },
};

/** On /analytics/workflow/{id} (and the user and quiz-workflow pages) there is no header. */
export const HiddenOnDetailRoute: Story = {
  render: (args) => {
    const path = '/analytics/workflow/w1';
    const report = reportOfPath(path);
    return (
      <div data-testid="hidden-header-story">
        <p className="muted">{path}</p>
        {report && !analyticsHeaderHidden(path) && <AnalyticsHeader {...args} report={report} />}
      </div>
    );
  },
};
