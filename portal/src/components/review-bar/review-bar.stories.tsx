// The reviewer's bar over content in review (issue 23), its "Sign to approve" dialog (password,
// and PIN for employee-ID accounts, with a refusal as the server words it) and the reject dialog.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CommentDialog } from './comment-dialog';
import { ReviewBarView } from './review-bar-view';
import { SignDialog } from './sign-dialog';
import '../../styles.css';
import '../approval-history/approval.css';

const meta = {
  title: 'Portal/Approvals/Review bar',
  component: ReviewBarView,
  args: {
    title: 'Mount the bracket on line 3',
    stageIndex: 0,
    stagesCount: 2,
    onApprove: fn(),
    onReject: fn(),
  },
} satisfies Meta<typeof ReviewBarView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStage: Story = {};

export const LastStageLongTitle: Story = {
  args: {
    stageIndex: 2,
    stagesCount: 3,
    title: 'Replace the hydraulic seal of press 4 and test it under load before restarting',
  },
};

const openedAt = new Date('2026-11-26T09:41:00.000Z');

export const SignWithPassword: Story = {
  render: () => (
    <SignDialog
      signerName="Ravi Reviewer"
      pin={false}
      openedAt={openedAt}
      onSubmit={fn().mockResolvedValue(undefined)}
      onClose={fn()}
    />
  ),
};

export const SignWithPin: Story = {
  render: () => (
    <SignDialog
      signerName="Line Operator 7"
      pin
      openedAt={openedAt}
      onSubmit={fn().mockResolvedValue(undefined)}
      onClose={fn()}
    />
  ),
};

/** Type anything and press Approve: the refusal stays in the dialog. */
export const SignRefused: Story = {
  render: () => (
    <SignDialog
      signerName="Ravi Reviewer"
      pin={false}
      openedAt={openedAt}
      onSubmit={fn().mockRejectedValue(new Error('The password is not correct'))}
      onClose={fn()}
    />
  ),
};

export const RejectDialog: Story = {
  render: () => (
    <CommentDialog
      title="Reject this request"
      confirmLabel="Reject"
      testId="approval-reject-dialog"
      onSubmit={fn().mockResolvedValue(undefined)}
      onClose={fn()}
    />
  ),
};
