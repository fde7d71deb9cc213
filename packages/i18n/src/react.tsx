import type { InterfaceLanguage } from '@stepwise/core';
import {
  createContext,
  use,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { Catalogue, Translate } from './catalogue.js';
import { formatDate, type DateFormat } from './format-date.js';
import { dirOf, localeTagOf, storeLanguage, type Direction } from './language.js';
import { createTranslator, type Translator } from './translate.js';
import { loadCatalogue } from './load.js';
import en from './locales/en.json' with { type: 'json' };

interface I18nValue {
  language: InterfaceLanguage;
  dir: Direction;
  t: Translate;
  /** False for the default below: no I18nProvider above. */
  provided: boolean;
}

// Never hands over to i18next: a widget's view gives itself a provider (useInsideI18nProvider).
const english: I18nValue = {
  language: 'en',
  dir: 'ltr',
  t: createTranslator('en'),
  provided: false,
};

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
   * The root's translator, when the page made one itself (the portal: its `t` outside React
   * reads the same one, and it decides when i18next loads). Without it the provider makes its
   * own over `catalogue` and loads i18next once mounted: with a widget's view, never before it.
   */
  translator?: Translator;
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
  translator,
  ownsDocument = true,
  children,
}: I18nProviderProps) {
  const own = useMemo(
    () => (translator ? null : createTranslator(language, catalogue)),
    [translator, language, catalogue],
  );
  const t = translator ?? own!;
  const value = useMemo<I18nValue>(
    () => ({ language, dir: dirOf(language), t, provided: true }),
    [language, t],
  );
  useEffect(() => {
    // Its texts equal the lookup's, so nothing re-renders when it arrives; a failed load leaves
    // the lookup in place.
    own?.i18next().catch(() => undefined);
  }, [own]);
  useLayoutEffect(() => {
    if (ownsDocument) applyDocumentLanguage(language);
  }, [language, ownsDocument]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

/**
 * Whether an I18nProvider is above: a widget inside the portal reads the portal's; on a host page
 * it has none and gives itself one (with its own i18next instance).
 */
export function useInsideI18nProvider(): boolean {
  return use(I18nContext).provided;
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

/*
 * A widget's language (player, assistant, the widgets to come): the host's i18n provider when it
 * already speaks the widget's language (the portal), otherwise a provider of the widget's own with
 * the catalogue loaded for `language` (an element on a host page has no host provider). Until a
 * catalogue arrives the host's (or English) texts show; one that fails to load leaves them English
 * and the widget still works.
 */
export function WidgetI18n({
  language,
  children,
}: {
  language: InterfaceLanguage;
  children: ReactNode;
}) {
  const host = useLanguage().language;
  const [loaded, setLoaded] = useState<{ language: InterfaceLanguage; catalogue: Catalogue }>({
    language: 'en',
    catalogue: en as Catalogue,
  });
  const inside = useInsideI18nProvider();
  // Without a host provider (the element) the view always has its own: i18next loads with it.
  const own = !inside || host !== language;

  useEffect(() => {
    if (!own || loaded.language === language) return;
    let live = true;
    loadCatalogue(language).then(
      (catalogue) => live && setLoaded({ language, catalogue }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [own, language, loaded.language]);

  if (!own || (inside && loaded.language !== language)) return children;
  return (
    // The widget's language is its own root's, never the host page's document.
    <I18nProvider language={loaded.language} catalogue={loaded.catalogue} ownsDocument={false}>
      {children}
    </I18nProvider>
  );
}
