import type en from './locales/en/index.js';

/** Every key the interface knows: the English catalogue defines them (STYLE rule 10). */
export type MessageKey = keyof typeof en;

/** A complete catalogue of one language: a missing or extra key is a type error. */
export type Catalogue = Record<MessageKey, string>;

/**
 * One namespace file of a language other than English: exactly the keys of the English file.
 * Use it as `export default { ... } satisfies Translation<typeof common>;`.
 */
export type Translation<T> = Record<keyof T, string>;

/** Values for `{name}` placeholders. */
export type MessageParams = Record<string, string | number>;
