// The task player's body (issue 24): an occurrence half done, overdue, completed and empty; and
// my tasks on the home tabs.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { AssignedTaskList } from './assigned-tasks';
import { TaskPlayerView } from './task-player-view';
import { testPerformance } from './test-task';
import '../../styles.css';
import './task.css';

const meta = {
  title: 'Portal/Tasks/Task player',
  component: TaskPlayerView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { performance: testPerformance(), playing: null, onPlay: () => undefined },
} satisfies Meta<typeof TaskPlayerView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HalfDone: Story = {};

export const Overdue: Story = {
  args: { performance: testPerformance({ dueAt: '2020-01-01T00:00:00.000Z', progress: 0 }) },
};

export const Completed: Story = {
  args: {
    performance: testPerformance({
      status: 'completed',
      progress: 100,
      completedAt: '2025-03-03T11:00:00.000Z',
      list: testPerformance().list.map((item) => ({ ...item, done: true })),
    }),
  },
};

export const NoContent: Story = { args: { performance: testPerformance({ list: [] }) } };

export const MyTasksTodo: Story = {
  render: () => (
    <AssignedTaskList
      type="todo"
      now={Date.UTC(2025, 2, 3, 12)}
      items={[
        testPerformance(),
        testPerformance({
          id: 'tp-2',
          title: 'Fire door check',
          dueAt: '2025-03-01T00:00:00.000Z',
        }),
      ]}
    />
  ),
};

export const MyTasksEmpty: Story = {
  render: () => <AssignedTaskList type="completed" items={[]} />,
};
