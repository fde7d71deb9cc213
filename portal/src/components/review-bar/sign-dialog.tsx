import { APPROVAL_COMMENT_MAX } from '@stepwise/core';
import { useId, useState, type FormEvent } from 'react';
import { t } from '../../i18n/t';
import { approvalTime } from '../approval-history/approval-text';
import { Dialog } from '../dialog';
import { DialogSubmitError, DialogSubmitFooter, useDialogSubmit } from './dialog-submit';
import '../approval-history/approval.css';

export interface SignDialogProps {
  /** The signer as the signature records them (the caller's display name). */
  signerName: string;
  /** Employee-ID accounts have no password: they sign with their PIN (profile.passwordless). */
  pin: boolean;
  /** When the dialog opened: the time shown beside the name (the server records its own). */
  openedAt: Date;
  onSubmit: (input: { password: string; comment?: string }) => Promise<unknown>;
  onClose: () => void;
}

/**
 * "Sign to approve" (issue 23): approving is an electronic signature, so the reviewer sees the
 * name and time it is signed with and re-enters their password (or PIN). A wrong password comes
 * back from the server and stays in the dialog, with the field cleared for the next attempt.
 */
export function SignDialog({ signerName, pin, openedAt, onSubmit, onClose }: SignDialogProps) {
  const [password, setPassword] = useState('');
  const [comment, setComment] = useState('');
  const { busy, error, run } = useDialogSubmit();
  const formId = useId();
  const passwordId = useId();
  const commentId = useId();
  const statementId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!password) return;
    const note = comment.trim();
    void run(
      () => onSubmit(note ? { password, comment: note } : { password }),
      // The next attempt starts from an empty field.
      () => setPassword(''),
    );
  };
  return (
    <Dialog
      title={t('approval.sign.title')}
      onClose={onClose}
      testId="approval-sign-dialog"
      footer={
        <DialogSubmitFooter
          formId={formId}
          label={t('approval.approve')}
          tone="primary"
          disabled={!password}
          busy={busy}
          testId="approval-sign-submit"
          onClose={onClose}
        />
      }
    >
      <form id={formId} onSubmit={submit} className="approval-form">
        <dl className="approval-signer">
          <div>
            <dt>{t('approval.sign.signer')}</dt>
            <dd data-testid="approval-signer-name">{signerName}</dd>
          </div>
          <div>
            <dt>{t('approval.sign.time')}</dt>
            <dd>
              <time dateTime={openedAt.toISOString()}>{approvalTime(openedAt.toISOString())}</time>
            </dd>
          </div>
        </dl>
        <label htmlFor={passwordId}>
          {t(pin ? 'approval.sign.pin' : 'approval.sign.password')}
        </label>
        <input
          id={passwordId}
          type="password"
          autoComplete={pin ? 'off' : 'current-password'}
          inputMode={pin ? 'numeric' : undefined}
          value={password}
          required
          maxLength={128}
          aria-describedby={statementId}
          onChange={(e) => setPassword(e.target.value)}
          data-testid="approval-sign-password"
          autoFocus
        />
        <p id={statementId} className="muted" data-testid="approval-sign-statement">
          {t(pin ? 'approval.sign.statementPin' : 'approval.sign.statement', { name: signerName })}
        </p>
        <label htmlFor={commentId}>{t('approval.commentOptional')}</label>
        <textarea
          id={commentId}
          value={comment}
          rows={3}
          maxLength={APPROVAL_COMMENT_MAX}
          onChange={(e) => setComment(e.target.value)}
          data-testid="approval-sign-comment"
        />
        <DialogSubmitError error={error} testId="approval-sign-error" />
      </form>
    </Dialog>
  );
}
