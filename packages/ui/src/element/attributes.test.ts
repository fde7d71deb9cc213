import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  attributeNameProblems,
  defineAttributes,
  describeAttributes,
  parseAttributes,
  type AttributeDocs,
} from './attributes.js';
import {
  idAttribute,
  languageAttribute,
  serverAttribute,
  themeAttribute,
} from './common-attributes.js';
import { COMMON_ATTRIBUTE_DOCS } from './attribute-docs.js';

const ATTRIBUTES = defineAttributes({
  itemId: idAttribute('item-id', { fatal: true, required: true }),
  server: serverAttribute,
  lang: languageAttribute({ fatal: false, fallback: "the page's language is used" }),
  theme: themeAttribute,
  compact: { attribute: 'compact', fatal: false, schema: z.boolean() },
  size: {
    attribute: 'size',
    fatal: false,
    schema: z.optional(z.enum(['s', 'm'])),
  },
});

const DOCS: AttributeDocs<typeof ATTRIBUTES> = {
  ...COMMON_ATTRIBUTE_DOCS,
  itemId: 'The item.',
  compact: 'Compact.',
  size: 'The size.',
};

const reader = (attrs: Record<string, string>) => (name: string) => attrs[name] ?? null;

describe('attributes declared once (the element host)', () => {
  it('maps kebab-case attributes onto camelCase properties, booleans by presence', () => {
    const parsed = parseAttributes(
      ATTRIBUTES,
      reader({ 'item-id': 'it_1', server: 'http://localhost:4000', lang: 'de-de', compact: '' }),
    );
    expect(parsed).toEqual({
      ok: true,
      warnings: [],
      value: {
        itemId: 'it_1',
        server: 'http://localhost:4000',
        lang: 'de-de',
        theme: undefined,
        compact: true,
        size: undefined,
      },
    });
    const off = parseAttributes(ATTRIBUTES, reader({ 'item-id': 'it_1', compact: 'false' }));
    expect(off.ok && off.value.compact).toBe(false);
  });

  it('a fatal problem fails the whole set, with a sentence per attribute a host can act on', () => {
    const parsed = parseAttributes(ATTRIBUTES, reader({ server: 'ftp://x', theme: 'pink' }));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problems.map((p) => p.message)).toEqual([
      'The item-id attribute is required.',
      'server="ftp://x" is not an http(s) address such as https://stepwise.example.com.',
    ]);
    // The cosmetic ones are still reported, as warnings.
    expect(parsed.warnings.map((w) => w.attribute)).toEqual(['theme']);
  });

  it('a cosmetic problem warns and leaves the default', () => {
    const parsed = parseAttributes(
      ATTRIBUTES,
      reader({ 'item-id': 'it_1', lang: 'xx', size: 'xl', theme: ' light ' }),
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value).toMatchObject({ lang: undefined, size: undefined, theme: 'light' });
    expect(parsed.warnings).toEqual([
      {
        attribute: 'lang',
        value: 'xx',
        message: expect.stringMatching(/^lang="xx" is not a Stepwise .*; the page's language/),
      },
      { attribute: 'size', value: 'xl', message: 'size="xl" is not a valid value.' },
    ]);
  });

  it('finds attribute names that are not unique kebab-case', () => {
    const spec = { fatal: false, schema: z.boolean() };
    expect(attributeNameProblems(ATTRIBUTES)).toEqual([]);
    expect(
      attributeNameProblems({
        a: { ...spec, attribute: 'fooBar' },
        b: { ...spec, attribute: 'x' },
        c: { ...spec, attribute: 'x' },
      }),
    ).toEqual(['fooBar: not kebab-case', 'x: declared twice']);
  });

  it('describes every attribute as data, for the manifest and the typings', () => {
    expect(describeAttributes(ATTRIBUTES, DOCS)).toEqual([
      {
        property: 'itemId',
        attribute: 'item-id',
        type: 'string',
        required: true,
        fatal: true,
        description: 'The item.',
      },
      expect.objectContaining({
        property: 'server',
        type: 'string',
        required: false,
        fatal: true,
        description: expect.stringContaining('The Stepwise server'),
      }),
      expect.objectContaining({
        property: 'lang',
        type: expect.stringContaining("'en' | "),
        values: expect.arrayContaining(['en', 'ar-ar']),
        fatal: false,
      }),
      expect.objectContaining({
        property: 'theme',
        type: "'light' | 'dark'",
        values: ['light', 'dark'],
      }),
      expect.objectContaining({ property: 'compact', type: 'boolean', required: false }),
      expect.objectContaining({ property: 'size', type: "'s' | 'm'", required: false }),
    ]);
  });
});
