import {
  ensureContentShare,
  ensureSmartInstructionShare,
  updateContentShare,
  type ContentShareItem,
} from '@stepwise/api';
import type { ContentShareUpdate } from '@stepwise/core';
import { Alert, Button, Dialog, Spinner } from '@stepwise/ui';
import { useEffect, useState } from 'react';
import { api } from '../api';
import { messageOf, t } from '../i18n/t';
import { useSession } from '../session/use-session';
import { SendToPeopleDialog } from './notifications/send-to-people-dialog';
import { ShareForm } from './share-form';
import { shareRights, type ShareContent, type ShareRights } from './share-rules';
import './share-dialog.css';
import './share-fields.css';

export type { ShareContent } from './share-rules';

const ensureShare = (type: ShareContent['type'], id: string) =>
  type === 'workflow' ? ensureContentShare(api, id) : ensureSmartInstructionShare(api, id);

/**
 * 001 §6-§8 sharing of a workflow or a smart instruction: the content share (made on first ask),
 * the internal link for members, and the outside access (none, public, restricted, password) with
 * its fields. The server decides what the organisation allows; its refusal shows as an error.
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
  const [loadError, setLoadError] = useState<string | null>(null);
  const session = useSession();
  const rights = shareRights(session.status === 'signed-in' ? session : null);
  // Issue 24: "Send to people" (internal sharing) swaps this dialog for the send dialog.
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let live = true;
    ensureShare(type, id).then(
      (item) => live && setShare(item),
      (err: unknown) => live && setLoadError(messageOf(err)),
    );
    return () => {
      live = false;
    };
  }, [type, id]);

  if (sending) {
    return (
      <SendToPeopleDialog
        target={
          type === 'workflow'
            ? { type: 'share_workflow', workflowId: id }
            : { type: 'share_mmsop', multimodalSopId: id }
        }
        title={title}
        onClose={onClose}
      />
    );
  }
  return (
    <ShareDialogView
      content={content}
      title={title}
      share={share}
      loadError={loadError}
      rights={rights}
      onSave={(update) => updateContentShare(api, share?.id ?? '', update)}
      onClose={onClose}
      onSend={rights.internal ? () => setSending(true) : undefined}
    />
  );
}

/** The dialog as its states (loading, failed, the form): what the stories show. */
export function ShareDialogView({
  content,
  title,
  share,
  loadError,
  rights,
  onSave,
  onClose,
  onSend,
}: {
  content: ShareContent;
  title: string;
  share: ContentShareItem | null;
  loadError: string | null;
  rights: ShareRights;
  onSave: (update: ContentShareUpdate) => Promise<ContentShareItem>;
  onClose: () => void;
  /** Opens "Send to people" (members notified in the app); absent without internal sharing. */
  onSend?: (() => void) | undefined;
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('share.title', { title })}
      closeLabel={t('common.close')}
      data-testid="share-dialog"
      width={560}
      footer={
        <>
          {onSend && (
            <Button variant="secondary" onClick={onSend} data-testid="share-send-people">
              {t('notification.send.title')}
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
        </>
      }
    >
      {!share && !loadError && (
        <p role="status">
          <Spinner size="sm" label={t('share.loading')} /> {t('share.loading')}
        </p>
      )}
      {!share && loadError && (
        <Alert tone="danger" data-testid="share-notice">
          {loadError}
        </Alert>
      )}
      {share && <ShareForm content={content} initial={share} rights={rights} onSave={onSave} />}
    </Dialog>
  );
}
