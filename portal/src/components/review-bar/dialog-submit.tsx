import { useState } from 'react';
import { messageOf, t } from '../../i18n/t';

/**
 * The sending state of an approval dialog's form: busy while the call runs; a refusal kept as the
 * server words it (a wrong password, a request closed meanwhile) so the dialog stays and says why.
 */
export function useDialogSubmit() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (work: () => Promise<unknown>, onRefused?: () => void) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (err) {
      setError(messageOf(err));
      onRefused?.();
      setBusy(false);
    }
  };
  return { busy, error, run };
}

/** Cancel and the form's submit button, at the foot of an approval dialog. */
export function DialogSubmitFooter({
  formId,
  label,
  tone,
  disabled,
  busy,
  testId,
  onClose,
}: {
  formId: string;
  label: string;
  tone: 'primary' | 'danger';
  disabled: boolean;
  busy: boolean;
  testId: string;
  onClose: () => void;
}) {
  return (
    <>
      <button type="button" onClick={onClose} disabled={busy}>
        {t('common.cancel')}
      </button>
      <button
        type="submit"
        form={formId}
        className={tone}
        disabled={disabled || busy}
        data-testid={testId}
      >
        {label}
      </button>
    </>
  );
}

/** The refusal under the form, announced when it appears. */
export function DialogSubmitError({ error, testId }: { error: string | null; testId: string }) {
  if (!error) return null;
  return (
    <p className="form-error" role="alert" data-testid={testId}>
      {error}
    </p>
  );
}
