import { z } from 'zod';
import { INTERFACE_LANGUAGES, RTL_LANGUAGES } from './constants.js';

export const interfaceLanguageSchema = z.enum(INTERFACE_LANGUAGES);

// Content and group locales are wider than the interface set, so only the BCP 47 shape is checked.
export const localeSchema = z
  .string()
  .min(2)
  .max(16)
  .regex(/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/, { message: 'locale must look like en or ja-jp' });

export type Locale = z.infer<typeof localeSchema>;

/** RTL is decided on the primary subtag, so 'ar-ar' and 'he-IL' both read right-to-left. */
export function isRtlLanguage(locale: string): boolean {
  const primary = locale.split('-')[0]?.toLowerCase() ?? '';
  return (RTL_LANGUAGES as readonly string[]).includes(primary);
}
