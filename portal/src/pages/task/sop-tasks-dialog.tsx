import { listSmartInstructionTasks } from '@stepwise/api';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../api';
import { Dialog } from '../../components/dialog';
import { LoadState } from '../../components/load-state';
import { t } from '../../i18n/t';
import { useLoad } from '../../lib/use-load';
import { CreateTaskDialog } from './create-task-dialog';
import { taskPaths } from './task-paths';

/**
 * "Manage task" of a smart instruction's card (001 §3, §7): the tasks holding it, each linking to
 * its builder, and Create task, which makes a task with this instruction as its content.
 */
export function SopTasksDialog({
  smartInstructionId,
  title,
  workspaceId,
  onClose,
}: {
  smartInstructionId: string;
  title: string;
  workspaceId: string;
  onClose: () => void;
}) {
  const [creating, setCreating] = useState(false);
  const [load, retry] = useLoad(`sop-tasks:${smartInstructionId}`, () =>
    listSmartInstructionTasks(api, smartInstructionId),
  );
  if (creating) {
    return (
      <CreateTaskDialog
        workspaceId={workspaceId}
        contents={[{ type: 'multimodal-sops', id: smartInstructionId }]}
        onClose={onClose}
      />
    );
  }
  return (
    <Dialog
      title={t('tasks.sop.title', { title })}
      onClose={onClose}
      testId="sop-tasks-dialog"
      footer={
        <>
          <button type="button" onClick={onClose}>
            {t('common.close')}
          </button>
          <button
            type="button"
            className="primary"
            onClick={() => setCreating(true)}
            data-testid="sop-tasks-create"
          >
            {t('tasks.create.title')}
          </button>
        </>
      }
    >
      {load.state !== 'ready' ? (
        <LoadState load={load} onRetry={retry} testId="sop-tasks" />
      ) : load.value.items.length === 0 ? (
        <p className="empty" role="status" data-testid="sop-tasks-empty">
          {t('tasks.sop.empty')}
        </p>
      ) : (
        <ul className="task-pick-list" data-testid="sop-tasks">
          {load.value.items.map((task) => (
            <li key={task.id}>
              <Link to={taskPaths.builder(task.id)} onClick={onClose}>
                {task.title}
              </Link>{' '}
              <span className="muted">
                {t(task.published ? 'tasks.published' : 'tasks.unpublished')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
