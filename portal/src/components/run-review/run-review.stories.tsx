// Reviewing a person's run (issue 24; 002 §4 review mode): loading, no runs yet, the runs to
// pick from, a run with its comment thread, and the box over the 1000-character limit.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LoadState } from '../load-state';
import { RunCommentsView } from './run-comments-view';
import { RunListView } from './run-list-view';
import { RunReviewView } from './run-review-view';
import { testComment, testRun, testSteps } from './test-run';
import '../../styles.css';
import './run-review.css';

const meta = {
  title: 'Portal/Runs/Run review',
  component: RunListView,
  args: { runs: [], onPick: fn() },
} satisfies Meta<typeof RunListView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  render: () => <LoadState load={{ state: 'loading' }} onRetry={fn()} testId="run-list" />,
};

export const NoRuns: Story = {};

export const Runs: Story = {
  args: {
    runs: [
      testRun(),
      testRun({ id: 'run-2', displayName: 'Ann Lee', completed: false, completedAt: null }),
    ],
  },
};

const thread = [
  testComment(),
  testComment({
    id: 'rc-2',
    uid: 'u-runner',
    displayName: 'Victor Operator',
    comment: 'Retook it, the guard was loose.',
    isReviewer: false,
    createdAt: '2026-11-21T10:00:00.000Z',
  }),
];

export const RunWithComments: Story = {
  render: () => (
    <div className="run-review-panel">
      <RunReviewView run={testRun()} steps={testSteps} />
      <RunCommentsView
        items={thread}
        draft="Thanks, looks right now."
        sending={false}
        error={null}
        onDraftChange={fn()}
        onSend={fn()}
      />
    </div>
  ),
};

export const CommentTooLong: Story = {
  render: () => (
    <RunCommentsView
      items={[]}
      draft={'x'.repeat(1001)}
      sending={false}
      error={null}
      onDraftChange={fn()}
      onSend={fn()}
    />
  ),
};
