import { inviteUser } from '@stepwise/api';
import { isAdminRole, isEmail, sortWorkspaces, type RoleName } from '@stepwise/core';
import { useId, useState, type FormEvent } from 'react';
import { api } from '../api';
import { Dialog } from '../components/dialog';
import { messageOf } from '../i18n/t';
import { useT, type MessageKey } from './i18n';
import type { ShellSession } from './use-shell-session';

const GRANT_ROLES = ['viewer', 'publisher', 'admin-group'] as const satisfies readonly RoleName[];
const ROLE_LABELS: Record<(typeof GRANT_ROLES)[number], MessageKey> = {
  viewer: 'shell.invite.roleViewer',
  publisher: 'shell.invite.rolePublisher',
  'admin-group': 'shell.invite.roleWorkspaceAdmin',
};

/**
 * Invites a person into one workspace with a role (POST /user/add, kind group-user). Without a
 * mail server the server returns the invitation link, shown here to hand over.
 */
export function InviteDialog({ session, onClose }: { session: ShellSession; onClose: () => void }) {
  const t = useT();
  const ids = { email: useId(), first: useId(), last: useId(), role: useId(), ws: useId() };
  const workspaces = sortWorkspaces(
    session.groups
      .flatMap((g) => g.workspaces ?? [])
      .filter((ws) => isAdminRole(session.role) || session.profile.roles[ws.id] === 'admin-group'),
  );
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [role, setRole] = useState<(typeof GRANT_ROLES)[number]>('viewer');
  const [workspaceId, setWorkspaceId] = useState(workspaces[0]?.id ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ email: string; link?: string } | null>(null);
  const valid = isEmail(email.trim()) && workspaceId !== '';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!valid || busy) return;
    setBusy(true);
    setError(null);
    try {
      const added = await inviteUser(api, {
        email: email.trim(),
        firstName: firstName.trim() || undefined,
        lastName: lastName.trim() || undefined,
        role,
        groups: [{ workspaceId, role }],
      });
      setDone({ email: added.email, link: added.inviteLink });
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title={t('shell.invite.title')} onClose={onClose} testId="invite-dialog">
      {done ? (
        <div role="status" data-testid="invite-done">
          <p>{t('shell.invite.sent', { email: done.email })}</p>
          {done.link && (
            <p>
              {t('shell.invite.link')}{' '}
              <a href={done.link} data-testid="invite-link">
                {done.link}
              </a>
            </p>
          )}
          <button type="button" className="primary" onClick={onClose}>
            {t('common.close')}
          </button>
        </div>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <label htmlFor={ids.email}>{t('shell.invite.email')}</label>
          <input
            id={ids.email}
            type="email"
            required
            data-testid="invite-email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <label htmlFor={ids.first}>{t('shell.invite.firstName')}</label>
          <input
            id={ids.first}
            data-testid="invite-first-name"
            value={firstName}
            maxLength={64}
            onChange={(e) => setFirstName(e.target.value)}
          />
          <label htmlFor={ids.last}>{t('shell.invite.lastName')}</label>
          <input
            id={ids.last}
            data-testid="invite-last-name"
            value={lastName}
            maxLength={64}
            onChange={(e) => setLastName(e.target.value)}
          />
          <label htmlFor={ids.role}>{t('shell.invite.role')}</label>
          <select
            id={ids.role}
            data-testid="invite-role"
            value={role}
            onChange={(e) => setRole(e.target.value as (typeof GRANT_ROLES)[number])}
          >
            {GRANT_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(ROLE_LABELS[r])}
              </option>
            ))}
          </select>
          <label htmlFor={ids.ws}>{t('shell.invite.workspace')}</label>
          <select
            id={ids.ws}
            data-testid="invite-workspace"
            value={workspaceId}
            onChange={(e) => setWorkspaceId(e.target.value)}
          >
            {workspaces.map((ws) => (
              <option key={ws.id} value={ws.id}>
                {ws.name}
              </option>
            ))}
          </select>
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <div className="form-actions">
            <button type="button" onClick={onClose} disabled={busy}>
              {t('common.cancel')}
            </button>
            <button
              type="submit"
              className="primary"
              disabled={!valid || busy}
              data-testid="invite-submit"
            >
              {t('shell.invite.submit')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
