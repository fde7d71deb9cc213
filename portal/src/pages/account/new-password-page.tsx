/**
 * /usernewpassword/{token}/{lang?} and /usernewpassword/{token} (002 §2, §4, §5, §8): form,
 * success, automatic sign-in after 1 s.
 */
import { login, resetPassword } from '@stepwise/api';
import { confirmationErrors, passwordErrors } from '@stepwise/core';
import type { MessageKey } from '@stepwise/i18n';
import { useT } from '@stepwise/i18n/react';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { api } from '../../api';
import { AuthLayout } from '../auth/auth-layout';
import { expiredLinkPath, newPasswordAlert } from './account-rules';
import { Field } from './field';
import { finishSignIn } from './finish-sign-in';
import { useLinkLanguage } from './use-link-language';

/** 002 §4 "automatic sign-in after 1 s". */
export const AUTO_SIGN_IN_DELAY_MS = 1000;

export function NewPasswordPage() {
  const t = useT();
  const navigate = useNavigate();
  const { token = '', lang } = useParams();
  const language = useLinkLanguage(lang);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [alert, setAlert] = useState<MessageKey | null>(null);
  const running = useRef(false);

  const passwordProblems = passwordErrors(password);
  const confirmProblems = confirmationErrors(password, confirm, 'password');
  const valid = passwordProblems.length === 0 && confirmProblems.length === 0;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!valid || running.current) return;
    running.current = true;
    setBusy(true);
    setAlert(null);
    try {
      const email = await resetPassword(api, { token, password });
      setDone(true);
      await new Promise((resolve) => setTimeout(resolve, AUTO_SIGN_IN_DELAY_MS));
      await login(api, { email, password });
      await finishSignIn(navigate, null);
    } catch (err) {
      const expired = expiredLinkPath(err, language);
      if (expired) {
        await navigate(expired, { replace: true });
        return;
      }
      setDone(false);
      setAlert(newPasswordAlert(err));
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return (
    <AuthLayout>
      <section className="auth-card" data-testid="new-password-screen">
        {done ? (
          <p role="status" data-testid="new-password-success">
            {t('account.passwordChanged')}
          </p>
        ) : (
          <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="new-password-title">
            <h1 id="new-password-title">{t('account.newPasswordTitle')}</h1>
            <Field
              id="new-password"
              label={t('account.newPassword')}
              secret
              value={password}
              onChange={setPassword}
              errors={passwordProblems}
            />
            <Field
              id="new-password-confirm"
              label={t('account.confirmPassword')}
              secret
              value={confirm}
              onChange={setConfirm}
              errors={confirmProblems}
            />
            <p className="muted">{t('account.passwordHint')}</p>
            <button type="submit" data-testid="new-password-submit" disabled={busy || !valid}>
              {busy ? t('account.saving') : t('account.confirm')}
            </button>
          </form>
        )}
        {alert && (
          <p className="form-error" role="alert" data-testid="account-alert" data-key={alert}>
            {t(alert)}
          </p>
        )}
      </section>
    </AuthLayout>
  );
}
