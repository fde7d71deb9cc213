import { deleteTasks, listTasks } from '@stepwise/api';
import type { Task } from '@stepwise/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadState } from '../../components/load-state';
import { pageOf, Pager } from '../../components/pager';
import { t } from '../../i18n/t';
import { useLoad } from '../../lib/use-load';
import { CreateTaskDialog } from './create-task-dialog';
import { taskDateTime } from './task-format';
import { taskPaths } from './task-paths';
import './task.css';

export const TASK_PAGE_SIZE = 50;

/**
 * The tasks the caller manages (002 §2 /task/list, and a workspace's tasks tab): search by
 * keyword (kept in the address), select and delete after a confirm, create.
 */
export function TaskListView({ workspaceId }: { workspaceId?: string }) {
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const page = pageOf(params);
  const [load, retry] = useLoad(`tasks:${workspaceId ?? ''}:${keyword}:${page}`, () =>
    listTasks(api, {
      ...(workspaceId ? { workspaceId } : {}),
      keyword,
      page,
      size: TASK_PAGE_SIZE,
    }),
  );
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState<'create' | 'delete' | null>(null);
  const [draft, setDraft] = useState(keyword);

  const search = (next: string) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      if (next.trim()) out.set('keyword', next.trim());
      else out.delete('keyword');
      out.delete('page');
      return out;
    });
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <section className="task-list" data-testid="task-list">
      <div className="task-toolbar">
        <form
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            search(draft);
          }}
        >
          <input
            type="search"
            value={draft}
            aria-label={t('tasks.list.search')}
            placeholder={t('tasks.list.search')}
            onChange={(e) => setDraft(e.target.value)}
            data-testid="task-search"
          />
        </form>
        <button
          type="button"
          className="danger"
          disabled={selected.size === 0}
          onClick={() => setOpen('delete')}
          data-testid="task-delete-selected"
        >
          {t('tasks.list.deleteSelected', { count: selected.size })}
        </button>
        <button
          type="button"
          className="primary"
          onClick={() => setOpen('create')}
          data-testid="task-create"
        >
          {t('tasks.create.title')}
        </button>
      </div>
      {load.state === 'ready' ? (
        <TaskTable items={load.value.items} selected={selected} onToggle={toggle} />
      ) : (
        <LoadState load={load} onRetry={retry} testId="task-list" />
      )}
      {load.state === 'ready' && <Pager page={load.value.page} />}
      {open === 'create' && (
        <CreateTaskDialog workspaceId={workspaceId} onClose={() => setOpen(null)} />
      )}
      {open === 'delete' && (
        <ConfirmDialog
          title={t('tasks.list.deleteTitle')}
          message={t('tasks.list.deleteConfirm', { count: selected.size })}
          confirmLabel={t('card.delete')}
          danger
          onClose={() => setOpen(null)}
          onConfirm={async () => {
            await deleteTasks(api, [...selected]);
            setSelected(new Set());
            retry();
          }}
        />
      )}
    </section>
  );
}

/** The task rows: select, title (to the builder), workspace, state, assigned, next occurrence. */
export function TaskTable({
  items,
  selected,
  onToggle,
}: {
  items: readonly Task[];
  selected: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
}) {
  if (items.length === 0) {
    return (
      <p className="empty" role="status" data-testid="task-list-empty">
        {t('tasks.list.empty')}
      </p>
    );
  }
  return (
    <table className="task-table">
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{t('tasks.list.select')}</span>
          </th>
          <th scope="col">{t('tasks.create.name')}</th>
          <th scope="col">{t('tasks.create.workspace')}</th>
          <th scope="col">{t('tasks.list.state')}</th>
          <th scope="col">{t('tasks.list.assigned')}</th>
          <th scope="col">{t('tasks.list.nextOccurrence')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((task) => (
          <tr key={task.id} data-testid="task-row" data-task-id={task.id}>
            <td>
              <input
                type="checkbox"
                checked={selected.has(task.id)}
                onChange={(e) => onToggle(task.id, e.target.checked)}
                aria-label={t('tasks.list.selectOne', { title: task.title })}
                data-testid="task-select"
              />
            </td>
            <td>
              <Link to={taskPaths.builder(task.id)} data-testid="task-open">
                {task.title}
              </Link>
            </td>
            <td>{task.workspaceName}</td>
            <td>{t(task.published ? 'tasks.published' : 'tasks.unpublished')}</td>
            <td>{task.assignedCount}</td>
            <td>{taskDateTime(task.nextOccurrenceAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
