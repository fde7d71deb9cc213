// Governance (issue 25) in its states: the list with an overdue review, each tab empty, loading,
// failed, and a save that was refused.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { GovernanceView } from './governance-view';
import '../../styles.css';

const items = [
  {
    type: 'workflows' as const,
    id: 'w1',
    title: 'Conveyor Belt Tensioning',
    workspaceId: 'ws1',
    workspaceName: 'Assembly Line',
    published: true,
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-02-10T10:00:00.000Z',
    owner: { id: 'u1', name: 'Priya Author' },
    reviewBy: '2026-03-01',
    reviewedAt: null,
    reviewDue: true,
    stale: false,
    views: 14,
  },
  {
    type: 'multimodal-sops' as const,
    id: 's1',
    title: 'Reset the palletiser',
    workspaceId: 'ws2',
    workspaceName: 'Maintenance',
    published: true,
    createdAt: '2025-03-10T10:00:00.000Z',
    updatedAt: '2025-04-10T10:00:00.000Z',
    owner: null,
    reviewBy: null,
    reviewedAt: null,
    reviewDue: false,
    stale: true,
    views: 0,
  },
];
const page = (list: typeof items) => ({
  items: list,
  page: { page: 0, size: 20, dataCount: list.length, pageCount: list.length ? 1 : 0 },
});

const meta = {
  title: 'Portal/OrgTools/Governance',
  component: GovernanceView,
  args: {
    list: 'all',
    keyword: '',
    loaded: { status: 'ready', page: page(items) },
    problem: null,
    onList: fn(),
    onKeyword: fn(),
    onPage: fn(),
    onRetry: fn(),
    onSave: fn(),
    onReviewed: fn(),
    searchPeople: async () => [
      { id: 'u2', displayName: 'Walter Lead', email: 'wsadmin@demo.stepwise.test' },
    ],
  },
} satisfies Meta<typeof GovernanceView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllContent: Story = {};
export const ReviewDueEmpty: Story = {
  args: { list: 'review-due', loaded: { status: 'ready', page: page([]) } },
};
export const StaleEmpty: Story = {
  args: { list: 'stale', loaded: { status: 'ready', page: page([]) } },
};
export const NeverViewedEmpty: Story = {
  args: { list: 'never-viewed', loaded: { status: 'ready', page: page([]) } },
};
export const Loading: Story = { args: { loaded: { status: 'loading' } } };
export const Failed: Story = {
  args: { loaded: { status: 'failed', message: 'Network error: Failed to fetch' } },
};
export const SaveRefused: Story = { args: { problem: 'User not found' } };
