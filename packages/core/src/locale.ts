import { RTL_LANGUAGES } from './constants.js';

/** RTL is decided on the primary subtag, so 'ar-ar' and 'he-IL' both read right-to-left. */
export function isRtlLanguage(locale: string): boolean {
  const primary = locale.split('-')[0]?.toLowerCase() ?? '';
  return (RTL_LANGUAGES as readonly string[]).includes(primary);
}
