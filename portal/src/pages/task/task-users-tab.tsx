import { listAssigneeSettings, removeAssignees } from '@stepwise/api';
import type { AssigneeSetting, Task } from '@stepwise/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadState } from '../../components/load-state';
import { t } from '../../i18n/t';
import { useLoad } from '../../lib/use-load';
import { AssigneeSettingDialog } from './assignee-setting-dialog';
import { scheduleText, taskDateTime } from './task-format';
import { taskPaths } from './task-paths';

type Open = { kind: 'edit'; setting: AssigneeSetting | null } | { kind: 'remove'; id: string };

/**
 * The builder's users-scheduling tab (issue 24): each assignee setting with its members, schedule
 * and next occurrence; add, edit, remove. A new setting brings 002 §8's "assignment completed"
 * alert with "manage task" and "close".
 */
export function TaskUsersTab({ task }: { task: Task }) {
  const navigate = useNavigate();
  const [load, retry] = useLoad(`settings:${task.id}`, () => listAssigneeSettings(api, task.id));
  const [open, setOpen] = useState<Open | null>(null);
  const [assigned, setAssigned] = useState(false);
  const refresh = retry;

  return (
    <div className="task-users" data-testid="task-users-tab">
      {assigned && (
        <div className="notice task-alert" role="alert" data-testid="task-assigned-alert">
          <p>{t('tasks.assign.completed')}</p>
          <button
            type="button"
            className="primary"
            onClick={() => void navigate(taskPaths.performance(task.id))}
            data-testid="task-assigned-manage"
          >
            {t('tasks.assign.manageTask')}
          </button>
          <button
            type="button"
            onClick={() => setAssigned(false)}
            data-testid="task-assigned-close"
          >
            {t('common.close')}
          </button>
        </div>
      )}
      <div className="task-toolbar">
        <button
          type="button"
          className="primary"
          onClick={() => setOpen({ kind: 'edit', setting: null })}
          data-testid="task-assign-add"
        >
          {t('tasks.assign.title')}
        </button>
      </div>
      {load.state !== 'ready' ? (
        <LoadState load={load} onRetry={retry} testId="task-settings" />
      ) : load.value.length === 0 ? (
        <p className="empty" role="status" data-testid="task-settings-empty">
          {t('tasks.assign.empty')}
        </p>
      ) : (
        <ul className="task-settings">
          {load.value.map((setting) => (
            <li key={setting.id} className="task-setting" data-testid="task-setting">
              <div>
                <strong>{scheduleText(setting.schedule)}</strong>
                <span className="muted">
                  {' · '}
                  {t('tasks.schedule.startsAt', { date: taskDateTime(setting.schedule.startAt) })}
                </span>
              </div>
              <p data-testid="task-setting-next">
                {setting.nextOccurrenceAt
                  ? t('tasks.schedule.next', { date: taskDateTime(setting.nextOccurrenceAt) })
                  : t('tasks.schedule.noNext')}
              </p>
              <p className="muted">
                {setting.members
                  .map((m) =>
                    m.type === 'team'
                      ? t('tasks.members.teamWithCount', { name: m.name, count: m.memberCount })
                      : m.name,
                  )
                  .join(', ')}
              </p>
              <button
                type="button"
                onClick={() => setOpen({ kind: 'edit', setting })}
                data-testid="task-setting-edit"
              >
                {t('tasks.assign.edit')}
              </button>
              <button
                type="button"
                className="danger"
                onClick={() => setOpen({ kind: 'remove', id: setting.id })}
                data-testid="task-setting-remove"
              >
                {t('tasks.content.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {open?.kind === 'edit' && (
        <AssigneeSettingDialog
          taskId={task.id}
          setting={open.setting}
          onClose={() => setOpen(null)}
          onSaved={(_, created) => {
            setOpen(null);
            if (created) setAssigned(true);
            refresh();
          }}
        />
      )}
      {open?.kind === 'remove' && (
        <ConfirmDialog
          title={t('tasks.assign.removeTitle')}
          message={t('tasks.assign.removeConfirm')}
          confirmLabel={t('tasks.content.remove')}
          danger
          onClose={() => setOpen(null)}
          onConfirm={async () => {
            await removeAssignees(api, task.id, { assigneeSettingId: open.id });
            refresh();
          }}
        />
      )}
    </div>
  );
}
