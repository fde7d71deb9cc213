import { login } from '@stepwise/api';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../api';
import { messageOf, t } from '../i18n/t';
import { paths } from '../paths';

/** Only same-site paths are honoured as redirects. */
function safeRedirect(target: string | null): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : paths.home;
}

/** Email and password sign-in (the minimal form; issue 4 brings the multi-step screen). */
export function SignInPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return; // 000 §5: a submit while another attempt runs is ignored
    setBusy(true);
    setError(null);
    try {
      await login(api, { email: email.trim(), password });
      await navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (err) {
      setError(messageOf(err));
      setBusy(false);
    }
  };

  return (
    <main className="sign-in">
      <form onSubmit={(e) => void submit(e)} aria-labelledby="sign-in-title" noValidate>
        <h1 id="sign-in-title">{t('auth.signInTitle')}</h1>
        {params.get('expired') && <p className="notice">{t('auth.sessionExpired')}</p>}
        <label htmlFor="email">{t('auth.email')}</label>
        <input
          id="email"
          type="email"
          autoComplete="username"
          required
          maxLength={254}
          value={email}
          onChange={(e) => setEmail(e.target.value.replace(/\s/g, ''))}
        />
        <label htmlFor="password">{t('auth.password')}</label>
        <input
          id="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={200}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {error && (
          <p className="form-error" role="alert" data-testid="sign-in-error">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy || email === '' || password === ''}>
          {busy ? t('auth.signingIn') : t('auth.signIn')}
        </button>
      </form>
    </main>
  );
}
