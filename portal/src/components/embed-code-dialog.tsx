import { ensureContentShare, type ContentShareItem } from '@stepwise/api';
import { Alert, Button, Dialog, Spinner } from '@stepwise/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../api';
import { paths } from '../paths';
import { messageOf, t } from '../i18n/t';
import { embedSnippets, type EmbedSnippets } from './embed-snippets';

/** 000 §2: the admin page holding the organisation's customized permissions (allowed origins). */
/** Where an admin edits the allow-list (the permissions page). */
export const ALLOWED_ORIGINS_SETTINGS_PATH = paths.permissionsSettings;

/**
 * The embed code of a published workflow (issue 6), beside the share dialog: the script tag, the
 * iframe, and the host SDK that drives the iframe. With the public link on (the share dialog),
 * the snippets carry the share and play for anyone; otherwise for signed-in viewers.
 */
export function EmbedCodeDialog({
  workflowId,
  title,
  onClose,
}: {
  workflowId: string;
  title: string;
  onClose: () => void;
}) {
  const [share, setShare] = useState<ContentShareItem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState<keyof EmbedSnippets | null>(null);

  useEffect(() => {
    let live = true;
    ensureContentShare(api, workflowId).then(
      (item) => live && setShare(item),
      (err: unknown) => live && setError(messageOf(err)),
    );
    return () => {
      live = false;
    };
  }, [workflowId]);

  const isPublic = share?.externalAccessType === 'public';
  const snippets = share
    ? embedSnippets(window.location.origin, workflowId, isPublic ? share.id : null)
    : null;
  const copy = async (which: keyof EmbedSnippets) => {
    if (!snippets) return;
    try {
      await navigator.clipboard.writeText(snippets[which]);
      setCopied(which);
    } catch {
      setCopied(null);
      setError(t('share.copyFailed'));
    }
  };

  const block = (which: keyof EmbedSnippets, label: string) => (
    <div className="embed-code-block" data-testid={`embed-code-${which}`}>
      <label htmlFor={`embed-code-${which}`}>{label}</label>
      <textarea
        id={`embed-code-${which}`}
        readOnly
        rows={which === 'iframe' ? 3 : 5}
        value={snippets?.[which] ?? ''}
        onFocus={(e) => e.currentTarget.select()}
      />
      <Button variant="secondary" size="sm" onClick={() => void copy(which)}>
        {copied === which ? t('embed.copied') : t('embed.copy')}
      </Button>
    </div>
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('embed.title', { title })}
      closeLabel={t('common.close')}
      data-testid="embed-code-dialog"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      {!share && !error && (
        <p role="status">
          <Spinner size="sm" label={t('share.loading')} /> {t('share.loading')}
        </p>
      )}
      {snippets && (
        <div className="embed-code-body">
          <p className="hint" data-testid="embed-code-access">
            {isPublic ? t('embed.publicHint') : t('embed.signedInHint')}
          </p>
          {block('script', t('embed.scriptLabel'))}
          {block('iframe', t('embed.iframeLabel'))}
          {block('sdk', t('embed.sdkLabel'))}
          <p className="hint" data-testid="embed-code-origins">
            {t('embed.originsNote')}{' '}
            <Link to={ALLOWED_ORIGINS_SETTINGS_PATH}>{t('embed.originsLink')}</Link>
          </p>
        </div>
      )}
      {error && (
        <Alert tone="danger" data-testid="embed-code-error">
          {error}
        </Alert>
      )}
    </Dialog>
  );
}
