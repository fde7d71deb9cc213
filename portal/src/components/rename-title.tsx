import { titleErrors, TITLE_MAX_LENGTH } from '@stepwise/core';
import { useState, type KeyboardEvent } from 'react';
import { messageOf, t, type MessageKey } from '../i18n/t';

/**
 * 001 §5 Rename inline: at most 90 characters, nothing sent when unchanged, saved on change
 * (Enter or leaving the field); Escape cancels.
 */
export function RenameTitle({
  title,
  onSave,
  onCancel,
}: {
  title: string;
  onSave: (title: string) => Promise<void>;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(title);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    if (busy) return;
    const next = value.trim();
    if (next === title) return onCancel();
    const problems = titleErrors(value, TITLE_MAX_LENGTH);
    if (problems.length > 0) return setError(t(problems[0] as MessageKey));
    setBusy(true);
    try {
      await onSave(next);
    } catch (err) {
      setError(messageOf(err));
      setBusy(false);
    }
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      void save();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      onCancel();
    }
  };

  return (
    <div className="rename">
      <input
        autoFocus
        aria-label={t('card.titleLabel')}
        aria-describedby="rename-hint"
        aria-invalid={error !== null}
        data-testid="rename-input"
        maxLength={TITLE_MAX_LENGTH}
        value={value}
        disabled={busy}
        onChange={(e) => {
          setValue(e.target.value);
          setError(null);
        }}
        onKeyDown={onKey}
        onBlur={() => void save()}
      />
      <span id="rename-hint" className="visually-hidden">
        {t('card.renameHint')}
      </span>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
