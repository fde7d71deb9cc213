import {
  ensureContentShare,
  ensureSmartInstructionShare,
  updateContentShare,
  type ContentShareItem,
} from '@stepwise/api';
import { Alert, Button, Dialog, Spinner, Switch } from '@stepwise/ui';
import { useEffect, useState } from 'react';
import { api } from '../api';
import { messageOf, t } from '../i18n/t';
import { publicPlayerLink } from '../pages/player/player-route';
import { publicSmartInstructionLink } from '../pages/sop-view/sop-route';

type Notice = { tone: 'success' | 'danger'; text: string } | null;

/** What is shared: a workflow (public link /p/{id}) or a smart instruction (/si/{id}). */
export type ShareContent = { type: 'workflow'; id: string } | { type: 'multimodalSop'; id: string };

const ensureShare = (type: ShareContent['type'], id: string) =>
  type === 'workflow' ? ensureContentShare(api, id) : ensureSmartInstructionShare(api, id);

const publicLink = (content: ShareContent, shareId: string) =>
  content.type === 'workflow'
    ? publicPlayerLink(window.location.origin, content.id, shareId)
    : publicSmartInstructionLink(window.location.origin, content.id, shareId);

/**
 * 001 §7 sharing, the public part: the content share of a workflow or a smart instruction (made
 * on first ask), its access type, the public link on or off, and the link to copy. The server decides whether the
 * organisation allows public links; its refusal shows as an error alert.
 */
export function ShareDialog({
  content,
  title,
  onClose,
}: {
  content: ShareContent;
  title: string;
  onClose: () => void;
}) {
  // By value: a new object for the same content must not ask again.
  const { type, id } = content;
  const [share, setShare] = useState<ContentShareItem | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [copied, setCopied] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    ensureShare(type, id).then(
      (item) => live && setShare(item),
      (err: unknown) => live && setNotice({ tone: 'danger', text: messageOf(err) }),
    );
    return () => {
      live = false;
    };
  }, [type, id]);

  const setPublic = async (on: boolean) => {
    if (!share) return;
    setBusy(true);
    setNotice(null);
    setCopied(null);
    try {
      setShare(
        await updateContentShare(api, share.id, { externalAccessType: on ? 'public' : 'none' }),
      );
      setNotice({ tone: 'success', text: t('share.saved') });
    } catch (err) {
      setNotice({ tone: 'danger', text: messageOf(err) });
    } finally {
      setBusy(false);
    }
  };

  const link = share ? publicLink(content, share.id) : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(t('share.copied'));
    } catch {
      setCopied(t('share.copyFailed'));
    }
  };
  const isPublic = share?.externalAccessType === 'public';

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('share.title', { title })}
      closeLabel={t('common.close')}
      data-testid="share-dialog"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      {!share && !notice && (
        <p role="status">
          <Spinner size="sm" label={t('share.loading')} /> {t('share.loading')}
        </p>
      )}
      {share && (
        <div className="share-body">
          <p>
            <strong>{t('share.accessLabel')}:</strong>{' '}
            <span data-testid="share-access" data-access={share.externalAccessType}>
              {t(`share.access.${share.externalAccessType}`)}
            </span>
          </p>
          <Switch
            checked={isPublic}
            disabled={busy}
            onCheckedChange={(on) => void setPublic(on)}
            data-testid="share-public"
          >
            {t('share.publicToggle')}
          </Switch>
          <p className="hint">
            {!share.publicLinksAllowed
              ? t('share.notAllowed')
              : content.type === 'workflow'
                ? t('share.publicHint')
                : t('share.publicHintSop')}
          </p>
          {isPublic && (
            <div className="share-link-row">
              <label htmlFor="share-link">{t('share.linkLabel')}</label>
              <input
                id="share-link"
                readOnly
                value={link}
                data-testid="share-link"
                onFocus={(e) => e.currentTarget.select()}
              />
              <Button variant="primary" onClick={() => void copy()} data-testid="share-copy">
                {t('share.copy')}
              </Button>
              <span role="status">{copied}</span>
            </div>
          )}
        </div>
      )}
      {notice && (
        <Alert tone={notice.tone} data-testid="share-notice">
          {notice.text}
        </Alert>
      )}
    </Dialog>
  );
}
