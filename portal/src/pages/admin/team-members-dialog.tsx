/**
 * A team's members (issue 25): the current ones by name (GET /v1/admin/teams/:id/members), people
 * found by name or address to add (GET /v1/people, at least 2 letters), remove buttons; saving
 * replaces the member list (PUT /v1/teams/:id/members).
 */
import { listTeamMembers, searchPeople, setTeamMembers } from '@stepwise/api';
import type { PersonOption, Team } from '@stepwise/core';
import { Spinner } from '@stepwise/ui';
import { useEffect, useId, useState } from 'react';
import { api } from '../../api';
import { Dialog } from '../../components/dialog';
import { messageOf } from '../../i18n/t';
import { useLoad } from '../../lib/use-load';
import { useT } from '../../shell/i18n';

export function TeamMembersDialog({
  team,
  onSaved,
  onClose,
}: {
  team: Team;
  onSaved: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const searchId = useId();
  const [load] = useLoad(`team-members-${team.id}`, () => listTeamMembers(api, team.id));
  const [members, setMembers] = useState<PersonOption[] | null>(null);
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<PersonOption[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const current = members ?? (load.state === 'ready' ? load.value : []);

  useEffect(() => {
    const k = keyword.trim();
    if (k.length < 2) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchPeople(api, k, 20, controller.signal).then(setFound, (err: unknown) => {
        if (!controller.signal.aborted) setError(messageOf(err));
      });
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [keyword]);

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await setTeamMembers(
        api,
        team.id,
        current.map((m) => m.id),
      );
      onSaved();
      onClose();
    } catch (err) {
      setError(messageOf(err));
      setBusy(false);
    }
  };
  const has = new Set(current.map((m) => m.id));
  return (
    <Dialog
      title={t('admin.teams.membersOf', { name: team.name })}
      onClose={onClose}
      testId="team-members-dialog"
      footer={
        <>
          <button type="button" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="primary"
            disabled={busy || members === null}
            data-testid="team-members-save"
            onClick={() => void save()}
          >
            {t('common.save')}
          </button>
        </>
      }
    >
      {load.state === 'loading' && <Spinner size="sm" label={t('admin.teams.loading')} />}
      {load.state === 'error' && (
        <p className="form-error" role="alert">
          {load.message}
        </p>
      )}
      {load.state === 'ready' && (
        <>
          {current.length === 0 ? (
            <p className="empty">{t('admin.teams.noMembers')}</p>
          ) : (
            <ul data-testid="team-member-list">
              {current.map((m) => (
                <li key={m.id}>
                  {m.displayName} {m.email && <span className="hint">{m.email}</span>}{' '}
                  <button
                    type="button"
                    aria-label={t('admin.teams.removeMember', { name: m.displayName })}
                    onClick={() => setMembers(current.filter((x) => x.id !== m.id))}
                  >
                    {t('admin.teams.remove')}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <label htmlFor={searchId}>{t('admin.teams.addPeople')}</label>
          <input
            id={searchId}
            type="search"
            value={keyword}
            data-testid="team-member-search"
            onChange={(e) => setKeyword(e.target.value)}
          />
          {keyword.trim().length >= 2 && (
            <ul data-testid="team-member-found">
              {found
                .filter((p) => !has.has(p.id))
                .map((p) => (
                  <li key={p.id}>
                    {p.displayName} {p.email && <span className="hint">{p.email}</span>}{' '}
                    <button
                      type="button"
                      aria-label={t('admin.teams.addMember', { name: p.displayName })}
                      onClick={() => setMembers([...current, p])}
                    >
                      {t('admin.teams.add')}
                    </button>
                  </li>
                ))}
            </ul>
          )}
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
