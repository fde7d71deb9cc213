/** The shell's text and language, from @stepwise/i18n (one import point for shell screens). */
export { useLanguage, useT } from '@stepwise/i18n/react';
export { LANGUAGE_NAMES, localeTagOf, type MessageKey } from '@stepwise/i18n';
