import type { OrganizationLogo } from '@stepwise/core';
import { Alert, Button, Spinner } from '@stepwise/ui';
import { useEffect, useRef, type ChangeEvent } from 'react';
import { t } from '../../i18n/t';
import { LOGO_ACCEPT, LOGO_MAX_MB } from './organization-logo-form';
import './organization-logo-card.css';

export type LogoLoad =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; logo: OrganizationLogo };

export type LogoBusy = null | 'uploading' | 'removing';

export interface OrganizationLogoViewProps {
  loaded: LogoLoad;
  busy: LogoBusy;
  /** 0..1 while uploading. */
  progress: number;
  /** Why the last file or action failed, in the reader's language. */
  problem: string | null;
  /** Read out by screen readers after a save or a removal. */
  notice: string;
  onChoose(file: File): void;
  onRemove(): void;
  onRetry(): void;
}

const TITLE_ID = 'organization-logo-title';
const HINT_ID = 'organization-logo-hint';
const PROBLEM_ID = 'organization-logo-problem';

/**
 * The organisation logo card's markup (OrganizationLogoCard holds its state): the preview or the
 * empty note, an upload / replace button opening the file picker, Remove, and the problem. The
 * file input is visually hidden but stays the labelled control the button opens.
 */
export function OrganizationLogoView(props: OrganizationLogoViewProps) {
  const { loaded, busy, progress, problem, notice } = props;
  const input = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const removing = useRef(false);
  const logo = loaded.status === 'ready' ? loaded.logo : null;

  // Remove takes its own button away: the keyboard goes on from the upload button.
  useEffect(() => {
    if (removing.current && !logo) chooseButton.current?.focus();
    if (!logo) removing.current = false;
  }, [logo]);
  const chooseLabel = t(logo ? 'admin.logo.replace' : 'admin.logo.choose');

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // The same file chosen again after a refusal must fire a change again.
    event.currentTarget.value = '';
    if (file) props.onChoose(file);
  };

  return (
    <section
      className="organization-logo-card"
      aria-labelledby={TITLE_ID}
      aria-busy={busy !== null || loaded.status === 'loading' || undefined}
      data-testid="organization-logo-card"
    >
      <h2 id={TITLE_ID}>{t('admin.logo.title')}</h2>
      <p className="hint" id={HINT_ID}>
        {t('admin.logo.hint', { max: LOGO_MAX_MB })}
      </p>

      {loaded.status === 'loading' && (
        <p role="status" data-testid="organization-logo-loading">
          <Spinner size="sm" label={t('admin.logo.loading')} /> {t('admin.logo.loading')}
        </p>
      )}
      {loaded.status === 'failed' && (
        <Alert
          tone="danger"
          title={t('admin.logo.loadFailed')}
          data-testid="organization-logo-load-failed"
          action={<Button onClick={props.onRetry}>{t('common.retry')}</Button>}
        >
          {loaded.message}
        </Alert>
      )}

      {loaded.status === 'ready' && (
        <>
          <div className="organization-logo-preview" data-testid="organization-logo-preview">
            {logo ? (
              <img src={logo.url} alt={t('admin.logo.alt')} data-testid="organization-logo-image" />
            ) : (
              <p className="hint" data-testid="organization-logo-empty">
                {t('admin.logo.empty')}
              </p>
            )}
          </div>
          <input
            ref={input}
            className="visually-hidden"
            type="file"
            accept={LOGO_ACCEPT}
            tabIndex={-1}
            aria-label={chooseLabel}
            onChange={onFile}
            data-testid="organization-logo-file"
          />
          <div className="form-actions">
            <Button
              variant="primary"
              // Busy, not disabled: the focus stays on the button the keyboard pressed.
              busy={busy === 'uploading'}
              disabled={busy === 'removing'}
              aria-describedby={problem ? `${PROBLEM_ID} ${HINT_ID}` : HINT_ID}
              ref={chooseButton}
              onClick={() => input.current?.click()}
              data-testid="organization-logo-choose"
            >
              {busy === 'uploading'
                ? t('admin.logo.uploading', { percent: Math.round(progress * 100) })
                : chooseLabel}
            </Button>
            {logo && (
              <Button
                busy={busy === 'removing'}
                disabled={busy === 'uploading'}
                onClick={() => {
                  removing.current = true;
                  props.onRemove();
                }}
                data-testid="organization-logo-remove"
              >
                {busy === 'removing' ? t('admin.logo.removing') : t('admin.logo.remove')}
              </Button>
            )}
          </div>
          {problem && (
            <p
              id={PROBLEM_ID}
              className="field-error"
              role="alert"
              data-testid="organization-logo-problem"
            >
              {problem}
            </p>
          )}
          <p className="visually-hidden" role="status" data-testid="organization-logo-notice">
            {notice}
          </p>
        </>
      )}
    </section>
  );
}
