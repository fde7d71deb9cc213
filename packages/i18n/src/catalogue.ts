import type en from './locales/en.json';

/** i18next's plural suffixes (JSON v4): one key per Intl.PluralRules category of the language. */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

/** Every key as written in the English file, plural forms included (`card.steps_one`). */
export type CatalogueKey = keyof typeof en;

type BaseOf<K> = K extends `${infer Base}_${PluralCategory}` ? Base : K;

/**
 * Every key the interface knows (STYLE rule 10): the English catalogue defines them; a plural
 * key appears once, without its suffix (`card.steps`).
 */
export type MessageKey = BaseOf<CatalogueKey>;

/** Keys whose text depends on `count` (they have an `_other` form): `t(key, { count })`. */
export type PluralKey = {
  [K in CatalogueKey]: K extends `${infer Base}_other` ? Base : never;
}[CatalogueKey];

/**
 * A catalogue of one language in i18next's JSON format: flat keys, `{{name}}` placeholders and
 * the plural forms that language's rules use (Russian `_one/_few/_many/_other`, Arabic six).
 * Not a `Record<CatalogueKey, string>`: the plural keys differ per language (the catalogue test
 * checks them against Intl.PluralRules).
 */
export type Catalogue = Readonly<Record<string, string>>;

/** Values for `{{name}}` placeholders; `count` also chooses a plural form. */
export type MessageParams = Record<string, string | number>;

/**
 * The translate function: `t('card.play', { title })`; a plural key needs `count`
 * (`t('card.steps', { count: 3 })`), checked when the key is written literally.
 */
export type Translate = <K extends MessageKey>(
  key: K,
  ...params: K extends PluralKey ? [MessageParams & { count: number }] : [MessageParams?]
) => string;
