/**
 * One person's row on /skill/performance: progress, state, due, certified, expiry, and the
 * manager's actions — Certify (manual certification, once passed), Remind, Retrain (a
 * retrain_workflow notification for one of the skill's workflows).
 */
import { certifySkillPerformance, sendNotification } from '@stepwise/api';
import type { Skill, SkillPerformance } from '@stepwise/core';
import { useState } from 'react';
import { api } from '../../api';
import { messageOf, t } from '../../i18n/t';
import { dayText, DueText, StateChip } from './skill-text';

export interface PerformanceActions {
  onChanged: () => void;
  onRemind?: ((performance: SkillPerformance) => Promise<void>) | undefined;
}

export function PerformanceRow({
  skill,
  row,
  actions,
}: {
  skill: Skill;
  row: SkillPerformance;
  actions: PerformanceActions;
}) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const workflows = skill.list.filter((i) => i.type === 'workflows');
  const canCertify =
    skill.certification.enabled &&
    skill.certification.mode === 'manual' &&
    row.completedAt !== null &&
    row.certifiedAt === null &&
    row.state !== 'FAILED';

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setMessage(null);
    try {
      await action();
      setMessage({ ok: true, text: done });
      actions.onChanged();
    } catch (err) {
      setMessage({ ok: false, text: messageOf(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <tr data-testid="performance-row" data-user-id={row.userId} data-state={row.state}>
      <th scope="row">
        {row.displayName}
        {row.email && <span className="muted skill-matrix-email">{row.email}</span>}
        {row.teamName && <span className="muted"> · {row.teamName}</span>}
      </th>
      <td>
        <progress
          max={100}
          value={row.progress}
          aria-label={t('skills.progressOf', { title: row.displayName })}
        />{' '}
        {row.progress}%
      </td>
      <td>
        <StateChip state={row.state} />
      </td>
      <td>
        <DueText dueAt={row.dueAt} done={row.completedAt !== null} />
      </td>
      <td>{row.certifiedAt ? dayText(row.certifiedAt) : '—'}</td>
      <td>{row.expiresAt ? dayText(row.expiresAt) : '—'}</td>
      <td className="skill-row-actions">
        {canCertify && (
          <button
            type="button"
            disabled={busy}
            onClick={() =>
              void run(() => certifySkillPerformance(api, row.id), t('skills.certifiedDone'))
            }
            data-testid="performance-certify"
          >
            {t('skills.certify')}
          </button>
        )}
        {actions.onRemind && row.completedAt === null && (
          <button
            type="button"
            disabled={busy}
            onClick={() => void run(() => actions.onRemind!(row), t('skills.remindedDone'))}
            data-testid="performance-remind"
          >
            {t('skills.remind')}
          </button>
        )}
        {workflows[0] && (
          <button
            type="button"
            disabled={busy}
            onClick={() =>
              void run(
                () =>
                  sendNotification(api, {
                    type: 'retrain_workflow',
                    workflowId: workflows[0]!.id,
                    userIds: [row.userId],
                  }),
                t('skills.retrainedDone'),
              )
            }
            data-testid="performance-retrain"
          >
            {t('skills.retrain')}
          </button>
        )}
        {message && (
          <span
            className={message.ok ? 'muted' : 'form-error'}
            role={message.ok ? 'status' : 'alert'}
          >
            {message.text}
          </span>
        )}
      </td>
    </tr>
  );
}
