/**
 * /userinvitecreate/{token}/{name?}/{lang?} and /startfreetrial/{token}/{name?}/{lang?}
 * (002 §2): name and password, validated by 002 §5; success signs the user in.
 */
import { acceptInvitation, finishSelfSignup, login } from '@stepwise/api';
import { nameErrors, passwordErrors } from '@stepwise/core';
import type { MessageKey } from '@stepwise/i18n';
import { useT } from '@stepwise/i18n/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { api } from '../../api';
import { AuthLayout } from '../auth/auth-layout';
import { expiredLinkPath, invitationFailure } from './account-rules';
import { Field } from './field';
import { finishSignIn } from './finish-sign-in';
import { useLinkLanguage } from './use-link-language';

/** How long the failed set-password alert shows before the redirect to sign-in (ours). */
const FAILED_REDIRECT_MS = 3000;

export function InviteCreatePage(props: { mode: 'invite' | 'trial' }) {
  const t = useT();
  const navigate = useNavigate();
  const { token = '', name: nameParam, lang } = useParams();
  const language = useLinkLanguage(lang);
  const [name, setName] = useState(() => nameParam ?? '');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<ReturnType<typeof invitationFailure> | 'failed'>(null);
  const running = useRef(false);
  useEffect(() => {
    if (alert !== 'failed') return;
    const timer = setTimeout(() => void navigate('/', { replace: true }), FAILED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [alert, navigate]);

  // The name rules' only length key here is rules.max90 (the default maximum), a catalogue key.
  const nameProblems = nameErrors(name) as MessageKey[];
  const passwordProblems = passwordErrors(password);
  const valid = nameProblems.length === 0 && passwordProblems.length === 0;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!valid || running.current) return;
    running.current = true;
    setBusy(true);
    setAlert(null);
    try {
      const input = { token, name: name.trim(), password };
      const email =
        props.mode === 'invite'
          ? await acceptInvitation(api, input)
          : await finishSelfSignup(api, input);
      await login(api, { email, password });
      await finishSignIn(navigate, null);
    } catch (err) {
      const expired = expiredLinkPath(err, language);
      if (expired) {
        await navigate(expired, { replace: true });
        return;
      }
      setAlert(invitationFailure(err) ?? 'failed');
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  const title = props.mode === 'invite' ? t('account.inviteTitle') : t('account.trialTitle');
  return (
    <AuthLayout>
      <section
        className="auth-card"
        data-testid={props.mode === 'invite' ? 'invite-create' : 'free-trial'}
      >
        <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="account-title">
          <h1 id="account-title">{title}</h1>
          <Field
            id="account-name"
            label={t('account.name')}
            value={name}
            onChange={setName}
            errors={nameProblems}
            autoComplete="name"
            maxLength={100}
          />
          <Field
            id="account-password"
            label={t('account.password')}
            secret
            value={password}
            onChange={setPassword}
            errors={passwordProblems}
          />
          <p className="muted">{t('account.passwordHint')}</p>
          <button type="submit" data-testid="account-create" disabled={busy || !valid}>
            {busy ? t('account.creating') : t('account.create')}
          </button>
          {alert && (
            <p className="form-error" role="alert" data-testid="account-alert" data-key={alert}>
              {alert === 'failed' ? t('account.alertFailedSetPassword') : t(alert)}
            </p>
          )}
        </form>
      </section>
    </AuthLayout>
  );
}

export function InvitationPage() {
  return <InviteCreatePage mode="invite" />;
}

export function FreeTrialPage() {
  return <InviteCreatePage mode="trial" />;
}
