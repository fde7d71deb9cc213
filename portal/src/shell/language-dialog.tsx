import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '@stepwise/core';
import { Dialog } from '../components/dialog';
import { LANGUAGE_NAMES, localeTagOf, useT } from './i18n';

/** The 15 interface languages (000 §1), each named in itself; choosing one applies it. */
export function LanguageDialog({
  current,
  onPick,
  onClose,
}: {
  current: InterfaceLanguage;
  onPick: (language: InterfaceLanguage) => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Dialog title={t('shell.language.title')} onClose={onClose} testId="language-dialog">
      <ul className="language-list" role="list">
        {INTERFACE_LANGUAGES.map((code) => (
          <li key={code}>
            <button
              type="button"
              lang={localeTagOf(code)}
              aria-pressed={code === current}
              data-testid={`language-option-${code}`}
              onClick={() => onPick(code)}
            >
              {LANGUAGE_NAMES[code]}
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
