import { changePassword, updateProfile } from '@stepwise/api';
import {
  confirmationErrors,
  displayIdentifier,
  displayName,
  INTERFACE_LANGUAGES,
  nameErrors,
  passwordErrors,
  PERSON_NAME_MAX_LENGTH,
  THEMES,
  type InterfaceLanguage,
} from '@stepwise/core';
import { useId, useState, type FormEvent } from 'react';
import { api } from '../../api';
import { messageOf } from '../../i18n/t';
import { LANGUAGE_NAMES, localeTagOf, useLanguage, useT, type MessageKey } from '../../shell/i18n';

import { useTheme } from '../../shell/theme';
import { useShellSession } from '../../shell/use-shell-session';

/** /UserProfile: name, identifier, language, theme and password (000 §2, §3). */
export function UserProfilePage() {
  const t = useT();
  const session = useShellSession();
  const { profile } = session;
  return (
    <section className="profile-page" data-testid="user-profile-page">
      <header className="page-header">
        <h1>{t('profile.title')}</h1>
      </header>
      <NameForm initial={displayName(profile)} onSaved={session.reload} />
      <dl className="profile-facts">
        <dt>{profile.passwordless ? t('profile.employeeId') : t('profile.email')}</dt>
        <dd data-testid="profile-identifier">{displayIdentifier(profile)}</dd>
      </dl>
      <Preferences />
      {!profile.passwordless && !profile.shared && <PasswordForm />}
    </section>
  );
}

function NameForm({ initial, onSaved }: { initial: string; onSaved: () => Promise<void> }) {
  const t = useT();
  const id = useId();
  const [name, setName] = useState(initial);
  const [state, setState] = useState<'idle' | 'busy' | 'saved'>('idle');
  const [error, setError] = useState<string | null>(null);
  const problems = nameErrors(name, { max: PERSON_NAME_MAX_LENGTH });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (problems.length > 0 || state === 'busy') return;
    setState('busy');
    setError(null);
    try {
      await updateProfile(api, { displayName: name.trim() });
      await onSaved();
      setState('saved');
    } catch (err) {
      setError(messageOf(err));
      setState('idle');
    }
  };
  return (
    <form className="profile-section" onSubmit={(e) => void submit(e)} noValidate>
      <h2>{t('profile.nameSection')}</h2>
      <label htmlFor={id}>{t('profile.displayName')}</label>
      <input
        id={id}
        data-testid="profile-display-name"
        value={name}
        aria-invalid={problems.length > 0}
        onChange={(e) => {
          setName(e.target.value);
          setState('idle');
        }}
      />
      {problems.length > 0 && (
        <p className="form-error">{problems.map((k) => t(k as MessageKey)).join(' ')}</p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="form-actions">
        {state === 'saved' && (
          <span role="status" className="muted">
            {t('profile.saved')}
          </span>
        )}
        <button
          type="submit"
          className="primary"
          data-testid="profile-name-save"
          disabled={problems.length > 0 || state === 'busy'}
        >
          {t('common.save')}
        </button>
      </div>
    </form>
  );
}

function Preferences() {
  const t = useT();
  const ids = { language: useId(), theme: useId() };
  const { language, setLanguage } = useLanguage();
  const [theme, setTheme] = useTheme();
  const [error, setError] = useState<string | null>(null);
  const changeLanguage = async (next: InterfaceLanguage) => {
    setError(null);
    try {
      // The profile remembers it for every device; the interface switches (and reloads).
      await updateProfile(api, { locale: next });
      setLanguage(next);
    } catch (err) {
      setError(messageOf(err));
    }
  };
  return (
    <div className="profile-section">
      <h2>{t('profile.preferences')}</h2>
      <label htmlFor={ids.language}>{t('profile.language')}</label>
      <select
        id={ids.language}
        data-testid="profile-language"
        value={language}
        onChange={(e) => void changeLanguage(e.target.value as InterfaceLanguage)}
      >
        {INTERFACE_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={localeTagOf(code)}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <fieldset className="radio-group" data-testid="profile-theme">
        <legend id={ids.theme}>{t('theme.label')}</legend>
        {THEMES.map((name) => (
          <label key={name} className="radio-label">
            <input
              type="radio"
              name="theme"
              value={name}
              data-testid={`profile-theme-${name}`}
              checked={theme === name}
              onChange={() => setTheme(name)}
            />{' '}
            {name === 'light' ? t('theme.light') : t('theme.dark')}
          </label>
        ))}
      </fieldset>
    </div>
  );
}

function PasswordForm() {
  const t = useT();
  const ids = {
    current: useId(),
    next: useId(),
    confirm: useId(),
    nextErr: useId(),
    confErr: useId(),
  };
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState({ next: false, confirm: false });
  const [state, setState] = useState<'idle' | 'busy' | 'saved'>('idle');
  const [error, setError] = useState<string | null>(null);
  const nextProblems = passwordErrors(next);
  const confirmProblems = confirmationErrors(next, confirm, 'password');
  const valid = current !== '' && nextProblems.length === 0 && confirmProblems.length === 0;
  const text = (keys: readonly string[]) => keys.map((k) => t(k as MessageKey)).join(' ');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched({ next: true, confirm: true });
    if (!valid || state === 'busy') return;
    setState('busy');
    setError(null);
    try {
      await changePassword(api, { currentPassword: current, newPassword: next });
      setCurrent('');
      setNext('');
      setConfirm('');
      setTouched({ next: false, confirm: false });
      setState('saved');
    } catch (err) {
      setError(messageOf(err));
      setState('idle');
    }
  };
  const showNext = touched.next && nextProblems.length > 0;
  const showConfirm = touched.confirm && confirmProblems.length > 0;
  return (
    <form
      className="profile-section"
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="password-form"
    >
      <h2>{t('profile.passwordSection')}</h2>
      <label htmlFor={ids.current}>{t('profile.currentPassword')}</label>
      <input
        id={ids.current}
        type="password"
        autoComplete="current-password"
        data-testid="password-current"
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
      />
      <label htmlFor={ids.next}>{t('profile.newPassword')}</label>
      <input
        id={ids.next}
        type="password"
        autoComplete="new-password"
        data-testid="password-new"
        value={next}
        aria-invalid={showNext}
        aria-describedby={showNext ? ids.nextErr : undefined}
        onChange={(e) => {
          setNext(e.target.value);
          setTouched((s) => ({ ...s, next: true }));
          setState('idle');
        }}
      />
      {showNext && (
        <p id={ids.nextErr} className="form-error" data-testid="password-new-error">
          {text(nextProblems)}
        </p>
      )}
      <label htmlFor={ids.confirm}>{t('profile.confirmPassword')}</label>
      <input
        id={ids.confirm}
        type="password"
        autoComplete="new-password"
        data-testid="password-confirm"
        value={confirm}
        aria-invalid={showConfirm}
        aria-describedby={showConfirm ? ids.confErr : undefined}
        onChange={(e) => {
          setConfirm(e.target.value);
          setTouched((s) => ({ ...s, confirm: true }));
        }}
      />
      {showConfirm && (
        <p id={ids.confErr} className="form-error" data-testid="password-confirm-error">
          {text(confirmProblems)}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert" data-testid="password-error">
          {error}
        </p>
      )}
      <div className="form-actions">
        {state === 'saved' && (
          <span role="status" className="muted" data-testid="password-saved">
            {t('profile.passwordChanged')}
          </span>
        )}
        <button
          type="submit"
          className="primary"
          data-testid="password-submit"
          disabled={!valid || state === 'busy'}
        >
          {t('profile.changePassword')}
        </button>
      </div>
    </form>
  );
}
