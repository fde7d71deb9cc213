import { listTeams, searchPeople } from '@stepwise/api';
import { useEffect, useState } from 'react';
import { api } from '../../api';
import { LoadState } from '../../components/load-state';
import { messageOf, t } from '../../i18n/t';
import { useLoad } from '../../lib/use-load';

export interface PickedMember {
  type: 'user' | 'team';
  id: string;
  name: string;
}

const same = (a: PickedMember, b: { type: string; id: string }) =>
  a.type === b.type && a.id === b.id;

/**
 * Chooses a task's assignees or a message's receivers (issue 24 "members (users, teams)"): the
 * organisation's teams, and people found by name or email (GET /v1/people, which managers and
 * creators may read).
 */
export function MemberPicker({
  value,
  onChange,
}: {
  value: readonly PickedMember[];
  onChange: (next: PickedMember[]) => void;
}) {
  const [teams, retryTeams] = useLoad('teams', () => listTeams(api));
  const [keyword, setKeyword] = useState('');
  const [users, setUsers] = useState<PickedMember[]>([]);
  const [userError, setUserError] = useState<string | null>(null);

  useEffect(() => {
    if (keyword.trim().length < 2) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchPeople(api, keyword.trim(), 20, controller.signal).then(
        (people) => {
          setUserError(null);
          setUsers(people.map((u) => ({ type: 'user', id: u.id, name: u.displayName })));
        },
        (err: unknown) => !controller.signal.aborted && setUserError(messageOf(err)),
      );
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [keyword]);

  const toggle = (member: PickedMember, on: boolean) =>
    onChange(on ? [...value, member] : value.filter((m) => !same(m, member)));
  const box = (member: PickedMember, testId: string) => (
    <label key={`${member.type}:${member.id}`}>
      <input
        type="checkbox"
        checked={value.some((m) => same(m, member))}
        onChange={(e) => toggle(member, e.target.checked)}
        data-testid={testId}
        data-member-name={member.name}
      />
      {member.name}
    </label>
  );

  return (
    <fieldset className="task-members" data-testid="member-picker">
      <legend>{t('tasks.members.title')}</legend>
      {value.length > 0 && (
        <ul className="task-chips" aria-label={t('tasks.members.chosen')}>
          {value.map((m) => (
            <li key={`${m.type}:${m.id}`}>
              {m.name}
              <button
                type="button"
                className="icon-button"
                aria-label={t('tasks.members.remove', { name: m.name })}
                onClick={() => toggle(m, false)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <h3>{t('tasks.members.teams')}</h3>
      {teams.state === 'ready' ? (
        teams.value.length === 0 ? (
          <p className="muted">{t('tasks.members.noTeams')}</p>
        ) : (
          <div className="task-member-options">
            {teams.value.map((team) =>
              box({ type: 'team', id: team.id, name: team.name }, 'member-team'),
            )}
          </div>
        )
      ) : (
        <LoadState load={teams} onRetry={retryTeams} testId="member-teams" />
      )}
      <h3>{t('tasks.members.users')}</h3>
      <input
        type="search"
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        placeholder={t('tasks.members.searchUsers')}
        aria-label={t('tasks.members.searchUsers')}
        data-testid="member-user-search"
      />
      {userError ? (
        <p className="muted" role="status">
          {userError}
        </p>
      ) : (
        <div className="task-member-options">
          {keyword.trim().length < 2 ? null : users.map((u) => box(u, 'member-user'))}
        </div>
      )}
    </fieldset>
  );
}
