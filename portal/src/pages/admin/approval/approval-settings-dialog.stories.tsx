// The workspace approval settings dialog (issue 23) in its states: the feature off, loading, a
// failed load, a new workflow, a saved one with open requests, and one at the 10-stage limit. The
// client is a fake: the reviewer search finds three people, saves answer after a moment.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ApprovalWorkflow } from '@stepwise/core';
import { MemoryRouter } from 'react-router';
import { fn } from 'storybook/test';
import type { Reviewer } from './approval-form';
import type { ApprovalSettingsClient } from './approval-settings-client';
import { ApprovalSettingsDialog } from './approval-settings-dialog';
import '../../../styles.css';

const PEOPLE: Reviewer[] = [
  { id: 'u-priya', name: 'Priya Author' },
  { id: 'u-victor', name: 'Victor Operator' },
  { id: 'u-walter', name: 'Walter Lead' },
];

const stage = (title: string, ids: string[], rule: 'any' | 'all' = 'any') => ({
  title,
  rule,
  reviewerIds: ids,
  reviewers: ids.map((uid) => ({
    uid,
    displayName: PEOPLE.find((p) => p.id === uid)?.name ?? uid,
  })),
});

const saved: ApprovalWorkflow = {
  id: 'aw1',
  workspaceId: 'ws1',
  workspaceName: 'Assembly Line',
  title: 'Assembly review',
  stages: [stage('Quality', ['u-priya', 'u-victor'], 'all'), stage('Safety', ['u-walter'])],
  reminderDays: 3,
  escalationDays: 4,
  openRequests: 2,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
};

const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 400));

function client(load: () => Promise<ApprovalWorkflow | null>): ApprovalSettingsClient {
  return {
    load,
    searchReviewers: (keyword) =>
      later(PEOPLE.filter((p) => p.name.toLowerCase().includes(keyword.toLowerCase()))),
    create: () => later(saved),
    update: () => later(saved),
    remove: () => later(undefined),
  };
}

const meta = {
  title: 'Portal/Admin/Approval settings dialog',
  component: ApprovalSettingsDialog,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    workspace: { id: 'ws1', name: 'Assembly Line' },
    enabled: true,
    client: client(() => later(null)),
    onClose: fn(),
    onSaved: fn(),
  },
} satisfies Meta<typeof ApprovalSettingsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FeatureOff: Story = { args: { enabled: false } };

export const Loading: Story = { args: { client: client(() => new Promise(() => undefined)) } };

export const LoadFailed: Story = {
  args: { client: client(() => Promise.reject(new Error('The server could not be reached'))) },
};

export const NewWorkflow: Story = {};

export const SavedWithOpenRequests: Story = { args: { client: client(() => later(saved)) } };

export const TenStages: Story = {
  args: {
    client: client(() =>
      later({
        ...saved,
        openRequests: 0,
        stages: Array.from({ length: 10 }, (_, i) => stage(`Stage ${i + 1}`, ['u-priya'])),
      }),
    ),
  },
};
