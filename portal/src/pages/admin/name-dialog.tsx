import { nameErrors } from '@stepwise/core';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Dialog } from '../../components/dialog';
import { messageOf } from '../../i18n/t';
import { useT, type MessageKey } from '../../shell/i18n';

/**
 * A dialog with a name field (000 §9: at most 90 characters; 000 §5 name rules), optional
 * extra fields, and the server's refusal shown inside it.
 */
export function NameDialog({
  title,
  label,
  initial = '',
  submitLabel,
  testId,
  children,
  onSubmit,
  onClose,
}: {
  title: string;
  label: string;
  initial?: string;
  submitLabel: string;
  testId: string;
  children?: ReactNode;
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const t = useT();
  const id = useId();
  const errorId = useId();
  const [name, setName] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const problems = nameErrors(name);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (problems.length > 0 || busy) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit(name.trim());
      onClose();
    } catch (err) {
      setError(messageOf(err));
      setBusy(false);
    }
  };
  const shown = touched ? problems : [];
  return (
    <Dialog title={title} onClose={onClose} testId={testId}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          data-testid={`${testId}-name`}
          value={name}
          autoFocus
          aria-invalid={shown.length > 0}
          aria-describedby={shown.length > 0 ? errorId : undefined}
          onChange={(e) => {
            setName(e.target.value);
            setTouched(true);
          }}
        />
        {shown.length > 0 && (
          <p id={errorId} className="form-error">
            {shown.map((key) => t(key as MessageKey)).join(' ')}
          </p>
        )}
        {children}
        {error && (
          <p className="form-error" role="alert" data-testid={`${testId}-error`}>
            {error}
          </p>
        )}
        <div className="form-actions">
          <button type="button" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            className="primary"
            disabled={busy || problems.length > 0}
            data-testid={`${testId}-submit`}
          >
            {submitLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
