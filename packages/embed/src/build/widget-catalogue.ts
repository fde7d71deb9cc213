/**
 * A widget pass's interface catalogues, cut down to the widget's own keys (issue 18). Every
 * module of @stepwise/i18n reads English from `locales/en.json`, the whole portal's catalogue
 * (about 10 KB gzip), and the assistant's element bundled all of it to show its 40 texts: a
 * fifth of its 45 KB budget before its input is usable. In the assistant's pass each locale file
 * keeps only the keys under the widget's prefixes (the other languages' chunks shrink alike);
 * widget-catalogue.test.ts holds every key the assistant's sources name to those prefixes.
 */
import type { Plugin } from 'vite';

/** The assistant's keys: its namespace, and the key a stored failed answer carries (002 §8). */
export const ASSISTANT_CATALOGUE_KEYS = ['assistant.', 'alert.unexpectedError'] as const;

/** Whether `key` is kept: it starts with a prefix ending in `.`, or equals one that does not. */
export function keepsKey(prefixes: readonly string[], key: string): boolean {
  return prefixes.some((prefix) =>
    prefix.endsWith('.') ? key.startsWith(prefix) : key === prefix,
  );
}

/** The catalogue's entries whose key is kept. */
export function pickKeys(
  catalogue: Record<string, unknown>,
  prefixes: readonly string[],
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(catalogue).filter(([key]) => keepsKey(prefixes, key)));
}

const LOCALE = /\/i18n\/src\/locales\/[\w-]+\.json$/;

/** Cuts every @stepwise/i18n locale file down to `prefixes` before Vite reads it as JSON. */
export function widgetCatalogue(prefixes: readonly string[]): Plugin {
  return {
    name: 'stepwise-widget-catalogue',
    enforce: 'pre',
    transform(code, id) {
      if (!LOCALE.test(id.split('?')[0]!)) return null;
      const catalogue = JSON.parse(code) as Record<string, unknown>;
      return { code: JSON.stringify(pickKeys(catalogue, prefixes)), map: null };
    },
  };
}
