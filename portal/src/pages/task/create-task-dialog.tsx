import { createTask, listWorkspaceGroups, setTaskContents } from '@stepwise/api';
import { TASK_TITLE_MAX, titleErrors, type ContentRef } from '@stepwise/core';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../api';
import { Dialog } from '../../components/dialog';
import { t, type MessageKey } from '../../i18n/t';
import { taskPaths } from './task-paths';

/** What the builder shows on arrival (navigation state): the create alert of 002 §8. */
export interface TaskBuilderArrival {
  taskNotice?: 'created';
}

/**
 * "Create task" (002 §5): a title (required, at most 90, the title-characters rule) and a
 * workspace (required; the route's workspace, else the organisation's first one the user may
 * edit). Success goes to the new task's builder, content tab, with tasks.createTaskSuccessfully;
 * a failure stays here with tasks.failedToCreateTask. `contents` are put in the new task first
 * (a task made from a smart instruction's card).
 */
export function CreateTaskDialog({
  workspaceId,
  contents,
  onClose,
}: {
  workspaceId?: string | undefined;
  contents?: ContentRef[];
  onClose: () => void;
}) {
  const id = useId();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [group, setGroup] = useState(workspaceId ?? '');
  const [workspaces, setWorkspaces] = useState<{ id: string; name: string }[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    listWorkspaceGroups(api, 'edit').then(
      (groups) => {
        if (!live) return;
        const list = groups.flatMap((g) => g.workspaces ?? []);
        setWorkspaces(list);
        setGroup((current) => current || (list[0]?.id ?? ''));
      },
      () => live && setWorkspaces([]),
    );
    return () => {
      live = false;
    };
  }, []);

  const submit = async () => {
    const problems = titleErrors(title, TASK_TITLE_MAX);
    if (problems.length > 0) return setError(t(problems[0] as MessageKey));
    if (!group) return setError(t('tasks.create.workspaceRequired'));
    setBusy(true);
    setError(null);
    let taskId: string;
    try {
      taskId = (await createTask(api, { title: title.trim(), group })).id;
    } catch {
      setError(t('tasks.failedToCreateTask'));
      setBusy(false);
      return;
    }
    // The task exists now: should its contents fail, the builder's content tab (where it opens)
    // shows it empty, to add them there.
    if (contents?.length) await setTaskContents(api, taskId, contents).catch(() => undefined);
    const arrival: TaskBuilderArrival = { taskNotice: 'created' };
    onClose();
    void navigate(taskPaths.builder(taskId), { state: arrival });
  };

  return (
    <Dialog
      title={t('tasks.create.title')}
      onClose={onClose}
      testId="create-task-dialog"
      footer={
        <>
          <button type="button" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            form={`${id}-form`}
            className="primary"
            disabled={busy}
            data-testid="create-task-submit"
          >
            {t('tasks.create.submit')}
          </button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        className="task-form"
        // Our checks (titleErrors, 002 §5) speak the interface language; the browser's would not.
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label htmlFor={`${id}-title`}>{t('tasks.create.name')}</label>
        <input
          id={`${id}-title`}
          value={title}
          maxLength={TASK_TITLE_MAX + 10}
          onChange={(e) => setTitle(e.target.value)}
          data-testid="create-task-title"
          autoFocus
          required
        />
        <label htmlFor={`${id}-workspace`}>{t('tasks.create.workspace')}</label>
        {workspaces === null ? (
          <p role="status">{t('common.loading')}</p>
        ) : (
          <select
            id={`${id}-workspace`}
            value={group}
            onChange={(e) => setGroup(e.target.value)}
            data-testid="create-task-workspace"
            required
          >
            {workspaces.map((ws) => (
              <option key={ws.id} value={ws.id}>
                {ws.name}
              </option>
            ))}
          </select>
        )}
      </form>
      {error && (
        <p className="form-error" role="alert" data-testid="create-task-error">
          {error}
        </p>
      )}
    </Dialog>
  );
}
