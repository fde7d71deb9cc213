import type { Meta, StoryObj } from '@storybook/react-vite';
import { memoryVersionClient, sameComparison } from './test-versions';
import { VersionHistoryPanel } from './version-history-panel';

const meta = {
  title: 'Portal/VersionHistory/VersionHistoryPanel',
  component: VersionHistoryPanel,
  args: { workflowId: 'wf1', client: memoryVersionClient().client },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 880, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VersionHistoryPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two versions, the newest approved through review: Play, Compare, Restore as draft. */
export const List: Story = {};
export const Empty: Story = { args: { client: memoryVersionClient({ versions: [] }).client } };
export const Loading: Story = { args: { client: memoryVersionClient({ hang: true }).client } };
/** The list failed: the message and a retry (which succeeds). */
export const LoadFailed: Story = {
  args: { client: memoryVersionClient({ failList: true }).client },
};
/** 1.0 against 2.0: a step renamed and retimed, a transcript line reworded. */
export const Diff: Story = { args: { initialCompare: { from: 'ver1', to: 'ver2' } } };
export const NoDifferences: Story = {
  args: {
    client: memoryVersionClient({ comparison: sameComparison }).client,
    initialCompare: { from: 'ver2', to: 'draft' },
  },
};
/** Restore answers code 50: the confirm shows the in-review message. */
export const RestoreInReview: Story = {
  args: { client: memoryVersionClient({ inReview: true }).client },
};
