import type { InterfaceLanguage } from '@stepwise/core';
import { createContext, use, useLayoutEffect, useMemo, type ReactNode } from 'react';
import type { Catalogue } from './catalogue.js';
import { formatDate, type DateFormat } from './format-date.js';
import { dirOf, localeTagOf, storeLanguage, type Direction } from './language.js';
import en from './locales/en/index.js';
import { createTranslator, type Translate } from './translate.js';

interface I18nValue {
  language: InterfaceLanguage;
  dir: Direction;
  t: Translate;
}

const english: I18nValue = { language: 'en', dir: 'ltr', t: createTranslator(en) };

// Without a provider (unit tests, Storybook) screens read English.
const I18nContext = createContext<I18nValue>(english);

/** Set `<html lang>` and `<html dir>` for a language (also usable before the first render). */
export function applyDocumentLanguage(language: InterfaceLanguage): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = localeTagOf(language);
  document.documentElement.dir = dirOf(language);
}

export interface I18nProviderProps {
  /** The interface language being shown. */
  language: InterfaceLanguage;
  /** Its catalogue, already loaded (`await loadCatalogue(language)`). */
  catalogue: Catalogue;
  /**
   * Whether the language is the page's: sets `<html lang>` and `<html dir>` (default). A widget
   * on a host page passes false and sets `lang` / `dir` on its own root instead.
   */
  ownsDocument?: boolean;
  children?: ReactNode;
}

/** Gives the tree its language; the page's too, unless `ownsDocument` is false. */
export function I18nProvider({
  language,
  catalogue,
  ownsDocument = true,
  children,
}: I18nProviderProps) {
  const value = useMemo<I18nValue>(
    () => ({ language, dir: dirOf(language), t: createTranslator(catalogue) }),
    [language, catalogue],
  );
  useLayoutEffect(() => {
    if (ownsDocument) applyDocumentLanguage(language);
  }, [language, ownsDocument]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

/** The translate function of the current language: `t('card.play', { title })`. */
export function useT(): Translate {
  return use(I18nContext).t;
}

export interface LanguageState {
  language: InterfaceLanguage;
  dir: Direction;
  /** Stores the choice under the locale key and reloads the page (000 §9). */
  setLanguage: (language: InterfaceLanguage) => void;
}

function reload(): void {
  window.location.reload();
}

/** The current language, its direction, and a way to change it. */
export function useLanguage(): LanguageState {
  const { language, dir } = use(I18nContext);
  return useMemo(
    () => ({
      language,
      dir,
      setLanguage: (next: InterfaceLanguage) => {
        storeLanguage(next);
        reload();
      },
    }),
    [language, dir],
  );
}

/** `formatDate` in the current language: `useFormatDate()(updatedAt, 'MM/DD/YYYY')`. */
export function useFormatDate(): (value: Date | string | number, format: DateFormat) => string {
  const { language } = use(I18nContext);
  return useMemo(
    () => (value: Date | string | number, format: DateFormat) =>
      formatDate(value, format, language),
    [language],
  );
}
