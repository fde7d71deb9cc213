// The builder's users-scheduling tab: the schedule editor in each kind and with a mistake, and
// the task rows of /task/list (issue 24).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { newDraft, type ScheduleDraft } from './schedule-draft';
import { ScheduleEditor } from './schedule-editor';
import { TaskTable } from './task-list-view';
import { testTask } from './test-task';
import '../../styles.css';
import './task.css';

const NOW = Date.UTC(2025, 2, 3, 10);
const base: ScheduleDraft = { ...newDraft('Europe/Berlin', NOW), start: '2025-03-03T09:00' };

function Editor({ initial }: { initial: ScheduleDraft }) {
  const [value, setValue] = useState(initial);
  return <ScheduleEditor value={value} onChange={setValue} now={NOW} />;
}

const meta = {
  title: 'Portal/Tasks/Schedule editor',
  component: Editor,
  args: { initial: base },
} satisfies Meta<typeof Editor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Weekly: Story = { args: { initial: { ...base, weekdays: [1, 4] } } };
export const Daily: Story = { args: { initial: { ...base, type: 'daily', dueAfterHours: 8 } } };
export const Monthly: Story = { args: { initial: { ...base, type: 'monthly', dayOfMonth: 31 } } };
export const Once: Story = {
  args: { initial: { ...base, type: 'once', start: '2025-03-05T09:00', due: '2025-03-07T17:00' } },
};
export const EndBeforeStart: Story = {
  args: { initial: { ...base, end: '2025-01-01T00:00' } },
};
export const Ended: Story = {
  args: { initial: { ...base, start: '2025-01-06T09:00', end: '2025-02-01T00:00' } },
};

export const TaskRows: Story = {
  render: () => (
    <MemoryRouter>
      <TaskTable
        items={[
          testTask(),
          testTask({
            id: 'task-2',
            title: 'Monthly audit',
            published: false,
            assignedCount: 0,
            nextOccurrenceAt: null,
          }),
        ]}
        selected={new Set(['task-2'])}
        onToggle={() => undefined}
      />
    </MemoryRouter>
  ),
};

export const NoTasks: Story = {
  render: () => <TaskTable items={[]} selected={new Set()} onToggle={() => undefined} />,
};
