// The admin overview (issue 25) in its states: loading, failed, the organisation's counts and a
// workspace admin's part.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AdminOverview } from '@stepwise/core';
import { MemoryRouter } from 'react-router';
import { fn } from 'storybook/test';
import { OverviewView } from './overview-view';
import './admin-layout.css';
import '../../styles.css';

const ORG: AdminOverview = {
  scope: 'organization',
  users: {
    total: 312,
    email: 120,
    employeeId: 170,
    shared: 12,
    lmsLearner: 10,
    disabled: 6,
    invited: 14,
    recentSignIns: 201,
  },
  workspaceGroups: 4,
  workspaces: 17,
  teams: 9,
  categories: 23,
  publishedWorkflows: 486,
  publishedSmartInstructions: 52,
  skills: 31,
  tasks: 44,
};

const meta = {
  title: 'Portal/Admin/Overview',
  component: OverviewView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    load: { state: 'ready', value: ORG },
    onRetry: fn(),
    canOpen: (_to: string) => true as boolean,
  },
} satisfies Meta<typeof OverviewView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Organisation: Story = {};
export const WorkspaceAdmin: Story = {
  args: {
    load: {
      state: 'ready',
      value: {
        ...ORG,
        scope: 'workspaces',
        users: { ...ORG.users, total: 40, email: 12, employeeId: 26, shared: 2, lmsLearner: 0 },
        workspaceGroups: 1,
        workspaces: 2,
      },
    },
    canOpen: (to) => to !== '/admin/users',
  },
};
export const Loading: Story = { args: { load: { state: 'loading' } } };
export const LoadFailed: Story = {
  args: { load: { state: 'error', message: 'Network error: Failed to fetch' } },
};
