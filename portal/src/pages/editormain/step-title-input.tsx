/**
 * A step's title edited in place (001 §3: at most 90 characters), committed on blur or Enter,
 * reverted by Escape. Editor main's segmentation tab and the classic builder both rename so.
 */
import { TITLE_MAX_LENGTH } from '@stepwise/core';
import { useState } from 'react';
import { t } from '../../i18n/t';

export function StepTitleInput({
  title,
  number,
  readOnly,
  onRename,
}: {
  title: string;
  number: number;
  readOnly: boolean;
  onRename: (title: string) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const next = draft.trim();
    setDraft(null);
    if (next !== '' && next !== title) onRename(next);
  };
  return (
    <input
      className="segment-step-title"
      value={draft ?? title}
      maxLength={TITLE_MAX_LENGTH}
      readOnly={readOnly}
      aria-label={t('editormain.stepTitle', { number })}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        } else if (e.key === 'Escape') {
          setDraft(null);
        }
      }}
      data-testid="step-title"
    />
  );
}
