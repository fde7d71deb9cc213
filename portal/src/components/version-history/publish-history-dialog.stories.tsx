import type { Meta, StoryObj } from '@storybook/react-vite';
import { PublishHistoryDialog } from './publish-history-dialog';
import { memoryVersionClient } from './test-versions';

const meta = {
  title: 'Portal/VersionHistory/PublishHistoryDialog',
  component: PublishHistoryDialog,
  args: {
    workflowId: 'wf1',
    title: 'Replace the filter',
    client: memoryVersionClient().client,
    onClose: () => undefined,
  },
} satisfies Meta<typeof PublishHistoryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The Versions tab (signed out in Storybook, the approval-workflows flag is off: no Approvals
 * tab; with the flag the tabs follow the WAI-ARIA pattern, history-tabs.tsx).
 */
export const Versions: Story = {};
export const NoVersions: Story = {
  args: { client: memoryVersionClient({ versions: [] }).client },
};
