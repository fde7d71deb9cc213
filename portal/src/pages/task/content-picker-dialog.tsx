import { listWorkspaceSmartInstructions, listWorkspaceWorkflows } from '@stepwise/api';
import type { ContentRef, ContentType } from '@stepwise/core';
import { useState } from 'react';
import { api } from '../../api';
import { Dialog } from '../../components/dialog';
import { LoadState } from '../../components/load-state';
import { t } from '../../i18n/t';
import { useLoad } from '../../lib/use-load';

const PICK_SIZE = 100;

interface Pickable {
  type: ContentType;
  id: string;
  title: string;
}

/**
 * Adds workflows and smart instructions of the task's workspace to its content (issue 24):
 * published ones only, since members can play nothing else; those already in the task are left
 * out.
 */
export function ContentPickerDialog({
  workspaceId,
  present,
  onAdd,
  onClose,
}: {
  workspaceId: string;
  present: readonly ContentRef[];
  onAdd: (refs: ContentRef[]) => Promise<void>;
  onClose: () => void;
}) {
  const [kind, setKind] = useState<ContentType>('multimodal-sops');
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState<ContentRef[]>([]);
  const [busy, setBusy] = useState(false);
  const [load, retry] = useLoad(`pick:${workspaceId}:${kind}`, async (): Promise<Pickable[]> => {
    if (kind === 'workflows') {
      const list = await listWorkspaceWorkflows(api, workspaceId, {
        published: true,
        size: PICK_SIZE,
      });
      return list.items.map((w) => ({ type: 'workflows', id: w.id, title: w.title }));
    }
    const list = await listWorkspaceSmartInstructions(api, workspaceId, { size: PICK_SIZE });
    return list.items
      .filter((s) => s.published)
      .map((s) => ({ type: 'multimodal-sops', id: s.id, title: s.title }));
  });
  const has = (list: readonly ContentRef[], ref: ContentRef) =>
    list.some((r) => r.type === ref.type && r.id === ref.id);
  const needle = filter.trim().toLowerCase();

  return (
    <Dialog
      title={t('tasks.content.add')}
      onClose={onClose}
      testId="task-content-picker"
      wide
      footer={
        <>
          <button type="button" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="primary"
            disabled={busy || chosen.length === 0}
            data-testid="task-content-add-chosen"
            onClick={() => {
              setBusy(true);
              onAdd(chosen).then(onClose, () => setBusy(false));
            }}
          >
            {t('tasks.content.addChosen', { count: chosen.length })}
          </button>
        </>
      }
    >
      <div className="task-toolbar">
        <select
          value={kind}
          onChange={(e) => setKind(e.target.value as ContentType)}
          aria-label={t('tasks.content.kind')}
          data-testid="task-content-kind"
        >
          <option value="multimodal-sops">{t('tasks.content.smartInstructions')}</option>
          <option value="workflows">{t('tasks.content.workflows')}</option>
        </select>
        <input
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          aria-label={t('tasks.list.search')}
          placeholder={t('tasks.list.search')}
          data-testid="task-content-filter"
        />
      </div>
      {load.state !== 'ready' ? (
        <LoadState load={load} onRetry={retry} testId="task-content-picker" />
      ) : (
        <ul className="task-pick-list">
          {load.value
            .filter((item) => !has(present, item) && item.title.toLowerCase().includes(needle))
            .map((item) => (
              <li key={`${item.type}:${item.id}`}>
                <label>
                  <input
                    type="checkbox"
                    checked={has(chosen, item)}
                    data-testid="task-content-choice"
                    onChange={(e) =>
                      setChosen((list) =>
                        e.target.checked
                          ? [...list, { type: item.type, id: item.id }]
                          : list.filter((r) => !(r.type === item.type && r.id === item.id)),
                      )
                    }
                  />
                  {item.title}
                </label>
              </li>
            ))}
        </ul>
      )}
      {load.state === 'ready' && load.value.length === 0 && (
        <p className="empty" role="status">
          {t('tasks.content.nothingToAdd')}
        </p>
      )}
    </Dialog>
  );
}
