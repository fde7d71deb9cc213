/**
 * The approval settings of one workspace, loaded: name, stages (add up to 10, move, remove),
 * reminder and escalation days; Save creates (POST) or changes (PATCH) the workflow, Delete
 * removes it after a confirm. Problems are shown after the first save attempt, from core's limits.
 */
import { APPROVAL_DAYS_MAX, APPROVAL_STAGES_MAX, APPROVAL_TITLE_MAX } from '@stepwise/core';
import type { ApprovalWorkflow } from '@stepwise/core';
import { useId, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { messageOf } from '../../../i18n/t';
import { useT, type MessageKey } from '../../../shell/i18n';
import {
  addReviewer,
  addStage,
  canAddStage,
  changeStage,
  createBody,
  formOf,
  formProblems,
  moveStage,
  newForm,
  removeReviewer,
  removeStage,
  updateBody,
  type ApprovalForm,
  type FormProblem,
} from './approval-form';
import type { ApprovalSettingsClient } from './approval-settings-client';
import { ApprovalStageEditor } from './approval-stage-editor';

function problemText(t: ReturnType<typeof useT>, p: FormProblem): string {
  const { key, ...params } = p;
  return t(key as MessageKey, params);
}

/** A number of days, 1 to APPROVAL_DAYS_MAX; kept as typed so an emptied field stays empty. */
function DaysField(props: {
  label: string;
  value: string;
  disabled: boolean;
  testId: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={APPROVAL_DAYS_MAX}
        value={props.value}
        disabled={props.disabled}
        data-testid={props.testId}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </>
  );
}

export function ApprovalSettingsForm({
  workspace,
  saved,
  client,
  onDone,
  onCancel,
}: {
  workspace: { id: string; name: string };
  /** The workspace's workflow, or null for a new one. */
  saved: ApprovalWorkflow | null;
  client: ApprovalSettingsClient;
  /** After a save or a delete, with what the workspace has now. */
  onDone: (workflow: ApprovalWorkflow | null) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const ids = { title: useId(), problems: useId() };
  const [form, setForm] = useState<ApprovalForm>(() =>
    saved ? formOf(saved) : newForm(workspace.name),
  );
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const problems = formProblems(form);
  const shown = tried ? problems : [];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (problems.length > 0 || busy) return;
    setBusy(true);
    setError(null);
    try {
      const result = saved
        ? await client.update(saved.id, updateBody(form))
        : await client.create(createBody(workspace.id, form));
      onDone(result);
    } catch (err) {
      setError(messageOf(err));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="approval-settings-form">
      <p className="hint">{saved ? t('approval.settings.intro') : t('approval.settings.none')}</p>
      {saved && saved.openRequests > 0 && (
        <p className="hint" data-testid="approval-settings-open">
          {t('approval.settings.openRequests', { count: saved.openRequests })}
        </p>
      )}
      <label htmlFor={ids.title}>{t('approval.settings.name')}</label>
      <input
        id={ids.title}
        value={form.title}
        maxLength={APPROVAL_TITLE_MAX}
        disabled={busy}
        data-testid="approval-settings-title"
        onChange={(e) => setForm({ ...form, title: e.target.value })}
      />
      <h3>{t('approval.settings.stages')}</h3>
      {form.stages.map((stage, index) => (
        <ApprovalStageEditor
          key={stage.key}
          stage={stage}
          index={index}
          count={form.stages.length}
          busy={busy}
          client={client}
          actions={{
            change: (change) => setForm((f) => changeStage(f, index, change)),
            addReviewer: (r) => setForm((f) => addReviewer(f, index, r)),
            removeReviewer: (id) => setForm((f) => removeReviewer(f, index, id)),
            move: (by) => setForm((f) => moveStage(f, index, by)),
            remove: () => setForm((f) => removeStage(f, index)),
          }}
        />
      ))}
      {canAddStage(form) ? (
        <button
          type="button"
          disabled={busy}
          data-testid="approval-settings-add-stage"
          onClick={() => setForm((f) => addStage(f))}
        >
          {t('approval.settings.addStage')}
        </button>
      ) : (
        <p className="muted" data-testid="approval-settings-stages-full">
          {t('approval.settings.stagesFull', { max: APPROVAL_STAGES_MAX })}
        </p>
      )}
      <div className="approval-days">
        <DaysField
          label={t('approval.settings.reminderDays')}
          value={form.reminderDays}
          disabled={busy}
          testId="approval-settings-reminder"
          onChange={(reminderDays) => setForm((f) => ({ ...f, reminderDays }))}
        />
        <DaysField
          label={t('approval.settings.escalationDays')}
          value={form.escalationDays}
          disabled={busy}
          testId="approval-settings-escalation"
          onChange={(escalationDays) => setForm((f) => ({ ...f, escalationDays }))}
        />
      </div>
      {shown.length > 0 && (
        <ul
          id={ids.problems}
          className="form-error"
          role="alert"
          data-testid="approval-settings-problems"
        >
          {shown.map((p) => (
            <li key={`${p.key}-${'stage' in p ? p.stage : ''}`}>{problemText(t, p)}</li>
          ))}
        </ul>
      )}
      {error && (
        <p className="form-error" role="alert" data-testid="approval-settings-error">
          {error}
        </p>
      )}
      <div className="form-actions">
        {saved && (
          <button
            type="button"
            className="danger"
            disabled={busy}
            data-testid="approval-settings-delete"
            onClick={() => setConfirmDelete(true)}
          >
            {t('admin.delete')}
          </button>
        )}
        <button type="button" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </button>
        <button
          type="submit"
          className="primary"
          disabled={busy}
          aria-describedby={shown.length > 0 ? ids.problems : undefined}
          data-testid="approval-settings-save"
        >
          {t('common.save')}
        </button>
      </div>
      {confirmDelete && saved && (
        <ConfirmDialog
          title={t('approval.settings.deleteTitle')}
          message={t('approval.settings.deleteConfirm', { name: workspace.name })}
          confirmLabel={t('admin.delete')}
          danger
          onClose={() => setConfirmDelete(false)}
          onConfirm={async () => {
            await client.remove(saved.id);
            onDone(null);
          }}
        />
      )}
    </form>
  );
}
