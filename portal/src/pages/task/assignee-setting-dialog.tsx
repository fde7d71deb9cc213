import { createAssigneeSetting, updateAssigneeSetting } from '@stepwise/api';
import type { AssigneeSetting } from '@stepwise/core';
import { useState } from 'react';
import { api } from '../../api';
import { Dialog } from '../../components/dialog';
import { messageOf, t } from '../../i18n/t';
import { MemberPicker, type PickedMember } from './member-picker';
import { draftOf, newDraft, scheduleOf } from './schedule-draft';
import { ScheduleEditor } from './schedule-editor';
import { browserTimeZone } from './task-format';

/**
 * Adds an assignee setting (members on one schedule) or edits one: batch creation, or batch
 * update replacing its schedule and members.
 */
export function AssigneeSettingDialog({
  taskId,
  setting,
  onSaved,
  onClose,
}: {
  taskId: string;
  setting: AssigneeSetting | null;
  onSaved: (setting: AssigneeSetting, created: boolean) => void;
  onClose: () => void;
}) {
  const zone = browserTimeZone();
  const [draft, setDraft] = useState(() =>
    setting ? draftOf(setting.schedule, zone) : newDraft(zone),
  );
  const [members, setMembers] = useState<PickedMember[]>(
    () => setting?.members.map((m) => ({ type: m.type, id: m.id, name: m.name })) ?? [],
  );
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const result = scheduleOf(draft);

  const save = async () => {
    if (!result.ok) return setError(t(result.error));
    if (members.length === 0) return setError(t('tasks.members.required'));
    setBusy(true);
    setError(null);
    const refs = members.map(({ type, id }) => ({ type, id }));
    try {
      const saved = setting
        ? await updateAssigneeSetting(api, taskId, {
            assigneeSettingId: setting.id,
            schedule: result.schedule,
            members: refs,
          })
        : await createAssigneeSetting(api, taskId, { schedule: result.schedule, members: refs });
      onSaved(saved, setting === null);
    } catch (err) {
      setError(messageOf(err));
      setBusy(false);
    }
  };

  return (
    <Dialog
      title={t(setting ? 'tasks.assign.editTitle' : 'tasks.assign.title')}
      onClose={onClose}
      testId="assignee-setting-dialog"
      wide
      footer={
        <>
          <button type="button" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="primary"
            disabled={busy || !result.ok || members.length === 0}
            onClick={() => void save()}
            data-testid="assignee-setting-save"
          >
            {t('tasks.assign.save')}
          </button>
        </>
      }
    >
      <MemberPicker value={members} onChange={setMembers} />
      <ScheduleEditor value={draft} onChange={setDraft} />
      {error && (
        <p className="form-error" role="alert" data-testid="assignee-setting-error">
          {error}
        </p>
      )}
    </Dialog>
  );
}
