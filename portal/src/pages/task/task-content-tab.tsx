import { setTaskContents } from '@stepwise/api';
import type { ContentRef, Task } from '@stepwise/core';
import { useState, type KeyboardEvent } from 'react';
import { api } from '../../api';
import { messageOf, t } from '../../i18n/t';
import { ContentPickerDialog } from './content-picker-dialog';

type Entry = Task['list'][number];

const refOf = (e: Entry): ContentRef => ({ type: e.type, id: e.id });

/**
 * The builder's content tab (issue 24): the task's workflows and smart instructions in order.
 * Alt+ArrowUp / Alt+ArrowDown on an entry (or its Move buttons) reorders it; every change is
 * saved at once as the whole list (PUT contents), and the server's answer becomes the list.
 */
export function TaskContentTab({ task, onSaved }: { task: Task; onSaved: (task: Task) => void }) {
  const [picking, setPicking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const list = task.list;

  const save = async (next: ContentRef[]) => {
    setBusy(true);
    setError(null);
    try {
      onSaved(await setTaskContents(api, task.id, next));
    } catch (err) {
      setError(messageOf(err));
      throw err;
    } finally {
      setBusy(false);
    }
  };
  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    if (to < 0 || to >= list.length) return;
    const next = list.map(refOf);
    const [item] = next.splice(index, 1);
    next.splice(to, 0, item!);
    void save(next).then(
      () => document.querySelector<HTMLElement>(`[data-content-index="${to}"]`)?.focus(),
      () => undefined,
    );
  };
  const onKey = (index: number) => (e: KeyboardEvent) => {
    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    move(index, e.key === 'ArrowUp' ? -1 : 1);
  };

  return (
    <div className="task-content" data-testid="task-content-tab">
      <div className="task-toolbar">
        <p className="muted">{t('tasks.content.hint')}</p>
        <button
          type="button"
          className="primary"
          onClick={() => setPicking(true)}
          data-testid="task-content-add"
        >
          {t('tasks.content.add')}
        </button>
      </div>
      {list.length === 0 ? (
        <p className="empty" role="status" data-testid="task-content-empty">
          {t('tasks.content.empty')}
        </p>
      ) : (
        <ol className="task-content-list" aria-busy={busy}>
          {list.map((entry, index) => (
            <li
              key={`${entry.type}:${entry.id}`}
              tabIndex={0}
              data-content-index={index}
              data-testid="task-content-item"
              onKeyDown={onKey(index)}
              aria-label={t('tasks.content.itemLabel', { title: entry.title })}
            >
              <span className="task-content-kind">
                {t(
                  entry.type === 'workflows'
                    ? 'tasks.content.workflow'
                    : 'tasks.content.smartInstruction',
                )}
              </span>
              <strong>{entry.title}</strong>
              {!entry.published && <span className="badge">{t('tasks.unpublished')}</span>}
              <span className="task-content-actions">
                <button
                  type="button"
                  disabled={busy || index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={t('tasks.content.moveUp', { title: entry.title })}
                >
                  ↑
                </button>
                <button
                  type="button"
                  disabled={busy || index === list.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={t('tasks.content.moveDown', { title: entry.title })}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="danger"
                  disabled={busy}
                  data-testid="task-content-remove"
                  onClick={() =>
                    void save(list.filter((_, i) => i !== index).map(refOf)).catch(() => undefined)
                  }
                >
                  {t('tasks.content.remove')}
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {picking && (
        <ContentPickerDialog
          workspaceId={task.group}
          present={list.map(refOf)}
          onClose={() => setPicking(false)}
          onAdd={(refs) => save([...list.map(refOf), ...refs])}
        />
      )}
    </div>
  );
}
