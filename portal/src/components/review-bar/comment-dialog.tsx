import { APPROVAL_COMMENT_MAX } from '@stepwise/core';
import { useId, useState, type FormEvent } from 'react';
import { t } from '../../i18n/t';
import { Dialog } from '../dialog';
import { DialogSubmitError, DialogSubmitFooter, useDialogSubmit } from './dialog-submit';
import '../approval-history/approval.css';

export interface CommentDialogProps {
  title: string;
  confirmLabel: string;
  /** Sends the comment; a failure (the server's message) stays in the dialog. */
  onSubmit: (comment: string) => Promise<unknown>;
  onClose: () => void;
  testId: string;
}

/**
 * Reject and recall end a request, and 001 §7 makes their comment required: the requester reads
 * it to know what to change. The button stays off until there is text.
 */
export function CommentDialog({
  title,
  confirmLabel,
  onSubmit,
  onClose,
  testId,
}: CommentDialogProps) {
  const [comment, setComment] = useState('');
  const { busy, error, run } = useDialogSubmit();
  const fieldId = useId();
  const formId = useId();
  const ready = comment.trim().length > 0;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ready) void run(() => onSubmit(comment.trim()));
  };
  return (
    <Dialog
      title={title}
      onClose={onClose}
      testId={testId}
      footer={
        <DialogSubmitFooter
          formId={formId}
          label={confirmLabel}
          tone="danger"
          disabled={!ready}
          busy={busy}
          testId={`${testId}-submit`}
          onClose={onClose}
        />
      }
    >
      <form id={formId} onSubmit={submit} className="approval-form">
        <label htmlFor={fieldId}>{t('approval.comment')}</label>
        <textarea
          id={fieldId}
          value={comment}
          required
          rows={4}
          maxLength={APPROVAL_COMMENT_MAX}
          placeholder={t('approval.commentRequired')}
          onChange={(e) => setComment(e.target.value)}
          data-testid={`${testId}-comment`}
          autoFocus
        />
        <DialogSubmitError error={error} testId={`${testId}-error`} />
      </form>
    </Dialog>
  );
}
