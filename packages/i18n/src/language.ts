import { pageStorage } from '@stepwise/bridge/storage';
import {
  DEFAULT_LANGUAGE,
  INTERFACE_LANGUAGES,
  isRtlLanguage,
  type InterfaceLanguage,
} from '@stepwise/core';

/** The local-storage key holding the chosen interface language (000 §9). */
export const LOCALE_STORAGE_KEY = 'locale';

export type Direction = 'ltr' | 'rtl';

/** True for one of the 15 interface language codes, compared case-insensitively. */
export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return typeof value === 'string' && (INTERFACE_LANGUAGES as readonly string[]).includes(value);
}

function normalise(tag: string): string {
  return tag.trim().replace(/_/g, '-').toLowerCase();
}

// Chinese is told apart by script, and regions that write Traditional characters mean zh-tw.
const TRADITIONAL_CHINESE = /^zh-(hant|tw|hk|mo)(-|$)/;

function matchExactly(tag: string): InterfaceLanguage | null {
  if (isInterfaceLanguage(tag)) return tag;
  if (TRADITIONAL_CHINESE.test(tag)) return 'zh-tw';
  if (/^zh-(hans|cn|sg)(-|$)/.test(tag)) return 'zh';
  return null;
}

function matchPrimary(tag: string): InterfaceLanguage | null {
  const primary = tag.split('-')[0] ?? '';
  if (isInterfaceLanguage(primary)) return primary;
  // The first interface language with that primary subtag: fr -> fr-fr (before fr-ca).
  return INTERFACE_LANGUAGES.find((code) => code.split('-')[0] === primary) ?? null;
}

/**
 * The interface language to use: the stored choice when it is an interface language, else the
 * first of the browser's languages that matches one (exactly, then by primary subtag:
 * `ja` -> `ja-jp`, `zh-TW` / `zh-Hant` -> `zh-tw`, `fr-CA` -> `fr-ca`, `fr` -> `fr-fr`,
 * `ar` -> `ar-ar`), else English. Browser languages are tried in the user's order of preference.
 */
export function resolveLanguage(
  stored: string | null | undefined,
  navigatorLanguages: readonly string[] = [],
): InterfaceLanguage {
  const saved = stored ? normalise(stored) : '';
  if (isInterfaceLanguage(saved)) return saved;
  for (const raw of navigatorLanguages) {
    const tag = normalise(raw);
    const match = matchExactly(tag) ?? matchPrimary(tag);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}

/** Text direction of an interface language: 'rtl' for he, ur, fa, ar and ps. */
export function dirOf(language: string): Direction {
  return isRtlLanguage(language) ? 'rtl' : 'ltr';
}

/** The stored language, or null when there is none or storage is unavailable. */
export function readStoredLanguage(): string | null {
  return pageStorage('local').getItem(LOCALE_STORAGE_KEY);
}

/**
 * Remember a language choice; the page must reload for it to apply (000 §9). Where storage is
 * refused (private modes, frames of another site) the choice lasts for this page only.
 */
export function storeLanguage(language: InterfaceLanguage): void {
  pageStorage('local').setItem(LOCALE_STORAGE_KEY, language);
}

/** The language for this browser: stored choice, else navigator.languages, else English. */
export function detectLanguage(): InterfaceLanguage {
  const nav = globalThis.navigator;
  const languages = nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : [];
  return resolveLanguage(readStoredLanguage(), languages);
}

/** The BCP 47 tag Intl and `<html lang>` use: `ja-jp` -> `ja-JP`, `ar-ar` -> `ar`. */
export function localeTagOf(language: InterfaceLanguage): string {
  if (language === 'en') return 'en-US';
  if (language === 'zh') return 'zh-CN';
  if (language === 'ar-ar') return 'ar'; // 'AR' is Argentina's region code: the code is Arabic.
  const [primary, region] = language.split('-');
  return region ? `${primary}-${region.toUpperCase()}` : language;
}

/** Each language's own name, for language pickers (shown untranslated, as is customary). */
export const LANGUAGE_NAMES: Record<InterfaceLanguage, string> = {
  en: 'English',
  zh: '简体中文',
  'zh-tw': '繁體中文',
  'es-mx': 'Español (México)',
  'ja-jp': '日本語',
  'de-de': 'Deutsch',
  'pt-br': 'Português (Brasil)',
  'fr-fr': 'Français',
  'fr-ca': 'Français (Canada)',
  'th-th': 'ไทย',
  'ru-ru': 'Русский',
  'ko-kr': '한국어',
  'it-it': 'Italiano',
  'ar-ar': 'العربية',
  'id-id': 'Bahasa Indonesia',
};
