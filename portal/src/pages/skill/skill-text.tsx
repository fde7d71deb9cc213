/** How the skills screens show a state, a date and a due date (shared by every skills screen). */
import { dueState, type SkillState } from '@stepwise/core';
import { formatDate } from '@stepwise/i18n';
import { useState } from 'react';
import { currentLanguage, t, type MessageKey } from '../../i18n/t';

const STATE_KEYS: Record<SkillState, MessageKey> = {
  NONE: 'skills.state.none',
  FAILED: 'skills.state.failed',
  LOCKED: 'skills.state.locked',
  PASSED: 'skills.state.passed',
};

export const stateText = (state: SkillState) => t(STATE_KEYS[state]);

/** A calendar date (000 §9 MM/DD/YYYY) of an ISO time; '' for none. */
export const dayText = (iso: string | null) =>
  iso ? formatDate(iso, 'MM/DD/YYYY', currentLanguage()) : '';

/** A chip for a skill state; PASSED carries its date and expiry when given. */
export function StateChip({
  state,
  passedAt,
  expiresAt,
}: {
  state: SkillState;
  passedAt?: string | null;
  expiresAt?: string | null;
}) {
  return (
    <span className={`skill-state skill-state-${state.toLowerCase()}`} data-state={state}>
      {stateText(state)}
      {state === 'PASSED' && passedAt && (
        <>
          {' '}
          <time dateTime={passedAt}>{dayText(passedAt)}</time>
        </>
      )}
      {expiresAt && (
        <span className="skill-expiry"> {t('skills.expires', { date: dayText(expiresAt) })}</span>
      )}
    </span>
  );
}

/** A due date with its state (upcoming / due soon / overdue, core's dueState). */
export function DueText({ dueAt, done }: { dueAt: string | null; done?: boolean }) {
  // The time the row was first shown: a due state does not change while one looks at it.
  const [now] = useState(Date.now);
  if (!dueAt) return <span className="muted">{t('skills.noDue')}</span>;
  const state = done ? 'none' : dueState(Date.parse(dueAt), now).kind;
  return (
    <span className={`skill-due skill-due-${state}`} data-due-state={state}>
      {t('skills.due', { date: dayText(dueAt) })}
      {state === 'overdue' && ` · ${t('skills.overdue')}`}
      {state === 'dueSoon' && ` · ${t('skills.dueSoon')}`}
    </span>
  );
}
