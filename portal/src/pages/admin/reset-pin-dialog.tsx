/**
 * The admin's PIN reset (000 §4 "PIN reset is admin only"; issue 14): a confirmation, then the
 * one-time setup code, shown this once with its expiry, a copy button and the page where the
 * employee uses it. Closing the dialog is the last anyone sees of the code.
 */
import { resetEmployeePin } from '@stepwise/api';
import type { OrgUser, PinResetIssued } from '@stepwise/core';
import { formatDate } from '@stepwise/i18n';
import { useState } from 'react';
import { Dialog } from '../../components/dialog';
import { api } from '../../api';
import { currentLanguage, messageOf } from '../../i18n/t';
import { useT } from '../../shell/i18n';
import { setupLink } from './users-view';

type Copied = 'code' | 'link' | 'failed' | null;

export function ResetPinDialog({
  user,
  onReset,
  onClose,
}: {
  user: OrgUser;
  onReset: (issued: PinResetIssued) => void;
  onClose: () => void;
}) {
  const t = useT();
  const employeeId = user.employeeId ?? '';
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [issued, setIssued] = useState<PinResetIssued | null>(null);
  const [copied, setCopied] = useState<Copied>(null);

  const reset = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await resetEmployeePin(api, employeeId);
      setIssued(answer);
      onReset(answer);
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  const copy = async (what: 'code' | 'link', text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(what);
    } catch {
      setCopied('failed');
    }
  };

  if (!issued) {
    return (
      <Dialog
        title={t('users.resetTitle', { name: user.displayName })}
        onClose={onClose}
        testId="reset-pin-dialog"
        footer={
          <>
            <button type="button" onClick={onClose} disabled={busy}>
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="danger"
              onClick={() => void reset()}
              disabled={busy}
              aria-busy={busy || undefined}
              data-testid="reset-pin-confirm"
            >
              {busy ? t('users.resetting') : t('users.resetPin')}
            </button>
          </>
        }
      >
        <p>{t('users.resetConfirm', { employeeId })}</p>
        {error && (
          <p className="form-error" role="alert" data-testid="reset-pin-error">
            {error}
          </p>
        )}
      </Dialog>
    );
  }

  const { pinSetup } = issued;
  const link = setupLink(window.location.origin, pinSetup.path);
  const expires = formatDate(pinSetup.expiresAt, 'MM/DD/YY h:mm A', currentLanguage());
  return (
    <Dialog
      title={t('users.codeTitle', { employeeId })}
      onClose={onClose}
      testId="setup-code-dialog"
      footer={
        <button type="button" className="primary" onClick={onClose} data-testid="setup-code-done">
          {t('users.done')}
        </button>
      }
    >
      <p>{t('users.codeOnce')}</p>
      <div className="setup-code-row">
        <span className="visually-hidden" id="setup-code-label">
          {t('users.code')}
        </span>
        <output
          className="setup-code"
          aria-labelledby="setup-code-label"
          data-testid="setup-code-value"
          dir="ltr"
        >
          {pinSetup.code}
        </output>
        <button type="button" onClick={() => void copy('code', pinSetup.code)} autoFocus>
          {copied === 'code' ? t('users.copied') : t('users.copyCode')}
        </button>
      </div>
      <p data-testid="setup-code-expires">{t('users.codeExpires', { date: expires })}</p>
      <p>{t('users.codeLink')}</p>
      <div className="setup-code-row">
        {/* Text, not a link: following it here would close the dialog and lose the code. */}
        <code className="setup-code-link" data-testid="setup-code-link" dir="ltr">
          {link}
        </code>
        <button type="button" onClick={() => void copy('link', link)}>
          {copied === 'link' ? t('users.copied') : t('users.copyLink')}
        </button>
      </div>
      <p data-testid="setup-code-mailed" data-mailed={pinSetup.mailed}>
        {pinSetup.mailed ? t('users.codeMailed') : t('users.codeNotMailed')}
      </p>
      <p className="visually-hidden" role="status">
        {copied === 'code' || copied === 'link' ? t('users.copied') : ''}
      </p>
      {copied === 'failed' && (
        <p className="form-error" role="alert">
          {t('users.copyFailed')}
        </p>
      )}
    </Dialog>
  );
}
