import { useState } from 'react';
import { messageOf, t } from '../i18n/t';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  danger?: boolean;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  /** The message of a failure (default: the error's own, translated when it is a known one). */
  failure?: (error: unknown) => string;
}

/** 001 §4: a confirm dialog guards publish, unpublish and delete. Failures stay in the dialog. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await props.onConfirm();
      props.onClose();
    } catch (err) {
      setError((props.failure ?? messageOf)(err));
      setBusy(false);
    }
  };
  return (
    <Dialog
      title={props.title}
      onClose={props.onClose}
      testId="confirm-dialog"
      footer={
        <>
          <button type="button" onClick={props.onClose} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className={props.danger ? 'danger' : 'primary'}
            onClick={() => void confirm()}
            disabled={busy}
            data-testid="confirm-button"
          >
            {props.confirmLabel}
          </button>
        </>
      }
    >
      <p>{props.message}</p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
