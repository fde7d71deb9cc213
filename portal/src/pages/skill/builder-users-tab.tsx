/** The builder's users tab: who the skill is assigned to (users, teams), with due dates. */
import { listSkillAssignees, updateSkillMembers, type SkillMemberChange } from '@stepwise/api';
import type { Skill } from '@stepwise/core';
import { useState } from 'react';
import { api } from '../../api';
import { LoadState } from '../../components/load-state';
import { messageOf, t } from '../../i18n/t';
import { useLoad } from '../../lib/use-load';
import { AssigneeForm } from './assignee-form';
import { DueText } from './skill-text';

type Change = Parameters<typeof updateSkillMembers>[2];

export function BuilderUsersTab({ skill, onChanged }: { skill: Skill; onChanged: () => void }) {
  const [load, retry] = useLoad(`skill-assignees:${skill.id}`, () =>
    listSkillAssignees(api, skill.id),
  );
  const [items, setItems] = useState<Awaited<ReturnType<typeof listSkillAssignees>> | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const shown = items ?? (load.state === 'ready' ? load.value : null);

  const change = async (body: Change) => {
    setBusy(true);
    setError(null);
    try {
      setItems(await updateSkillMembers(api, skill.id, body));
      onChanged();
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };
  const isAssigned = (m: SkillMemberChange) =>
    shown?.some((a) => a.type === m.type && a.id === m.id) ?? false;

  return (
    <div className="skill-builder-users" data-testid="builder-users">
      {!skill.published && (
        <p className="notice" role="status">
          {t('skills.assignUnpublishedHint')}
        </p>
      )}
      <AssigneeForm
        busy={busy}
        onAssign={(m) => void change(isAssigned(m) ? { update: [m] } : { add: [m] })}
      />
      {error && (
        <p className="form-error" role="alert" data-testid="builder-users-error">
          {error}
        </p>
      )}
      {shown === null ? (
        <LoadState load={load} onRetry={retry} testId="builder-users" />
      ) : shown.length === 0 ? (
        <p className="empty" data-testid="builder-users-empty">
          {t('skills.noAssignees')}
        </p>
      ) : (
        <table className="skill-table">
          <caption>{t('skills.assignees')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('skills.name')}</th>
              <th scope="col">{t('skills.type')}</th>
              <th scope="col">{t('skills.dueDate')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('skills.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((a) => (
              <tr key={`${a.type}:${a.id}`} data-testid="builder-assignee" data-id={a.id}>
                <th scope="row">
                  {a.name}
                  {a.email && <span className="muted"> {a.email}</span>}
                </th>
                <td>
                  {a.type === 'team'
                    ? t('skills.teamOf', { n: a.memberCount })
                    : t('skills.assignUser')}
                </td>
                <td>
                  <DueText dueAt={a.dueAt} />
                </td>
                <td>
                  <button
                    type="button"
                    disabled={busy}
                    aria-label={t('skills.unassignNamed', { name: a.name })}
                    onClick={() => void change({ remove: [{ type: a.type, id: a.id }] })}
                    data-testid="builder-assignee-remove"
                  >
                    {t('skills.unassign')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
