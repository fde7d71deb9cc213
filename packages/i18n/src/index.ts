// Explicit named exports only: the public surface of @stepwise/i18n is this list. Nothing here
// imports i18next: translate.ts loads it with `import()` (see Translator.i18next).
export type {
  Catalogue,
  CatalogueKey,
  MessageKey,
  MessageParams,
  PluralCategory,
  PluralKey,
  Translate,
} from './catalogue.js';
export { PLURAL_CATEGORIES } from './catalogue.js';
export { default as en } from './locales/en.json' with { type: 'json' };
export {
  LANGUAGE_NAMES,
  LOCALE_STORAGE_KEY,
  detectLanguage,
  dirOf,
  isInterfaceLanguage,
  localeTagOf,
  readStoredLanguage,
  resolveLanguage,
  storeLanguage,
} from './language.js';
export type { Direction } from './language.js';
export { SERVER_MESSAGES, createTranslator, isMessageKey, messageKeyOf } from './translate.js';
export type { Translator } from './translate.js';
export { interpolate } from './lookup.js';
export { loadCatalogue } from './load.js';
export { DATE_FORMATS, formatDate } from './format-date.js';
export type { DateFormat } from './format-date.js';
