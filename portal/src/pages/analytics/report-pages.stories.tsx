// The legacy report tables and trends with static data: smart videos detail (data, loading,
// empty, failed), the users overview with its list, and a trend (data, empty).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { fn } from 'storybook/test';
import type { WorkflowDetailRow } from '@stepwise/core';
import type { Load } from '../../lib/use-load';
import { EMPTY_VIEW } from './analytics-state';
import { useUserColumns, useWorkflowDetailColumns } from './columns';
import { PagedReport, type RowsPage } from './paged-report';
import { TrendView, type TrendData } from './trend-report';
import { UsersOverviewCards } from './users-report';
import {
  onePage,
  testDays,
  testTopUsers,
  testUsersOverview,
  testWorkflowRows,
} from './test-analytics';
import '../../styles.css';
import './analytics.css';

function WorkflowsDetail({ load }: { load: Load<RowsPage<WorkflowDetailRow>> }) {
  return (
    <PagedReport
      caption="Smart videos detail"
      testId="story-workflows"
      keyword="Search by title"
      load={load}
      onRetry={fn()}
      view={EMPTY_VIEW}
      onView={fn()}
      columns={useWorkflowDetailColumns()}
      rowKey={(r) => r.workflowId}
    />
  );
}

const meta = {
  title: 'Portal/Analytics/Reports',
  component: WorkflowsDetail,
  args: { load: { state: 'ready', value: { items: testWorkflowRows, page: onePage(3) } } },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof WorkflowsDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WorkflowsDetailData: Story = {};
export const WorkflowsDetailLoading: Story = { args: { load: { state: 'loading' } } };
export const WorkflowsDetailEmpty: Story = {
  args: { load: { state: 'ready', value: { items: [], page: onePage(0) } } },
};
export const WorkflowsDetailFailed: Story = {
  args: { load: { state: 'error', message: 'Network error: Failed to fetch' } },
};
export const WorkflowsDetailManyPages: Story = {
  args: {
    load: {
      state: 'ready',
      value: { items: testWorkflowRows, page: { page: 1, size: 3, dataCount: 9, pageCount: 3 } },
    },
  },
};

function Users() {
  const rows = testTopUsers.items.map((u) => ({
    ...u,
    employeeId: null,
    role: 'viewer',
    disabled: false,
    sopRuns: 2,
    quizzesPassed: 3,
    lastActiveAt: '2026-11-25T14:30:00.000Z',
  }));
  return (
    <PagedReport
      caption="Users"
      testId="story-users"
      keyword="Search by name, email or employee ID"
      before={
        <UsersOverviewCards load={{ state: 'ready', value: testUsersOverview }} onRetry={fn()} />
      }
      load={{ state: 'ready', value: { items: rows, page: onePage(rows.length) } }}
      onRetry={fn()}
      view={EMPTY_VIEW}
      onView={fn()}
      columns={useUserColumns()}
      rowKey={(r) => r.userId}
    />
  );
}
export const UsersData: Story = { render: () => <Users /> };

const trend: TrendData = {
  days: testDays,
  series: [
    { key: 'views', name: 'Views', values: testDays.map((_, i) => 10 + ((i * 7) % 13)) },
    { key: 'viewers', name: 'Viewers', values: testDays.map((_, i) => 4 + ((i * 5) % 6)) },
  ],
};
export const TrendWithData: Story = {
  render: () => (
    <TrendView
      title="Smart videos trend"
      testId="story-trend"
      onRetry={fn()}
      load={{ state: 'ready', value: trend }}
    />
  ),
};
export const TrendEmpty: Story = {
  render: () => (
    <TrendView
      title="Smart videos trend"
      testId="story-trend"
      onRetry={fn()}
      load={{
        state: 'ready',
        value: {
          ...trend,
          series: trend.series.map((s) => ({ ...s, values: s.values.map(() => 0) })),
        },
      }}
    />
  ),
};
