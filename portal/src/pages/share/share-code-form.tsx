import { requestShareAccessCode } from '@stepwise/api';
import {
  normaliseShareEmail,
  SHARE_ACCESS_CODE_LENGTH,
  SHARE_ACCESS_CODE_TTL_SECONDS,
  type ShareLanding,
} from '@stepwise/core';
import { Button } from '@stepwise/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { currentLanguage, messageOf, t } from '../../i18n/t';
import { shareApi } from './share-api';
import {
  accessCodeComplete,
  cleanAccessCode,
  shareFailureOf,
  type ShareFailure,
} from './share-flow';
import { ShareFailureAlert } from './share-failure-alert';
import { openShare } from './share-open';

type Step = 'email' | 'code';
interface Problem {
  failure: ShareFailure;
  message: string;
}

/**
 * A restricted share's proof: the visitor's address -> a mailed 6-digit code -> the token. The
 * mail's link (?email=&code=) is verified at once. A refused address, a wrong or expired code
 * and too many tries each say what to do next.
 */
export function ShareCodeForm({
  landing,
  initialEmail,
  initialCode,
  onOpen,
}: {
  landing: Pick<ShareLanding, 'id' | 'type' | 'contentId'>;
  initialEmail: string | null;
  initialCode: string | null;
  onOpen: (path: string) => void;
}) {
  const id = useId();
  const [step, setStep] = useState<Step>(initialEmail && initialCode ? 'code' : 'email');
  const [email, setEmail] = useState(initialEmail ?? '');
  const [code, setCode] = useState(cleanAccessCode(initialCode ?? ''));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  const fail = (err: unknown, at: 'email' | 'code') =>
    setProblem({ failure: shareFailureOf(err, at), message: messageOf(err) });

  const sendCode = async () => {
    const address = normaliseShareEmail(email);
    if (!address) return;
    setBusy(true);
    setProblem(null);
    try {
      await requestShareAccessCode(shareApi(), landing.id, address, currentLanguage());
      setEmail(address);
      setCode('');
      setStep('code');
    } catch (err) {
      fail(err, 'email');
    } finally {
      setBusy(false);
    }
  };

  const verify = async (address: string, value: string) => {
    setBusy(true);
    setProblem(null);
    try {
      onOpen(await openShare(landing, { email: normaliseShareEmail(address), code: value }));
    } catch (err) {
      fail(err, 'code');
      setBusy(false);
    }
  };

  // The mail's link carries both: verify once, on arrival.
  const verifiedLink = useRef(false);
  useEffect(() => {
    if (verifiedLink.current || !initialEmail || !initialCode) return;
    verifiedLink.current = true;
    void verify(initialEmail, cleanAccessCode(initialCode));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the link's values
  }, []);

  useEffect(() => {
    (step === 'code' ? codeRef : emailRef).current?.focus();
  }, [step]);

  const submitEmail = (e: FormEvent) => {
    e.preventDefault();
    void sendCode();
  };
  const submitCode = (e: FormEvent) => {
    e.preventDefault();
    if (accessCodeComplete(code)) void verify(email, code);
  };

  const alert = problem && (
    <ShareFailureAlert failure={problem.failure} message={problem.message} />
  );

  if (step === 'email') {
    return (
      <form className="share-page-form" onSubmit={submitEmail} data-testid="share-email-form">
        <p>{t('share.page.restrictedIntro')}</p>
        <label htmlFor={`${id}-email`}>{t('share.page.emailLabel')}</label>
        <input
          ref={emailRef}
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          dir="ltr"
          required
          maxLength={254}
          value={email}
          disabled={busy}
          onChange={(e) => setEmail(e.currentTarget.value)}
          data-testid="share-email"
        />
        {alert}
        <Button
          type="submit"
          variant="primary"
          disabled={busy || !email.trim()}
          data-testid="share-send-code"
        >
          {busy ? t('share.page.sending') : t('share.page.sendCode')}
        </Button>
      </form>
    );
  }

  return (
    <form className="share-page-form" onSubmit={submitCode} data-testid="share-code-form">
      <p role="status" data-testid="share-code-sent">
        {t('share.page.codeSent', {
          email,
          minutes: Math.round(SHARE_ACCESS_CODE_TTL_SECONDS / 60),
        })}
      </p>
      <label htmlFor={`${id}-code`}>
        {t('share.page.codeLabel', { digits: SHARE_ACCESS_CODE_LENGTH })}
      </label>
      <input
        ref={codeRef}
        id={`${id}-code`}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern={`\\d{${SHARE_ACCESS_CODE_LENGTH}}`}
        dir="ltr"
        className="share-code-input"
        value={code}
        disabled={busy}
        onChange={(e) => setCode(cleanAccessCode(e.currentTarget.value))}
        data-testid="share-code"
      />
      {alert}
      <div className="share-page-actions">
        <Button
          type="submit"
          variant="primary"
          disabled={busy || !accessCodeComplete(code)}
          data-testid="share-verify"
        >
          {busy ? t('share.page.opening') : t('share.page.verify')}
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => void sendCode()}
          data-testid="share-resend"
        >
          {t('share.page.resend')}
        </Button>
        <Button
          variant="ghost"
          disabled={busy}
          onClick={() => {
            setProblem(null);
            setStep('email');
          }}
          data-testid="share-other-email"
        >
          {t('share.page.otherEmail')}
        </Button>
      </div>
    </form>
  );
}
