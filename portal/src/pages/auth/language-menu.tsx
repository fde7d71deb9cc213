import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '@stepwise/core';
import { LANGUAGE_NAMES } from '@stepwise/i18n';
import { useLanguage, useT } from '@stepwise/i18n/react';

/** The language menu of the authentication screens (000 §2): a change stores it and reloads. */
export function LanguageMenu() {
  const t = useT();
  const { language, setLanguage } = useLanguage();
  return (
    <label className="language-menu">
      <span>{t('auth.language')}</span>
      <select
        data-testid="language-menu"
        value={language}
        onChange={(e) => setLanguage(e.target.value as InterfaceLanguage)}
      >
        {INTERFACE_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
