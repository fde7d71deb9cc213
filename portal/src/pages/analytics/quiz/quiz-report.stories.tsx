// The quiz report pages' views (issue 25; 002 §7 quizzes and quiz performance), without the
// server: overview cards, the per-workflow table, the people of one quiz, one person's attempts
// with their answers, the per-question performance, and each table empty.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { QuizAttemptList } from './quiz-attempts-view';
import { QuizOverviewCards, QuizWorkflowTable } from './quiz-overview-view';
import { QuizPerformanceTable } from './quiz-performance-view';
import { QuizUserTable } from './quiz-users-view';
import {
  testAttempts,
  testOverview,
  testPerformance,
  testUserRows,
  testWorkflowRows,
} from './test-quiz-report';
import '../../../styles.css';
import './quiz-report.css';

const meta = {
  title: 'Portal/Analytics/Quiz reports',
  component: QuizWorkflowTable,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <section className="quiz-report">
          <Story />
        </section>
      </MemoryRouter>
    ),
  ],
  args: { rows: testWorkflowRows },
} satisfies Meta<typeof QuizWorkflowTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  render: (args) => (
    <>
      <QuizOverviewCards overview={testOverview} />
      <QuizWorkflowTable {...args} />
    </>
  ),
};

export const OverviewEmpty: Story = {
  args: { rows: [] },
  render: (args) => (
    <>
      <QuizOverviewCards
        overview={{ quizzes: 0, attempts: 0, takers: 0, passRate: 0, avgScore: 0 }}
      />
      <QuizWorkflowTable {...args} />
    </>
  ),
};

export const People: Story = {
  render: () => <QuizUserTable workflowId="wf1" rows={testUserRows} />,
};

export const PeopleEmpty: Story = {
  render: () => <QuizUserTable workflowId="wf1" rows={[]} />,
};

export const ResultHistory: Story = {
  render: () => <QuizAttemptList attempts={testAttempts} />,
};

export const ResultHistoryEmpty: Story = {
  render: () => <QuizAttemptList attempts={[]} />,
};

export const Performance: Story = {
  render: () => <QuizPerformanceTable rows={testPerformance} />,
};

export const PerformanceEmpty: Story = {
  render: () => <QuizPerformanceTable rows={[]} />,
};
