// One story per notification kind (issue 24; 002 §4 texts), plus read and poster states, and
// the panel's loading, empty, error and mobile states. The clock is fixed so ages read alike.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NotificationCard } from './notification-card';
import { NotificationPanel } from './notification-panel';
import { testNotification } from './test-notification';
import '../../styles.css';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');

const meta = {
  title: 'Portal/Notifications/Card',
  component: NotificationCard,
  args: { notification: testNotification('share_workflow'), onOpen: fn(), now: NOW },
  decorators: [
    (Story) => (
      <ul className="notification-list" style={{ maxWidth: 380 }}>
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof NotificationCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ShareWorkflow: Story = {
  args: {
    notification: testNotification('share_workflow', {
      message: 'Please watch this before the Monday shift.',
    }),
  },
};
export const ReactionWorkflow: Story = {
  args: {
    notification: testNotification('reaction_workflow', {
      senders: ['Ann Lee', 'Bo Chan', 'Cy Diaz', 'Di Eng'].map((name, i) => ({
        id: `u${i}`,
        name,
      })),
    }),
  },
};
export const RetrainWorkflow: Story = {
  args: { notification: testNotification('retrain_workflow') },
};
export const ReviewWorkflow: Story = {
  args: { notification: testNotification('review_workflow') },
};
export const ShareMmsop: Story = {
  args: {
    notification: testNotification('share_mmsop', { multimodalSopId: 'sop1', workflowId: null }),
  },
};
export const SkillAssign: Story = { args: { notification: testNotification('skill_assign') } };
export const SkillAssignDue: Story = {
  args: {
    notification: testNotification('skill_assign_due', {
      dueAt: '2026-03-08T12:00:00.000Z',
      dueDaysLeft: 7,
    }),
  },
};
export const SkillPublish: Story = { args: { notification: testNotification('skill_publish') } };
export const SkillUnpublish: Story = {
  args: { notification: testNotification('skill_unpublish') },
};
export const SkillRemind: Story = { args: { notification: testNotification('skill_remind') } };
export const SkillDaysLeft: Story = {
  args: {
    notification: testNotification('skill_days_left', {
      dueAt: '2026-03-03T12:00:00.000Z',
      dueDaysLeft: 2,
    }),
  },
};
export const SkillOverdue: Story = {
  args: {
    notification: testNotification('skill_overdue', {
      dueAt: '2026-02-27T12:00:00.000Z',
      dueDaysLeft: -2,
    }),
  },
};
export const TaskAssign: Story = { args: { notification: testNotification('task_assign') } };
export const TaskRemind: Story = { args: { notification: testNotification('task_remind') } };
export const TaskDaysLeft: Story = {
  args: {
    notification: testNotification('task_days_left', {
      dueAt: '2026-03-01T18:00:00.000Z',
      dueDaysLeft: 0,
    }),
  },
};
export const TaskOverdue: Story = {
  args: {
    notification: testNotification('task_overdue', {
      dueAt: '2026-02-28T12:00:00.000Z',
      dueDaysLeft: -1,
    }),
  },
};
export const CommentSkillMmsop: Story = {
  args: {
    notification: testNotification('comment_skill_mmsop', {
      multimodalSopId: 'sop1',
      mmsopSessionId: 'run1',
      comment: { isReviewer: true },
      message: 'Step 3 photo is blurry.',
    }),
  },
};
export const CommentTaskMmsop: Story = {
  args: {
    notification: testNotification('comment_task_mmsop', {
      multimodalSopId: 'sop1',
      mmsopSessionId: 'run1',
      comment: { isReviewer: false },
      message: 'Looks good.',
    }),
  },
};
export const ApprovalRequested: Story = {
  args: { notification: testNotification('approval_requested') },
};
export const ApprovalApproved: Story = {
  args: { notification: testNotification('approval_approved') },
};
export const ApprovalRejected: Story = {
  args: {
    notification: testNotification('approval_rejected', {
      message: 'The torque values are outdated.',
    }),
  },
};
export const ApprovalRecalled: Story = {
  args: { notification: testNotification('approval_recalled') },
};
export const ApprovalReminder: Story = {
  args: { notification: testNotification('approval_reminder') },
};
export const ApprovalEscalated: Story = {
  args: { notification: testNotification('approval_escalated') },
};
export const PinResetRequest: Story = {
  args: { notification: testNotification('pin_reset_request') },
};
export const Read: Story = {
  args: { notification: testNotification('share_workflow', { read: true, counter: 0 }) },
};
export const WithPoster: Story = {
  args: {
    notification: testNotification('share_workflow', {
      posterURL:
        'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="56" height="36"><rect width="56" height="36" fill="%234a7"/></svg>',
    }),
  },
};

/** The panel around the cards (002 §2). */
export const PanelList: StoryObj<typeof NotificationPanel> = {
  render: () => (
    <NotificationPanel
      mobile={false}
      now={NOW}
      cards={{
        state: 'ready',
        items: [
          testNotification('reaction_workflow', {
            senders: ['Ann Lee', 'Bo Chan', 'Cy Diaz'].map((name, i) => ({ id: `u${i}`, name })),
          }),
          testNotification('skill_days_left', { dueDaysLeft: 2 }),
          testNotification('task_assign', { read: true }),
        ],
      }}
      onOpen={fn()}
      onRetry={fn()}
      onClose={fn()}
    />
  ),
};
export const PanelLoading: StoryObj<typeof NotificationPanel> = {
  render: () => (
    <NotificationPanel
      mobile={false}
      cards={{ state: 'loading' }}
      onOpen={fn()}
      onRetry={fn()}
      onClose={fn()}
    />
  ),
};
export const PanelEmpty: StoryObj<typeof NotificationPanel> = {
  render: () => (
    <NotificationPanel
      mobile
      cards={{ state: 'ready', items: [] }}
      onOpen={fn()}
      onRetry={fn()}
      onClose={fn()}
    />
  ),
};
export const PanelError: StoryObj<typeof NotificationPanel> = {
  render: () => (
    <NotificationPanel
      mobile={false}
      cards={{ state: 'error', message: 'Network error' }}
      onOpen={fn()}
      onRetry={fn()}
      onClose={fn()}
    />
  ),
};
