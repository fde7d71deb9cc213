// The instruction's default language: the page's (`<html lang>`), else the browser's, else English.
import type { InterfaceLanguage } from '@stepwise/core';
import { resolveLanguage } from '@stepwise/i18n';

export function defaultInstructionLanguage(): InterfaceLanguage {
  const page = typeof document === 'undefined' ? '' : document.documentElement.lang;
  const nav = globalThis.navigator;
  return resolveLanguage(page || null, nav?.languages ?? (nav?.language ? [nav.language] : []));
}
