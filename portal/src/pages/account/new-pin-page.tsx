/**
 * /usernewpin/{employeeIdUserAccount} (002 §2, §5): a PIN user with no PIN yet, or one an admin
 * reset, chooses one (same rules as passwords; "PIN must match") with the one-time setup code
 * the admin's reset or the account's creation issued (issue 14); success signs them in. A mailed
 * link carries the code (`?code=`), which prefills the field and leaves the address bar.
 */
import { setPin, signInEmployeePin } from '@stepwise/api';
import {
  confirmationErrors,
  formatPinSetupCode,
  isPinSetupCode,
  newPasswordFailure,
  normalisePinSetupCode,
  passwordErrors,
} from '@stepwise/core';
import { useT } from '@stepwise/i18n/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { api } from '../../api';
import { AuthLayout } from '../auth/auth-layout';
import { currentClientKey } from '../auth/client-key';
import { isConnectionFailure } from '../auth/sign-in-rules';
import { newPinAlert, type AccountAlert } from './account-rules';
import { Field } from './field';
import { finishSignIn } from './finish-sign-in';

const CODE_MAX_LENGTH = 20;

export function NewPinPage() {
  const t = useT();
  const navigate = useNavigate();
  const { employeeIdUserAccount = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const [code, setCode] = useState(() => {
    const linked = params.get('code');
    return linked ? formatPinSetupCode(linked).slice(0, CODE_MAX_LENGTH) : '';
  });
  const [pin, setPinValue] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<AccountAlert | null>(null);
  const running = useRef(false);

  // The code is a secret: once in the field, it leaves the address bar (and the history).
  useEffect(() => {
    if (!params.has('code')) return;
    const rest = new URLSearchParams(params);
    rest.delete('code');
    setParams(rest, { replace: true });
  }, [params, setParams]);

  const codeOk = isPinSetupCode(normalisePinSetupCode(code));
  const codeProblem = code !== '' && !codeOk;
  const pinProblems = passwordErrors(pin);
  const confirmProblems = confirmationErrors(pin, confirm, 'pin');
  const valid = codeOk && pinProblems.length === 0 && confirmProblems.length === 0;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!valid || running.current) return;
    const clientKey = currentClientKey();
    if (!clientKey) {
      setAlert({ key: 'alert.clientKeyRequired' });
      return;
    }
    // The account name may not be part of the PIN (002 §8 CERTAIN_VALUE), checked before sending.
    if (newPasswordFailure(pin, employeeIdUserAccount) === 'CERTAIN_VALUE') {
      setAlert({ key: 'account.alertPasswordIncludeCertainValue' });
      return;
    }
    running.current = true;
    setBusy(true);
    setAlert(null);
    try {
      const input = { employeeId: employeeIdUserAccount, clientKey, password: pin };
      await setPin(api, { ...input, setupCode: formatPinSetupCode(code) });
      await finishSignIn(navigate, await signInEmployeePin(api, input));
    } catch (err) {
      setAlert(isConnectionFailure(err) ? { key: 'alert.connectionFailed' } : newPinAlert(err));
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  const codeDescription = codeProblem ? 'setup-code-error setup-code-hint' : 'setup-code-hint';
  return (
    <AuthLayout>
      <section className="auth-card" data-testid="new-pin-screen">
        <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="new-pin-title">
          <h1 id="new-pin-title">{t('account.newPinTitle')}</h1>
          <p className="muted" data-testid="new-pin-account">
            {t('account.newPinFor', { account: employeeIdUserAccount })}
          </p>
          <p>{t('pinSetup.intro')}</p>
          <div className="field">
            <label htmlFor="setup-code">{t('pinSetup.code')}</label>
            <input
              id="setup-code"
              data-testid="setup-code"
              className="setup-code-input"
              value={code}
              autoComplete="one-time-code"
              autoCapitalize="characters"
              dir="ltr"
              spellCheck={false}
              maxLength={CODE_MAX_LENGTH}
              aria-invalid={codeProblem}
              aria-describedby={codeDescription}
              onChange={(e) => setCode(e.target.value)}
            />
            <p className="muted" id="setup-code-hint">
              {t('pinSetup.codeHint')}
            </p>
            {codeProblem && (
              <p className="field-error" id="setup-code-error" data-testid="setup-code-error">
                {t('pinSetup.codeFormat')}
              </p>
            )}
          </div>
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
            <p className="form-error" role="alert" data-testid="account-alert" data-key={alert.key}>
              {t(alert.key, alert.params)}
            </p>
          )}
          <p className="muted" data-testid="setup-code-help">
            {t('pinSetup.noCode')}
          </p>
          <Link to="/" data-testid="new-pin-back">
            {t('pinSetup.backToSignIn')}
          </Link>
        </form>
      </section>
    </AuthLayout>
  );
}
