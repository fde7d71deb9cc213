/**
 * The saved grid states of a report (002 §7 ag-grid-state CRUD): pick one from the list, save the
 * current state under a new name, update the picked one with the current state, delete it.
 */
import { GRID_STATE_NAME_MAX, type SavedGridState } from '@stepwise/core';
import { Button } from '@stepwise/ui';
import { useId, useState, type FormEvent } from 'react';
import { LoadState } from '../../../components/load-state';
import { messageOf, t } from '../../../i18n/t';
import type { Load } from '../../../lib/use-load';

export interface SavedStatesMenuProps {
  list: Load<SavedGridState[]>;
  onRetry: () => void;
  /** The saved state the grid started from, if any. */
  currentId: string | null;
  onPick: (state: SavedGridState | null) => void;
  onSaveAs: (name: string) => Promise<unknown>;
  onUpdate: (id: string) => Promise<unknown>;
  onDelete: (id: string) => Promise<unknown>;
}

export function SavedStatesMenu(props: SavedStatesMenuProps) {
  const id = useId();
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (props.list.state !== 'ready')
    return <LoadState load={props.list} onRetry={props.onRetry} testId="advanced-saved" />;
  const items = props.list.value;
  const current = items.find((s) => s.id === props.currentId) ?? null;

  async function run(action: () => Promise<unknown>, message: string) {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      await action();
      setDone(message);
      return true;
    } catch (err) {
      setError(messageOf(err));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function saveAs(e: FormEvent) {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    if (await run(() => props.onSaveAs(trimmed), t('analytics.grid.savedAs', { name: trimmed }))) {
      setNaming(false);
      setName('');
    }
  }

  return (
    <div className="advanced-saved" data-testid="advanced-saved">
      <div className="advanced-field">
        <label htmlFor={`${id}-pick`}>{t('analytics.grid.savedViews')}</label>
        <select
          id={`${id}-pick`}
          value={current?.id ?? ''}
          onChange={(e) => props.onPick(items.find((s) => s.id === e.target.value) ?? null)}
          data-testid="advanced-saved-pick"
        >
          <option value="">{t('analytics.grid.savedNone')}</option>
          {items.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      {current && (
        <>
          <Button
            size="sm"
            busy={busy}
            onClick={() => run(() => props.onUpdate(current.id), t('analytics.grid.updated'))}
            data-testid="advanced-saved-update"
          >
            {t('analytics.grid.update')}
          </Button>
          <Button
            size="sm"
            variant="danger"
            busy={busy}
            onClick={() => run(() => props.onDelete(current.id), t('analytics.grid.deleted'))}
            data-testid="advanced-saved-delete"
          >
            {t('analytics.grid.delete')}
          </Button>
        </>
      )}
      {naming ? (
        <form className="advanced-save-as" onSubmit={saveAs}>
          <label htmlFor={`${id}-name`}>{t('analytics.grid.saveName')}</label>
          <input
            id={`${id}-name`}
            value={name}
            maxLength={GRID_STATE_NAME_MAX}
            required
            autoFocus
            onChange={(e) => setName(e.target.value)}
            data-testid="advanced-save-name"
          />
          <Button type="submit" size="sm" variant="primary" busy={busy}>
            {t('common.save')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setNaming(false)}>
            {t('common.cancel')}
          </Button>
        </form>
      ) : (
        <Button size="sm" onClick={() => setNaming(true)} data-testid="advanced-save-as">
          {t('analytics.grid.saveAs')}
        </Button>
      )}
      <p className="advanced-saved-status" role="status">
        {done}
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
