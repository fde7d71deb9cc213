import { SHARE_PASSWORD_MAX, SHARE_PASSWORD_MIN } from '@stepwise/core';
import { Button } from '@stepwise/ui';
import { useId, useState } from 'react';
import { t } from '../i18n/t';

/**
 * The password share's field (10 to 25 characters) with show / hide. When the share already has
 * a password, leaving the field empty keeps it (the PUT then carries no password).
 */
export function SharePasswordFields({
  value,
  hasPassword,
  disabled,
  onChange,
}: {
  value: string;
  hasPassword: boolean;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const tooShort = value.length > 0 && value.length < SHARE_PASSWORD_MIN;
  return (
    <div className="share-password" data-testid="share-password-fields">
      <label htmlFor={id}>{t('share.passwordLabel')}</label>
      <div className="share-link-field">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          autoComplete="new-password"
          value={value}
          maxLength={SHARE_PASSWORD_MAX}
          disabled={disabled}
          aria-invalid={tooShort || undefined}
          aria-describedby={`${id}-hint`}
          placeholder={hasPassword ? t('share.passwordKeep') : ''}
          onChange={(e) => onChange(e.currentTarget.value)}
          data-testid="share-password"
        />
        <Button
          variant="secondary"
          onClick={() => setShown((s) => !s)}
          aria-pressed={shown}
          data-testid="share-password-toggle"
        >
          {shown ? t('share.passwordHide') : t('share.passwordShow')}
        </Button>
      </div>
      <p id={`${id}-hint`} className={tooShort ? 'share-error' : 'hint'}>
        {hasPassword
          ? t('share.passwordKeepHint', { min: SHARE_PASSWORD_MIN, max: SHARE_PASSWORD_MAX })
          : t('share.passwordHint', { min: SHARE_PASSWORD_MIN, max: SHARE_PASSWORD_MAX })}
      </p>
    </div>
  );
}
