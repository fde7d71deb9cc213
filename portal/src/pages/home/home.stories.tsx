// Home's overview (issue 24; 002 §2) with everything, with nothing due or viewed, and with the
// skills and tasks features off; discover's list and its empty state.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { accessFlags, DEFAULT_FEATURE_FLAGS, IpCheckState } from '@stepwise/core';
import { MemoryRouter } from 'react-router';
import type { AccessSession } from '../../session/route-access';
import { DiscoverList } from './home-discover';
import { HomeOverviewView } from './home-overview';
import { testOverview } from './test-overview';
import '../../styles.css';

const session = (on: boolean): AccessSession => ({
  role: 'viewer',
  flags: accessFlags('viewer', null, DEFAULT_FEATURE_FLAGS),
  features: { ...DEFAULT_FEATURE_FLAGS, skills: on, tasks: on },
  ipCheck: IpCheckState.PASSED,
});

const meta = {
  title: 'Portal/Home/Overview',
  component: HomeOverviewView,
  args: { overview: testOverview(), session: session(true) },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof HomeOverviewView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Everything: Story = {};
export const NothingDueOrViewed: Story = {
  args: { overview: testOverview({ due: [], recent: [] }) },
};
export const SkillsAndTasksOff: Story = { args: { session: session(false) } };

export const Discover: StoryObj<typeof DiscoverList> = {
  render: () => (
    <MemoryRouter>
      <DiscoverList
        items={[
          {
            type: 'workflows',
            id: 'wf1',
            title: 'Torque check',
            posterURL: null,
            publishedAt: '2026-03-01T09:00:00.000Z',
            workspaceId: 'ws1',
            workspaceName: 'Assembly Line',
          },
          {
            type: 'multimodal-sops',
            id: 'sop1',
            title: 'Replace the filter',
            posterURL: null,
            publishedAt: '2026-02-27T09:00:00.000Z',
            workspaceId: 'ws1',
            workspaceName: 'Assembly Line',
          },
        ]}
      />
    </MemoryRouter>
  ),
};
export const DiscoverEmpty: StoryObj<typeof DiscoverList> = {
  render: () => (
    <MemoryRouter>
      <DiscoverList items={[]} />
    </MemoryRouter>
  ),
};
