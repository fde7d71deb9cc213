// /home/for-approval's two lists (issue 23): the requests waiting for my review (several, none,
// several pages) and the approval updates (with a reject comment, none).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import {
  testNotification,
  testRequest,
  testSopRequest,
} from '../../components/approval-history/test-approval';
import { ApprovalUpdates } from './approval-updates';
import { AssignedList } from './assigned-list';
import '../../styles.css';
import '../../components/approval-history/approval.css';

const requests = [
  testRequest(),
  testSopRequest({
    title: 'Clean the filler head before the night shift',
    workspaceName: 'Maintenance',
  }),
];
const onePage = { page: 0, size: 20, dataCount: 2, pageCount: 1 };

const meta = {
  title: 'Portal/Approvals/For approval',
  component: AssignedList,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { items: requests, page: onePage },
} satisfies Meta<typeof AssignedList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};

export const Empty: Story = { args: { items: [], page: { ...onePage, dataCount: 0 } } };

export const Paged: Story = {
  args: { page: { page: 1, size: 2, dataCount: 6, pageCount: 3 } },
};

export const Updates: Story = {
  render: () => (
    <ApprovalUpdates
      items={[
        testNotification({
          id: 'n-2',
          type: 'approval_rejected',
          message: 'Step 3 still shows the old bracket.',
          activity: { senderId: 'u-rev2', senderName: 'Sana Second' },
        }),
        testNotification({ id: 'n-3', type: 'approval_approved', read: true }),
        testNotification({ id: 'n-1', read: true }),
      ]}
    />
  ),
};

export const NoUpdates: Story = { render: () => <ApprovalUpdates items={[]} /> };
