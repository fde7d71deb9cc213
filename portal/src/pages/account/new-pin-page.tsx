/**
 * /usernewpin/{employeeIdUserAccount} (002 §2, §5): a PIN user with no PIN yet, or one an admin
 * reset, chooses one (same rules as passwords; "PIN must match"); success signs them in.
 */
import { setPin, signInEmployeePin } from '@stepwise/api';
import { confirmationErrors, newPasswordFailure, passwordErrors } from '@stepwise/core';
import type { MessageKey } from '@stepwise/i18n';
import { useT } from '@stepwise/i18n/react';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { api } from '../../api';
import { AuthLayout } from '../auth/auth-layout';
import { currentClientKey } from '../auth/client-key';
import { isConnectionFailure } from '../auth/sign-in-rules';
import { newPasswordAlert } from './account-rules';
import { Field } from './field';
import { finishSignIn } from './finish-sign-in';

export function NewPinPage() {
  const t = useT();
  const navigate = useNavigate();
  const { employeeIdUserAccount = '' } = useParams();
  const [pin, setPinValue] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<MessageKey | null>(null);
  const running = useRef(false);

  const pinProblems = passwordErrors(pin);
  const confirmProblems = confirmationErrors(pin, confirm, 'pin');
  const valid = pinProblems.length === 0 && confirmProblems.length === 0;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!valid || running.current) return;
    const clientKey = currentClientKey();
    if (!clientKey) {
      setAlert('alert.clientKeyRequired');
      return;
    }
    // The account name may not be part of the PIN (002 §8 CERTAIN_VALUE), checked before sending.
    if (newPasswordFailure(pin, employeeIdUserAccount) === 'CERTAIN_VALUE') {
      setAlert('account.alertPasswordIncludeCertainValue');
      return;
    }
    running.current = true;
    setBusy(true);
    setAlert(null);
    try {
      const input = { employeeId: employeeIdUserAccount, clientKey, password: pin };
      await setPin(api, input);
      await finishSignIn(navigate, await signInEmployeePin(api, input));
    } catch (err) {
      setAlert(isConnectionFailure(err) ? 'alert.connectionFailed' : newPasswordAlert(err));
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return (
    <AuthLayout>
      <section className="auth-card" data-testid="new-pin-screen">
        <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="new-pin-title">
          <h1 id="new-pin-title">{t('account.newPinTitle')}</h1>
          <p className="muted" data-testid="new-pin-account">
            {t('account.newPinFor', { account: employeeIdUserAccount })}
          </p>
          <Field
            id="new-pin"
            label={t('account.newPin')}
            secret
            value={pin}
            onChange={setPinValue}
            errors={pinProblems}
          />
          <Field
            id="new-pin-confirm"
            label={t('account.confirmPin')}
            secret
            value={confirm}
            onChange={setConfirm}
            errors={confirmProblems}
          />
          <p className="muted">{t('account.passwordHint')}</p>
          <button type="submit" data-testid="new-pin-submit" disabled={busy || !valid}>
            {busy ? t('account.saving') : t('account.confirm')}
          </button>
          {alert && (
            <p className="form-error" role="alert" data-testid="account-alert" data-key={alert}>
              {t(alert)}
            </p>
          )}
        </form>
      </section>
    </AuthLayout>
  );
}
