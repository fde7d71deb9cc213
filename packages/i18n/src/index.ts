// Explicit named exports only: the public surface of @stepwise/i18n is this list.
export type { Catalogue, MessageKey, MessageParams, Translation } from './catalogue.js';
export { default as en } from './locales/en/index.js';
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
export {
  SERVER_MESSAGES,
  createTranslator,
  interpolate,
  isMessageKey,
  messageKeyOf,
} from './translate.js';
export type { Translate } from './translate.js';
export { loadCatalogue } from './load.js';
export { DATE_FORMATS, formatDate } from './format-date.js';
export type { DateFormat } from './format-date.js';
