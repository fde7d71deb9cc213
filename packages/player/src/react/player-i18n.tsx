// The player's language: the host's i18n provider when it already speaks the player's language
// (the portal), otherwise a provider of its own with the catalogue loaded for `language` (the
// element has no host provider). Until a catalogue arrives the host's (or English) texts show.
import { useEffect, useState, type ReactNode } from 'react';
import type { InterfaceLanguage } from '@stepwise/core';
import { en, loadCatalogue, resolveLanguage, type Catalogue } from '@stepwise/i18n';
import { I18nProvider, useInsideI18nProvider, useLanguage } from '@stepwise/i18n/react';

/** The page's language (`<html lang>`), else the browser's, else English. */
export function defaultPlayerLanguage(): InterfaceLanguage {
  const page = typeof document === 'undefined' ? '' : document.documentElement.lang;
  const nav = globalThis.navigator;
  return resolveLanguage(page || null, nav?.languages ?? (nav?.language ? [nav.language] : []));
}

export function PlayerI18n({
  language,
  children,
}: {
  language: InterfaceLanguage;
  children: ReactNode;
}) {
  const host = useLanguage().language;
  const [loaded, setLoaded] = useState<{ language: InterfaceLanguage; catalogue: Catalogue }>({
    language: 'en',
    catalogue: en,
  });
  const inside = useInsideI18nProvider();
  // Without a host provider (the element) the view always has its own: i18next loads with it.
  const own = !inside || host !== language;

  useEffect(() => {
    if (!own || loaded.language === language) return;
    let live = true;
    loadCatalogue(language).then(
      (catalogue) => live && setLoaded({ language, catalogue }),
      // A catalogue that fails to load leaves the texts English; the player still plays.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [own, language, loaded.language]);

  if (!own || (inside && loaded.language !== language)) return children;
  return (
    // The player's language is its own root's (player-root.tsx), never the host page's.
    <I18nProvider language={loaded.language} catalogue={loaded.catalogue} ownsDocument={false}>
      {children}
    </I18nProvider>
  );
}
