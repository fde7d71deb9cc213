/**
 * The home tabs /home/tasks-todo and /home/tasks-completed (002 §2): my task occurrences to do
 * (due and overdue marked) or done, with a search; each opens the task player.
 */
import { listMyTasks } from '@stepwise/api';
import type { TaskPerformance } from '@stepwise/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../api';
import { LoadState } from '../../components/load-state';
import { pageOf, Pager } from '../../components/pager';
import { t } from '../../i18n/t';
import { useLoad } from '../../lib/use-load';
import { dueBadge, taskDateTime } from './task-format';
import { taskPaths } from './task-paths';
import './task.css';

export const MY_TASKS_PAGE_SIZE = 50;

export function TasksTodoPage() {
  return <AssignedTasks type="todo" />;
}

export function TasksCompletedPage() {
  return <AssignedTasks type="completed" />;
}

function AssignedTasks({ type }: { type: 'todo' | 'completed' }) {
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const page = pageOf(params);
  const [draft, setDraft] = useState(keyword);
  const [load, retry] = useLoad(`my-tasks:${type}:${keyword}:${page}`, () =>
    listMyTasks(api, { type, keyword, page, size: MY_TASKS_PAGE_SIZE }),
  );
  return (
    <section className="task-page" data-testid={`tasks-${type}-page`}>
      <h1>{t(type === 'todo' ? 'tasks.mine.todo' : 'tasks.mine.completed')}</h1>
      <form
        role="search"
        className="task-toolbar"
        onSubmit={(e) => {
          e.preventDefault();
          setParams((current) => {
            const out = new URLSearchParams(current);
            if (draft.trim()) out.set('keyword', draft.trim());
            else out.delete('keyword');
            out.delete('page');
            return out;
          });
        }}
      >
        <input
          type="search"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          aria-label={t('tasks.list.search')}
          placeholder={t('tasks.list.search')}
          data-testid="my-task-search"
        />
      </form>
      {load.state === 'ready' ? (
        <>
          <AssignedTaskList items={load.value.items} type={type} />
          <Pager page={load.value.page} />
        </>
      ) : (
        <LoadState load={load} onRetry={retry} testId="my-tasks" />
      )}
    </section>
  );
}

/** My occurrences as rows: title (to the task player), due (badge), progress or completion. */
export function AssignedTaskList({
  items,
  type,
  now,
}: {
  items: readonly TaskPerformance[];
  type: 'todo' | 'completed';
  now?: number;
}) {
  const [opened] = useState(() => Date.now());
  const at = now ?? opened;
  if (items.length === 0) {
    return (
      <p className="empty" role="status" data-testid="my-tasks-empty">
        {t(type === 'todo' ? 'tasks.mine.emptyTodo' : 'tasks.mine.emptyCompleted')}
      </p>
    );
  }
  return (
    <ul className="task-mine" data-testid="my-tasks">
      {items.map((p) => {
        const due = type === 'todo' ? dueBadge(p.dueAt, at) : null;
        return (
          <li
            key={p.id}
            className="task-mine-item"
            data-testid="my-task"
            data-performance-id={p.id}
          >
            <Link to={taskPaths.player(p.id)} data-testid="my-task-open">
              {p.title}
            </Link>
            <span className="muted">
              {type === 'completed'
                ? t('tasks.mine.completedAt', { date: taskDateTime(p.completedAt) })
                : p.dueAt
                  ? t('tasks.player.due', { date: taskDateTime(p.dueAt) })
                  : t('tasks.player.noDue')}
            </span>
            {due && (
              <span className={`badge task-due-${due}`} data-testid="my-task-due">
                {t(due === 'overdue' ? 'tasks.due.overdue' : 'tasks.due.soon')}
              </span>
            )}
            {type === 'todo' && <span>{t('tasks.player.percent', { value: p.progress })}</span>}
          </li>
        );
      })}
    </ul>
  );
}
