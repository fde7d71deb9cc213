import { Checkbox } from '@stepwise/ui';
import { useId, useState, type KeyboardEvent } from 'react';
import { t } from '../i18n/t';
import { addShareEntries, parseShareEntries, type ShareEntry } from './share-rules';

/**
 * The restricted share's allowed domains and addresses as chips: typed entries are added on
 * Enter, comma or leaving the field, pasted lists at once; each chip says whether it is a domain
 * or an address and marks what the server would refuse. Backspace in the empty field removes the
 * last chip. Below: the e-mail invitation and its optional message.
 */
export function ShareRestrictedFields({
  entries,
  notify,
  message,
  disabled,
  onEntries,
  onNotify,
  onMessage,
}: {
  entries: ShareEntry[];
  notify: boolean;
  message: string;
  disabled: boolean;
  onEntries: (entries: ShareEntry[]) => void;
  onNotify: (notify: boolean) => void;
  onMessage: (message: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const commit = (value: string) => {
    const more = parseShareEntries(value);
    if (more.length > 0) onEntries(addShareEntries(entries, more));
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ',' || e.key === ';') {
      e.preventDefault();
      commit(text);
    } else if (e.key === 'Backspace' && text === '' && entries.length > 0) {
      onEntries(entries.slice(0, -1));
    }
  };
  const remove = (entry: ShareEntry) =>
    onEntries(entries.filter((e) => !(e.kind === entry.kind && e.value === entry.value)));
  const invalid = entries.filter((e) => !e.valid).length;
  const hasEmails = entries.some((e) => e.kind === 'email');

  return (
    <div className="share-restricted" data-testid="share-restricted-fields">
      <label htmlFor={`${id}-entry`}>{t('share.entriesLabel')}</label>
      <ul
        className="share-chips"
        aria-label={t('share.entriesListLabel')}
        data-testid="share-chips"
      >
        {entries.map((entry) => (
          <li
            key={`${entry.kind}:${entry.value}`}
            className="share-chip"
            data-invalid={!entry.valid || undefined}
            data-kind={entry.kind}
            data-testid="share-chip"
          >
            <span dir="ltr">{entry.value}</span>
            <span className="share-chip-kind">
              {!entry.valid
                ? t(entry.kind === 'email' ? 'share.invalidEmail' : 'share.invalidDomain')
                : t(entry.kind === 'email' ? 'share.kindEmail' : 'share.kindDomain')}
            </span>
            <button
              type="button"
              className="share-chip-remove"
              disabled={disabled}
              aria-label={t('share.removeEntry', { value: entry.value })}
              onClick={() => remove(entry)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <input
        id={`${id}-entry`}
        type="text"
        inputMode="email"
        autoComplete="off"
        dir="ltr"
        value={text}
        disabled={disabled}
        placeholder={t('share.entriesPlaceholder')}
        aria-describedby={`${id}-hint`}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={onKeyDown}
        onBlur={() => commit(text)}
        onPaste={(e) => {
          const pasted = e.clipboardData.getData('text');
          if (/[\s,;]/.test(pasted.trim())) {
            e.preventDefault();
            commit(`${text} ${pasted}`);
          }
        }}
        data-testid="share-entry-input"
      />
      <p id={`${id}-hint`} className={invalid > 0 ? 'share-error' : 'hint'}>
        {invalid > 0 ? t('share.invalidEntries', { number: invalid }) : t('share.entriesHint')}
      </p>
      <Checkbox
        checked={notify}
        disabled={disabled || !hasEmails}
        onCheckedChange={onNotify}
        data-testid="share-notify"
      >
        {t('share.notify')}
      </Checkbox>
      {notify && hasEmails && (
        <>
          <label htmlFor={`${id}-message`}>{t('share.messageLabel')}</label>
          <textarea
            id={`${id}-message`}
            value={message}
            maxLength={1000}
            rows={3}
            disabled={disabled}
            onChange={(e) => onMessage(e.currentTarget.value)}
            data-testid="share-message"
          />
        </>
      )}
    </div>
  );
}
