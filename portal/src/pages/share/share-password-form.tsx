import { SHARE_PASSWORD_MAX, type ShareLanding } from '@stepwise/core';
import { Button } from '@stepwise/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { messageOf, t } from '../../i18n/t';
import { shareFailureOf, type ShareFailure } from './share-flow';
import { ShareFailureAlert } from './share-failure-alert';
import { openShare } from './share-open';

/**
 * A password share's proof: the password -> the token. A wrong password says so and keeps the
 * field focused for another try; too many tries (429) asks to wait.
 */
export function SharePasswordForm({
  landing,
  onOpen,
}: {
  landing: Pick<ShareLanding, 'id' | 'type' | 'contentId'>;
  onOpen: (path: string) => void;
}) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ failure: ShareFailure; message: string } | null>(null);
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => ref.current?.focus(), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) return;
    setBusy(true);
    setProblem(null);
    try {
      onOpen(await openShare(landing, { password }));
    } catch (err) {
      setProblem({ failure: shareFailureOf(err, 'password'), message: messageOf(err) });
      setBusy(false);
      // Another try starts from an empty, focused field.
      setPassword('');
      requestAnimationFrame(() => ref.current?.focus());
    }
  };

  return (
    <form
      className="share-page-form"
      onSubmit={(e) => void submit(e)}
      data-testid="share-password-form"
    >
      <p>{t('share.page.passwordIntro')}</p>
      <label htmlFor={`${id}-password`}>{t('share.page.passwordLabel')}</label>
      <div className="share-link-field">
        <input
          ref={ref}
          id={`${id}-password`}
          type={shown ? 'text' : 'password'}
          autoComplete="current-password"
          dir="ltr"
          maxLength={SHARE_PASSWORD_MAX}
          value={password}
          disabled={busy}
          onChange={(e) => setPassword(e.currentTarget.value)}
          data-testid="share-page-password"
        />
        <Button
          variant="secondary"
          onClick={() => setShown((s) => !s)}
          aria-pressed={shown}
          data-testid="share-page-password-toggle"
        >
          {shown ? t('share.passwordHide') : t('share.passwordShow')}
        </Button>
      </div>
      {problem && <ShareFailureAlert failure={problem.failure} message={problem.message} />}
      <Button type="submit" variant="primary" disabled={busy || !password} data-testid="share-open">
        {busy ? t('share.page.opening') : t('share.page.open')}
      </Button>
    </form>
  );
}
