import { getTask, updateTask } from '@stepwise/api';
import type { Task } from '@stepwise/core';
import { useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { api } from '../../api';
import { LoadState } from '../../components/load-state';
import { messageOf, t } from '../../i18n/t';
import { useLoad } from '../../lib/use-load';
import type { TaskBuilderArrival } from './create-task-dialog';
import { TaskContentTab } from './task-content-tab';
import { taskPaths } from './task-paths';
import { TaskUsersTab } from './task-users-tab';
import './task.css';

const TABS = ['content', 'users-scheduling'] as const;
type BuilderTab = (typeof TABS)[number];

/**
 * /taskbuilder/{taskId} (002 §2): the task's header with its publish switch, and the tabs
 * content (the default) and users-scheduling, kept in the address's `tab` query.
 */
export function TaskBuilderPage() {
  const { taskId = '' } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const tab: BuilderTab = params.get('tab') === 'users-scheduling' ? 'users-scheduling' : 'content';
  const [load, retry] = useLoad(`task:${taskId}`, () => getTask(api, taskId));
  // The builder's edits (publish, contents) answer with the task; they replace the loaded one.
  const [edited, setTask] = useState<Task | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const created = (location.state as TaskBuilderArrival | null)?.taskNotice === 'created';

  const task = edited?.id === taskId ? edited : load.state === 'ready' ? load.value : null;

  if (!task) {
    return (
      <section className="task-page">
        <LoadState load={load} onRetry={retry} testId="task-builder" />
      </section>
    );
  }

  const publish = async (published: boolean) => {
    setBusy(true);
    setError(null);
    try {
      setTask(await updateTask(api, task.id, { published }));
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="task-page task-builder" data-testid="task-builder" data-task-id={task.id}>
      {created && (
        <p className="notice" role="status" data-testid="task-created-notice">
          {t('tasks.createTaskSuccessfully')}
        </p>
      )}
      <header className="task-builder-header">
        <Link to={taskPaths.list}>{t('tasks.list.title')}</Link>
        <h1 data-testid="task-title">{task.title}</h1>
        <span className="muted">{task.workspaceName}</span>
        <label className="task-publish">
          <input
            type="checkbox"
            role="switch"
            checked={task.published}
            disabled={busy}
            onChange={(e) => void publish(e.target.checked)}
            data-testid="task-publish"
          />
          {t(task.published ? 'tasks.published' : 'tasks.unpublished')}
        </label>
        <Link to={taskPaths.performance(task.id)} data-testid="task-performance-link">
          {t('tasks.performance.title')}
        </Link>
      </header>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <nav className="tabs" aria-label={t('tasks.builder.tabs')}>
        {TABS.map((name) => (
          <Link
            key={name}
            to={taskPaths.builder(task.id, name)}
            className="tab"
            aria-current={tab === name ? 'page' : undefined}
            data-testid={`task-tab-${name}`}
          >
            {t(name === 'content' ? 'tasks.builder.content' : 'tasks.builder.usersScheduling')}
          </Link>
        ))}
      </nav>
      {tab === 'content' ? (
        <TaskContentTab task={task} onSaved={setTask} />
      ) : (
        <TaskUsersTab task={task} />
      )}
    </section>
  );
}
