// The portal's text lookup outside React (upload queue, error messages), backed by
// @stepwise/i18n and the language main.tsx loaded. Components can use `useT()` from
// '@stepwise/i18n/react' instead; both read the same catalogue.
import type { InterfaceLanguage } from '@stepwise/core';
import {
  createTranslator,
  en,
  messageKeyOf,
  type Catalogue,
  type MessageKey,
  type Translate,
} from '@stepwise/i18n';

export type { MessageKey };

let current: { language: InterfaceLanguage; translate: Translate } = {
  language: 'en',
  translate: createTranslator(en),
};

/** Make `language` the one `t` reads (main.tsx calls it once, before the first render). */
export function setCatalogue(language: InterfaceLanguage, catalogue: Catalogue): void {
  current = { language, translate: createTranslator(catalogue) };
}

/** The language `t` reads. */
export function currentLanguage(): InterfaceLanguage {
  return current.language;
}

/** The text for a key with `{name}` placeholders filled in. */
export function t(key: MessageKey, params: Record<string, string | number> = {}): string {
  return current.translate(key, params);
}

/** A server's message: its text when it is a catalogue key (or a known server text), else as sent. */
export function messageOf(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  const key = messageKeyOf(message);
  return key ? t(key) : message;
}
