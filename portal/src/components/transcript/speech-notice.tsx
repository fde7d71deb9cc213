import { Alert } from '@stepwise/ui';
import { t } from '../../i18n/t';
import './transcript.css';

/**
 * Says plainly that the server has no speech-to-text, what that costs this workflow, and how an
 * administrator configures it (the README's variables), in the transcript dialog.
 */
export function SpeechNotice() {
  return (
    <Alert tone="warning" title={t('transcript.notConfiguredTitle')} data-testid="speech-notice">
      <p>{t('transcript.notConfigured')}</p>
      <p className="small">{t('transcript.configureHow')}</p>
    </Alert>
  );
}

/**
 * The card's short form (how to configure it in its tooltip), with the way to the dialog, which
 * says it in full, for those who may edit.
 */
export function CardSpeechNotice({ onAdd }: { onAdd?: (() => void) | undefined }) {
  return (
    <p className="card-speech-notice small" data-testid="card-speech-notice">
      <span title={t('transcript.configureHow')}>{t('transcript.cardNotice')}</span>{' '}
      {onAdd && (
        <button type="button" className="link-button" onClick={onAdd}>
          {t('transcript.cardAdd')}
        </button>
      )}
    </p>
  );
}
