import { listTaskPerformances, listTasks, remindTaskMembers } from '@stepwise/api';
import type { TASK_PERFORMANCE_STATUSES, TaskPerformance } from '@stepwise/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../api';
import { LoadState } from '../../components/load-state';
import { messageOf, t } from '../../i18n/t';
import { useLoad } from '../../lib/use-load';
import { dueBadge, taskDateTime } from './task-format';
import { taskPaths } from './task-paths';
import './task.css';

type StatusFilter = (typeof TASK_PERFORMANCE_STATUSES)[number] | '';

/**
 * /task/performance (002 §2): pick one of the tasks I manage (`taskId` in the address), then
 * every occurrence of every member: status, progress, due and completion, filtered by status,
 * occurrence and name. A member's smart-instruction runs open in review mode.
 */
export function TaskPerformancePage() {
  const [params, setParams] = useSearchParams();
  const taskId = params.get('taskId') ?? '';
  const status = (params.get('status') ?? '') as StatusFilter;
  const [tasks, retryTasks] = useLoad('performance-tasks', () =>
    listTasks(api, { size: 500 }).then((page) => page.items),
  );
  const set = (key: string, value: string) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      if (value) out.set(key, value);
      else out.delete(key);
      return out;
    });

  return (
    <section className="task-page" data-testid="task-performance-page">
      <h1>{t('tasks.performance.title')}</h1>
      {tasks.state !== 'ready' ? (
        <LoadState load={tasks} onRetry={retryTasks} testId="performance-tasks" />
      ) : (
        <div className="task-toolbar">
          <label>
            {t('tasks.performance.task')}{' '}
            <select
              value={taskId}
              onChange={(e) => set('taskId', e.target.value)}
              data-testid="performance-task"
            >
              <option value="">{t('tasks.performance.pickTask')}</option>
              {tasks.value.map((task) => (
                <option key={task.id} value={task.id}>
                  {task.title}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('tasks.list.state')}{' '}
            <select
              value={status}
              onChange={(e) => set('status', e.target.value)}
              data-testid="performance-status"
            >
              <option value="">{t('tasks.performance.allStatuses')}</option>
              <option value="todo">{t('tasks.status.todo')}</option>
              <option value="completed">{t('tasks.status.completed')}</option>
            </select>
          </label>
        </div>
      )}
      {taskId ? (
        <PerformanceTable key={`${taskId}:${status}`} taskId={taskId} status={status} />
      ) : (
        <p className="empty" role="status">
          {t('tasks.performance.pickTask')}
        </p>
      )}
    </section>
  );
}

function PerformanceTable({ taskId, status }: { taskId: string; status: StatusFilter }) {
  const [load, retry] = useLoad(`performances:${taskId}:${status}`, () =>
    listTaskPerformances(api, taskId, status ? { status } : {}),
  );
  const [occurrence, setOccurrence] = useState('');
  const [name, setName] = useState('');
  const [reminded, setReminded] = useState<string | null>(null);
  if (load.state !== 'ready') {
    return <LoadState load={load} onRetry={retry} testId="performances" />;
  }
  const occurrences = [...new Set(load.value.map((p) => p.startsAt))].sort().reverse();
  const needle = name.trim().toLowerCase();
  const rows = load.value.filter(
    (p) =>
      (!occurrence || p.startsAt === occurrence) &&
      (!needle ||
        p.displayName.toLowerCase().includes(needle) ||
        (p.email ?? '').toLowerCase().includes(needle)),
  );
  const completed = load.value.filter((p) => p.status === 'completed').length;
  const open = [...new Set(rows.filter((p) => p.status === 'todo').map((p) => p.userId))];
  const remind = () =>
    remindTaskMembers(api, taskId, open).then(
      (sent) => setReminded(t('tasks.performance.reminded', { count: sent })),
      (err: unknown) => setReminded(messageOf(err)),
    );
  return (
    <>
      <p data-testid="performance-summary">
        {t('tasks.performance.summary', { completed, total: load.value.length })}
      </p>
      <div className="task-toolbar">
        <select
          value={occurrence}
          onChange={(e) => setOccurrence(e.target.value)}
          aria-label={t('tasks.performance.occurrence')}
          data-testid="performance-occurrence"
        >
          <option value="">{t('tasks.performance.allOccurrences')}</option>
          {occurrences.map((at) => (
            <option key={at} value={at}>
              {taskDateTime(at)}
            </option>
          ))}
        </select>
        <input
          type="search"
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-label={t('tasks.performance.searchMember')}
          placeholder={t('tasks.performance.searchMember')}
          data-testid="performance-search"
        />
        <button
          type="button"
          disabled={open.length === 0}
          onClick={() => void remind()}
          data-testid="performance-remind"
        >
          {t('tasks.performance.remind')}
        </button>
      </div>
      {reminded && (
        <p className="notice" role="status" data-testid="performance-reminded">
          {reminded}
        </p>
      )}
      {rows.length === 0 ? (
        <p className="empty" role="status" data-testid="performance-empty">
          {t('tasks.performance.empty')}
        </p>
      ) : (
        <PerformanceRows rows={rows} />
      )}
    </>
  );
}

function PerformanceRows({ rows }: { rows: readonly TaskPerformance[] }) {
  return (
    <table className="task-table" data-testid="performance-table">
      <thead>
        <tr>
          <th scope="col">{t('tasks.performance.member')}</th>
          <th scope="col">{t('tasks.performance.occurrence')}</th>
          <th scope="col">{t('tasks.list.state')}</th>
          <th scope="col">{t('tasks.player.progress')}</th>
          <th scope="col">{t('tasks.performance.due')}</th>
          <th scope="col">{t('tasks.performance.completedAt')}</th>
          <th scope="col">{t('tasks.performance.runs')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((p) => {
          const due = p.status === 'todo' ? dueBadge(p.dueAt) : null;
          return (
            <tr key={p.id} data-testid="performance-row" data-status={p.status}>
              <td>
                {p.displayName}
                {p.teamName && <span className="muted"> · {p.teamName}</span>}
              </td>
              <td>{taskDateTime(p.startsAt)}</td>
              <td>
                {t(p.status === 'completed' ? 'tasks.status.completed' : 'tasks.status.todo')}
              </td>
              <td>{t('tasks.player.percent', { value: p.progress })}</td>
              <td>
                {taskDateTime(p.dueAt)}
                {due && (
                  <span className={`badge task-due-${due}`}>
                    {t(due === 'overdue' ? 'tasks.due.overdue' : 'tasks.due.soon')}
                  </span>
                )}
              </td>
              <td>{taskDateTime(p.completedAt)}</td>
              <td>
                {p.list
                  .filter((item) => item.type === 'multimodal-sops' && item.done)
                  .map((item) => (
                    <Link key={item.id} to={taskPaths.performanceRun(item.id, p.id)}>
                      {item.title}
                    </Link>
                  ))}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
