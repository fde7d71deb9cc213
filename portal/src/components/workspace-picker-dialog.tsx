import { listWorkspaceGroups, type WorkspaceGroupWithWorkspaces } from '@stepwise/api';
import { useEffect, useState } from 'react';
import { api } from '../api';
import { messageOf, t } from '../i18n/t';
import { Dialog } from './dialog';

/** Picks one workspace the user may edit (the edit list of 000 §6), for move and copy. */
export function WorkspacePickerDialog({
  title,
  confirmLabel,
  exclude,
  initial,
  onPick,
  onClose,
}: {
  title: string;
  confirmLabel: string;
  exclude?: string;
  initial?: string;
  onPick: (workspaceId: string) => Promise<void>;
  onClose: () => void;
}) {
  const [groups, setGroups] = useState<WorkspaceGroupWithWorkspaces[] | null>(null);
  const [choice, setChoice] = useState(initial ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    listWorkspaceGroups(api, 'edit').then(
      (list) => live && setGroups(list),
      (err: unknown) => live && setError(messageOf(err)),
    );
    return () => {
      live = false;
    };
  }, []);

  const options = (groups ?? []).map((g) => ({
    ...g,
    workspaces: (g.workspaces ?? []).filter((ws) => ws.id !== exclude),
  }));
  const firstId = options.flatMap((g) => g.workspaces)[0]?.id ?? '';
  const selected = choice || firstId;

  const pick = async () => {
    if (!selected) return;
    setBusy(true);
    setError(null);
    try {
      await onPick(selected);
      onClose();
    } catch (err) {
      setError(messageOf(err));
      setBusy(false);
    }
  };

  return (
    <Dialog
      title={title}
      onClose={onClose}
      testId="workspace-picker"
      footer={
        <>
          <button type="button" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="primary"
            disabled={busy || !selected}
            onClick={() => void pick()}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      {groups === null && !error && <p role="status">{t('common.loading')}</p>}
      {groups !== null && (
        <>
          <label htmlFor="target-workspace">{t('card.targetWorkspace')}</label>
          <select
            id="target-workspace"
            value={selected}
            onChange={(e) => setChoice(e.target.value)}
          >
            {options
              .filter((g) => g.workspaces.length > 0)
              .map((g) => (
                <optgroup key={g.id} label={g.name}>
                  {g.workspaces.map((ws) => (
                    <option key={ws.id} value={ws.id}>
                      {ws.name}
                    </option>
                  ))}
                </optgroup>
              ))}
          </select>
        </>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
