// The i18next side of the translator: one instance per translator (`createInstance`), never the
// global i18next, so two widgets on a host page, or a widget and the portal, never share a
// language or resources. Loaded by translate.ts with `import()`: it is the only module that
// imports i18next.
import i18next, { type i18n } from 'i18next';
import type { InterfaceLanguage } from '@stepwise/core';
import type { Catalogue } from './catalogue.js';

/**
 * An initialised i18next instance for `language` with `english` as its fallback, reading our
 * catalogues as they are: flat keys with dots, so neither `.` nor `:` splits a key. English comes
 * from the caller, which has it bundled already: imported here too, the bundler would split it
 * into a chunk of its own that every first screen then waits for.
 */
export function createI18nInstance(
  language: InterfaceLanguage,
  catalogue: Catalogue,
  english: Catalogue,
): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    resources: { en: { translation: english }, [language]: { translation: catalogue } },
    // Resources are in memory: initialise synchronously, so `t` works on return.
    initAsync: false,
    // Our codes as they are ('ar-ar', 'zh-tw'): no 'ar-AR' spelling, no 'ar' parent to look in.
    lowerCaseLng: true,
    load: 'currentOnly',
    keySeparator: false,
    nsSeparator: false,
    // An empty text is a missing one: fall back to English, as before i18next.
    returnEmptyString: false,
    // React and lit escape what they render; i18next escaping too would show '&amp;'.
    interpolation: { escapeValue: false },
  });
  // i18next's number and date formatters (`{{value, number}}`, `{{value, datetime}}`) with the
  // house rules of format-date.ts: Latin digits and the Gregorian calendar in every language.
  const formatter = instance.services.formatter;
  formatter?.addCached('number', (lng, options) => {
    const format = new Intl.NumberFormat(lng, { ...options, numberingSystem: 'latn' });
    return (value: number) => format.format(value);
  });
  formatter?.addCached('datetime', (lng, options) => {
    const format = new Intl.DateTimeFormat(lng, {
      ...options,
      numberingSystem: 'latn',
      calendar: 'gregory',
    });
    return (value: Date | number) => format.format(value);
  });
  return instance;
}
