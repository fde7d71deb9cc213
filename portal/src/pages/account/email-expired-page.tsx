/**
 * /emailexpired/{type?}/{lang?}/{email?} (002 §2): the expired-link page. A reset link can be
 * sent again from here; invitations are renewed by an admin.
 */
import { forgotPassword } from '@stepwise/api';
import { signInFieldErrors } from '@stepwise/core';
import { useT } from '@stepwise/i18n/react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { api } from '../../api';
import { AuthLayout } from '../auth/auth-layout';
import { useLinkLanguage } from './use-link-language';

export function EmailExpiredPage() {
  const t = useT();
  const { type, lang, email = '' } = useParams();
  const language = useLinkLanguage(lang);
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const canResend = type === 'reset' && signInFieldErrors(email, { emailOnly: true }).length === 0;

  const resend = async () => {
    if (state === 'sending') return;
    setState('sending');
    try {
      await forgotPassword(api, { email, baseUrl: window.location.origin, languageCode: language });
      setState('sent');
    } catch {
      setState('failed');
    }
  };

  const text =
    type === 'invite'
      ? t('account.expiredInvite')
      : type === 'reset'
        ? t('account.expiredReset')
        : t('account.expiredGeneric');
  return (
    <AuthLayout>
      <section className="auth-card" data-testid="email-expired" data-type={type ?? ''}>
        <h1>{t('account.expiredTitle')}</h1>
        <p>{text}</p>
        {canResend && state !== 'sent' && (
          <button
            type="button"
            data-testid="email-expired-resend"
            disabled={state === 'sending'}
            onClick={() => void resend()}
          >
            {t('account.sendNewLink')}
          </button>
        )}
        {state === 'sent' && (
          <p role="status" data-testid="email-expired-sent">
            {t('account.newLinkSent', { email })}
          </p>
        )}
        {state === 'failed' && (
          <p className="form-error" role="alert" data-testid="account-alert">
            {t('auth.alertResetFailed')}
          </p>
        )}
        <Link to="/" data-testid="back-to-sign-in">
          {t('auth.backToSignIn')}
        </Link>
      </section>
    </AuthLayout>
  );
}
