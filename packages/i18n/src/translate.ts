import type { Catalogue, MessageKey, MessageParams } from './catalogue.js';
import en from './locales/en/index.js';

export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** Fill `{name}` placeholders; a placeholder without a value stays as written. */
export function interpolate(text: string, params: MessageParams = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** True when `value` is a key of the catalogue (for messages that arrive as strings). */
export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(en, value);
}

/**
 * A lookup over catalogues in order, English last: a key missing (or empty) in the language
 * falls back to the next catalogue, then to English, then to the key itself.
 */
export function createTranslator(
  catalogue: Partial<Catalogue>,
  fallbacks: readonly Partial<Catalogue>[] = [],
): Translate {
  const chain: readonly Partial<Catalogue>[] = [catalogue, ...fallbacks, en];
  return (key, params) => {
    for (const source of chain) {
      const text = source[key];
      if (text) return interpolate(text, params);
    }
    return interpolate(key, params);
  };
}

/**
 * Messages the server or @stepwise/core send as plain text rather than a catalogue key, and the
 * key that translates each one.
 */
export const SERVER_MESSAGES: Readonly<Record<string, MessageKey>> = {
  'Invalid file type': 'upload.invalidFileType',
  'File too large': 'upload.fileTooLarge',
  smartVideoInReviewCannotDuplicate: 'card.inReviewCannotDuplicate',
  'login failed': 'alert.loginFailed',
  'Login failed': 'alert.loginFailed',
  'Failed to load Content.': 'alert.failedToLoadContent',
  'Invalid employee ID.': 'alert.invalidEmployeeId',
  'client key is required for employee id login.': 'alert.clientKeyRequired',
  'Navigation failed': 'alert.navigationFailed',
  'This setup code is not valid. Ask your administrator for a new one.': 'pinSetup.codeInvalid',
};

/** The catalogue key for a message that arrived as text, or null when it is free text. */
export function messageKeyOf(message: string): MessageKey | null {
  if (isMessageKey(message)) return message;
  return Object.hasOwn(SERVER_MESSAGES, message) ? (SERVER_MESSAGES[message] ?? null) : null;
}
