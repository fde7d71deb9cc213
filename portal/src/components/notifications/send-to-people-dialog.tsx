/**
 * "Send to people" (002 §7 POST /v1/notifications; §4 share, review and share-instruction
 * kinds): pick users and teams, add a message, send. Opened from the share dialog (share a
 * workflow or a smart instruction) and from a card's "Ask for review" (review a workflow, for
 * those who edit it). The people picker is the task screens' (teams for everyone; the user
 * search is the organisation's user list, which admins read).
 */
import { sendNotification } from '@stepwise/api';
import { NOTIFICATION_MESSAGE_MAX, type SendableNotificationType } from '@stepwise/core';
import { useId, useState, type FormEvent } from 'react';
import { api } from '../../api';
import { currentLanguage, messageOf, t } from '../../i18n/t';
import { MemberPicker, type PickedMember } from '../../pages/task/member-picker';
import { Dialog } from '../dialog';

export type SendTarget =
  | { type: 'share_workflow' | 'review_workflow' | 'retrain_workflow'; workflowId: string }
  | { type: 'share_mmsop'; multimodalSopId: string };

/** The body of POST /v1/notifications for a pick. */
export function sendBody(target: SendTarget, picked: readonly PickedMember[], message: string) {
  return {
    ...target,
    type: target.type as SendableNotificationType,
    userIds: picked.filter((m) => m.type === 'user').map((m) => m.id),
    teamIds: picked.filter((m) => m.type === 'team').map((m) => m.id),
    message: message.trim(),
    languageCode: currentLanguage(),
  };
}

export function SendToPeopleDialog({
  target,
  title,
  onClose,
}: {
  target: SendTarget;
  title: string;
  onClose: () => void;
}) {
  const messageId = useId();
  const [picked, setPicked] = useState<PickedMember[]>([]);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<number | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (picked.length === 0) return setError(t('notification.send.none'));
    setBusy(true);
    setError(null);
    try {
      setSent(await sendNotification(api, sendBody(target, picked, message)));
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  const heading =
    target.type === 'review_workflow'
      ? t('notification.send.askReview')
      : t('notification.send.title');
  return (
    <Dialog
      title={`${heading}: ${title}`}
      onClose={onClose}
      testId="send-people-dialog"
      footer={
        <>
          <button type="button" onClick={onClose}>
            {sent === null ? t('common.cancel') : t('common.close')}
          </button>
          {sent === null && (
            <button
              type="submit"
              form={`${messageId}-form`}
              className="primary"
              disabled={busy}
              aria-busy={busy}
              data-testid="send-people-submit"
            >
              {t('notification.send.submit')}
            </button>
          )}
        </>
      }
    >
      {sent !== null ? (
        <p role="status" data-testid="send-people-sent">
          {t('notification.send.sent', { count: sent })}
        </p>
      ) : (
        <form id={`${messageId}-form`} onSubmit={(e) => void submit(e)} noValidate>
          <MemberPicker value={picked} onChange={setPicked} />
          <label htmlFor={messageId}>{t('notification.send.message')}</label>
          <textarea
            id={messageId}
            value={message}
            maxLength={NOTIFICATION_MESSAGE_MAX}
            onChange={(e) => setMessage(e.target.value)}
            data-testid="send-people-message"
            rows={3}
          />
          {error && (
            <p className="form-error" role="alert" data-testid="send-people-error">
              {error}
            </p>
          )}
        </form>
      )}
    </Dialog>
  );
}
