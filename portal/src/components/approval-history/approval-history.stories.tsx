// The approval-history panel's view (issue 23): an open request the caller may recall, a closed
// history with a signature and a reject comment, and no requests at all.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ApprovalHistoryView } from './approval-history-view';
import { REVIEWER_1, REVIEWER_2, testHistory, testRequest } from './test-approval';
import '../../styles.css';
import './approval.css';

const signed = testHistory({
  id: 'h-2',
  event: 'approve',
  actor: REVIEWER_1,
  comment: 'Matches the work instruction.',
  signature: {
    signedAt: '2026-11-21T10:30:00.000Z',
    signerName: REVIEWER_1.displayName,
    signerEmail: 'ravi@demo.stepwise.test',
  },
  createdAt: '2026-11-21T10:30:00.000Z',
});
const stagesWithFirstApproved = testRequest().stages.map((s, i) =>
  i === 0 ? { ...s, approvedBy: [REVIEWER_1.uid] } : s,
);

const meta = {
  title: 'Portal/Approvals/History panel',
  component: ApprovalHistoryView,
  args: {
    canRecall: (): boolean => true,
    onRecall: fn(),
    items: [
      {
        request: testRequest({
          id: 'req-2',
          stageIndex: 1,
          stages: stagesWithFirstApproved,
          activeReviewerIds: [REVIEWER_2.uid],
          createdAt: '2026-11-23T08:00:00.000Z',
        }),
        histories: [
          testHistory({ id: 'h-5', requestId: 'req-2', createdAt: '2026-11-23T08:00:00.000Z' }),
          { ...signed, id: 'h-6', requestId: 'req-2', createdAt: '2026-11-23T09:00:00.000Z' },
          testHistory({
            id: 'h-7',
            requestId: 'req-2',
            event: 'remind',
            actor: null,
            stageIndex: 1,
            createdAt: '2026-11-26T08:00:00.000Z',
          }),
        ],
      },
      {
        request: testRequest({
          status: 'rejected',
          stageIndex: 1,
          stages: stagesWithFirstApproved,
          comment: 'Step 3 still shows the old bracket.',
          closedAt: '2026-11-22T08:00:00.000Z',
        }),
        histories: [
          testHistory(),
          signed,
          testHistory({
            id: 'h-3',
            event: 'reject',
            stageIndex: 1,
            actor: REVIEWER_2,
            comment: 'Step 3 still shows the old bracket.',
            createdAt: '2026-11-22T08:00:00.000Z',
          }),
        ],
      },
    ],
  },
} satisfies Meta<typeof ApprovalHistoryView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Requests: Story = {};

export const ViewerCannotRecall: Story = { args: { canRecall: () => false } };

export const Empty: Story = { args: { items: [] } };
