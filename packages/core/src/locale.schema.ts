import { z } from 'zod';
import { INTERFACE_LANGUAGES } from './constants.js';

// The wire schema of interface languages and content locales; the rules and types stay zod-free in locale.ts (see README: the
// portal's first visit loads no zod).

export const interfaceLanguageSchema = z.enum(INTERFACE_LANGUAGES);

// Content and group locales are wider than the interface set, so only the BCP 47 shape is checked.
export const localeSchema = z
  .string()
  .min(2)
  .max(16)
  .regex(/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/, { message: 'locale must look like en or ja-jp' });

export type Locale = z.infer<typeof localeSchema>;
