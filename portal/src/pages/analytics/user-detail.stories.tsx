// One person's report (/analytics/user/{id}, no header): totals, views per day and the view
// history — with data, loading and failed.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { fn } from 'storybook/test';
import { EMPTY_VIEW } from './analytics-state';
import { UserDetailView } from './user-detail';
import { onePage, testUserOverview, testViewHistory } from './test-analytics';
import '../../styles.css';
import './analytics.css';

const meta = {
  title: 'Portal/Analytics/UserDetail',
  component: UserDetailView,
  args: {
    overview: { state: 'ready', value: testUserOverview },
    history: { state: 'ready', value: { items: testViewHistory, page: onePage(3) } },
    onRetry: fn(),
    view: EMPTY_VIEW,
    onView: fn(),
  },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof UserDetailView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const Loading: Story = {
  args: { overview: { state: 'loading' }, history: { state: 'loading' } },
};
export const Failed: Story = {
  args: {
    overview: { state: 'error', message: 'Network error: Failed to fetch' },
    history: { state: 'error', message: 'Network error: Failed to fetch' },
  },
};
export const NoViews: Story = {
  args: { history: { state: 'ready', value: { items: [], page: onePage(0) } } },
};
