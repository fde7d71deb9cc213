// The portal's text lookup outside React (upload queue, error messages), backed by
// @stepwise/i18n and the language main.tsx loaded. Components use `useT()` from
// '@stepwise/i18n/react'; main.tsx gives both the same translator, so they read the same
// catalogue and the same i18next instance once it has loaded.
import type { InterfaceLanguage } from '@stepwise/core';
import {
  createTranslator,
  messageKeyOf,
  type MessageKey,
  type MessageParams,
  type Translator,
} from '@stepwise/i18n';

export type { MessageKey };

let current: Translator = createTranslator('en');

/** Make `translator` the one `t` reads (main.tsx calls it once, before the first render). */
export function setTranslator(translator: Translator): void {
  current = translator;
}

/** The language `t` reads. */
export function currentLanguage(): InterfaceLanguage {
  return current.language;
}

/**
 * The text for a key with `{{name}}` placeholders filled in; a plural key takes `count`. Keys
 * chosen at run time (alerts built from rules) are typed as `MessageKey`, so this is the loose
 * form of the translator's signature.
 */
export function t(key: MessageKey, params: MessageParams = {}): string {
  return (current as (key: MessageKey, params: MessageParams) => string)(key, params);
}

/** A server's message: its text when it is a catalogue key (or a known server text), else as sent. */
export function messageOf(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  const key = messageKeyOf(message);
  return key ? t(key) : message;
}
