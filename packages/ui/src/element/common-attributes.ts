/**
 * The attributes several widgets share, each declared once: the server, the interface language,
 * the theme and a Stepwise id (their docs: COMMON_ATTRIBUTE_DOCS in attribute-docs.ts).
 */
import * as z from 'zod/mini';
import { ID_MAX_LENGTH, ID_PATTERN, INTERFACE_LANGUAGES, THEMES } from '@stepwise/core';
import type { AttributeSpec } from './attributes.js';

export const idSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(ID_MAX_LENGTH), z.regex(ID_PATTERN));

const notAnId = (attribute: string) => (text: string) =>
  `${attribute}="${text}" is not a Stepwise id (letters, digits, _ . : -; at most ${ID_MAX_LENGTH}).`;

/** A required Stepwise id (`workflow-id` of the player). */
export function idAttribute<const N extends string>(
  attribute: N,
  options: { fatal: boolean; required: true },
): AttributeSpec<typeof idSchema> & { attribute: N };
/** An optional Stepwise id. */
export function idAttribute<const N extends string>(
  attribute: N,
  options: { fatal: boolean; required?: false },
): AttributeSpec<z.ZodMiniOptional<typeof idSchema>> & { attribute: N };
export function idAttribute(
  attribute: string,
  options: { fatal: boolean; required?: boolean },
): AttributeSpec {
  return {
    attribute,
    fatal: options.fatal,
    schema: options.required ? idSchema : z.optional(idSchema),
    invalid: notAnId(attribute),
  };
}

/** The Stepwise server; without it, the server that served the loader (else this page's). */
export const serverAttribute = {
  attribute: 'server',
  fatal: true,
  schema: z.optional(z.url({ protocol: /^https?$/ })),
  invalid: (text: string) =>
    `server="${text}" is not an http(s) address such as https://stepwise.example.com.`,
} as const satisfies AttributeSpec;

/** The interface language; `fallback` says what a bad cosmetic value falls back to. */
export function languageAttribute(options: { fatal: boolean; fallback?: string }) {
  return {
    attribute: 'lang',
    fatal: options.fatal,
    schema: z.optional(z.enum(INTERFACE_LANGUAGES)),
    invalid: (text: string) =>
      `lang="${text}" is not a Stepwise interface language (${INTERFACE_LANGUAGES.join(', ')})` +
      (options.fallback ? `; ${options.fallback}.` : '.'),
  } as const satisfies AttributeSpec;
}

/** The colour theme; cosmetic: a bad value falls back to dark. */
export const themeAttribute = {
  attribute: 'theme',
  fatal: false,
  schema: z.optional(z.enum(THEMES)),
  invalid: (text: string) => `theme="${text}" is neither light nor dark; the dark theme is used.`,
} as const satisfies AttributeSpec;
