/**
 * A checklist item's entries (001 §3: only their texts are stored by the author): edit, add,
 * remove. A new entry takes the focus; removing one moves it to the entry before.
 */
import { CHECKLIST_ITEM_TEXT_MAX_LENGTH, CHECKLIST_MAX_ITEMS } from '@stepwise/core';
import { useEffect, useRef } from 'react';
import { t } from '../../i18n/t';
import type { ChecklistChange } from './sop-editor-state';

export function SopChecklistEditor({
  entries,
  onChange,
}: {
  entries: readonly { text: string }[];
  onChange: (change: ChecklistChange) => void;
}) {
  const list = useRef<HTMLUListElement>(null);
  const focusAt = useRef<number | null>(null);
  useEffect(() => {
    if (focusAt.current === null) return;
    const inputs = list.current?.querySelectorAll<HTMLInputElement>('input');
    inputs?.[Math.min(focusAt.current, inputs.length - 1)]?.focus();
    focusAt.current = null;
  }, [entries.length]);

  return (
    <fieldset className="sop-checklist" data-testid="sop-checklist">
      <legend>{t('sopEditor.checklist.legend')}</legend>
      <ul ref={list}>
        {entries.map((entry, index) => (
          <li key={index} className="sop-checklist-entry">
            <span aria-hidden="true" className="sop-checkbox-mark" />
            <input
              type="text"
              value={entry.text}
              maxLength={CHECKLIST_ITEM_TEXT_MAX_LENGTH}
              aria-label={t('sopEditor.checklist.entry', { number: index + 1 })}
              placeholder={t('sopEditor.checklist.placeholder')}
              onChange={(e) => onChange({ kind: 'text', index, text: e.currentTarget.value })}
              data-testid="sop-checklist-text"
            />
            <button
              type="button"
              className="icon-button"
              onClick={() => {
                focusAt.current = Math.max(0, index - 1);
                onChange({ kind: 'remove', index });
              }}
              disabled={entries.length <= 1}
              aria-label={t('sopEditor.checklist.remove', { number: index + 1 })}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => {
          focusAt.current = entries.length;
          onChange({ kind: 'add' });
        }}
        disabled={entries.length >= CHECKLIST_MAX_ITEMS}
        data-testid="sop-checklist-add"
      >
        {t('sopEditor.checklist.add')}
      </button>
    </fieldset>
  );
}
