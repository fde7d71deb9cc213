/**
 * Assign a user (found by name or e-mail among the organisation's users) or a team, with an
 * optional due date (end of that day, local time).
 */
import { searchPeople, listTeams } from '@stepwise/api';
import { useId, useState, type FormEvent } from 'react';
import { api } from '../../api';
import { LoadState } from '../../components/load-state';
import { t } from '../../i18n/t';
import { useLoad } from '../../lib/use-load';
import type { SkillMemberChange } from '@stepwise/api';

/** A date input's value (YYYY-MM-DD) as the end of that local day, ISO; null when empty. */
export function dueAtOf(day: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 23, 59, 0, 0).toISOString();
}

export function AssigneeForm({
  busy,
  onAssign,
}: {
  busy: boolean;
  onAssign: (member: SkillMemberChange) => void;
}) {
  const id = useId();
  const [kind, setKind] = useState<'user' | 'team'>('user');
  const [keyword, setKeyword] = useState('');
  const [choice, setChoice] = useState('');
  const [due, setDue] = useState('');
  // People are looked up from two letters on (GET /v1/people); before that there is no list.
  const [users, retryUsers] = useLoad(`skill-users:${keyword}`, async () =>
    keyword.length < 2 ? [] : searchPeople(api, keyword, 50),
  );
  const [teams, retryTeams] = useLoad('skill-teams', () => listTeams(api));
  const options =
    kind === 'user'
      ? users.state === 'ready'
        ? users.value.map((u) => ({
            id: u.id,
            label: u.email ? `${u.displayName} <${u.email}>` : u.displayName,
          }))
        : []
      : teams.state === 'ready'
        ? teams.value.map((team) => ({ id: team.id, label: team.name }))
        : [];
  const load = kind === 'user' ? users : teams;
  const selected = options.some((o) => o.id === choice) ? choice : (options[0]?.id ?? '');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!selected) return;
    onAssign({ type: kind, id: selected, dueAt: dueAtOf(due) });
  };

  return (
    <form className="skill-assign" onSubmit={submit} data-testid="skill-assign-form">
      <fieldset>
        <legend>{t('skills.assignTo')}</legend>
        <label>
          <input
            type="radio"
            name={`${id}-kind`}
            checked={kind === 'user'}
            onChange={() => setKind('user')}
          />
          {t('skills.assignUser')}
        </label>
        <label>
          <input
            type="radio"
            name={`${id}-kind`}
            checked={kind === 'team'}
            onChange={() => setKind('team')}
          />
          {t('skills.assignTeam')}
        </label>
      </fieldset>
      {kind === 'user' && (
        <input
          type="search"
          aria-label={t('skills.findUser')}
          placeholder={t('skills.findUser')}
          data-testid="skill-assign-search"
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            setKeyword(e.currentTarget.value.trim());
          }}
        />
      )}
      {load.state === 'ready' ? (
        <select
          aria-label={kind === 'user' ? t('skills.assignUser') : t('skills.assignTeam')}
          value={selected}
          onChange={(e) => setChoice(e.target.value)}
          data-testid="skill-assign-choice"
        >
          {options.length === 0 && <option value="">{t('skills.noMatch')}</option>}
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <LoadState
          load={load}
          onRetry={kind === 'user' ? retryUsers : retryTeams}
          testId="skill-assign"
        />
      )}
      <label htmlFor={`${id}-due`}>{t('skills.dueDate')}</label>
      <input
        id={`${id}-due`}
        type="date"
        value={due}
        onChange={(e) => setDue(e.target.value)}
        data-testid="skill-assign-due"
      />
      <button
        type="submit"
        className="primary"
        disabled={busy || !selected}
        data-testid="skill-assign-submit"
      >
        {t('skills.assign')}
      </button>
    </form>
  );
}
