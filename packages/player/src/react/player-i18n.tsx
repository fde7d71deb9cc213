// The player's language: the shared widget language provider of @stepwise/i18n (the player's
// language is its own root's, never the host page's), and the language it starts from.
import type { InterfaceLanguage } from '@stepwise/core';
import { resolveLanguage } from '@stepwise/i18n';

export { WidgetI18n as PlayerI18n } from '@stepwise/i18n/react';

/** The page's language (`<html lang>`), else the browser's, else English. */
export function defaultPlayerLanguage(): InterfaceLanguage {
  const page = typeof document === 'undefined' ? '' : document.documentElement.lang;
  const nav = globalThis.navigator;
  return resolveLanguage(page || null, nav?.languages ?? (nav?.language ? [nav.language] : []));
}
