import { describe, expect, it } from 'vitest';
import { attributeNameProblems, describeAttributes } from '@stepwise/ui/element';
import { INSTRUCTION_ATTRIBUTE_DOCS } from './attribute-docs.js';
import { INSTRUCTION_ATTRIBUTES, parseInstructionAttributes } from './attributes.js';

const reader = (attrs: Record<string, string>) => (name: string) => attrs[name] ?? null;

describe('parseInstructionAttributes', () => {
  it('reads every attribute', () => {
    expect(
      parseInstructionAttributes(
        reader({
          'instruction-id': 'si_1',
          server: 'https://stepwise.example.com',
          'share-token': 'share-1',
          lang: 'ar-ar',
          theme: 'dark',
          mode: 'run',
        }),
      ),
    ).toEqual({
      ok: true,
      warnings: [],
      value: {
        instructionId: 'si_1',
        server: 'https://stepwise.example.com',
        shareToken: 'share-1',
        lang: 'ar-ar',
        theme: 'dark',
        mode: 'run',
      },
    });
  });

  it('needs an instruction id: without one, or a bad one, a bad server or share token is fatal', () => {
    expect(parseInstructionAttributes(reader({})).ok).toBe(false);
    const bad = parseInstructionAttributes(
      reader({
        'instruction-id': 'not an id!',
        server: 'ftp://x',
        'share-token': 'x'.repeat(3000),
      }),
    );
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.problems.map((p) => p.attribute)).toEqual([
      'instruction-id',
      'server',
      'share-token',
    ]);
  });

  it('a bad lang, theme or mode warns and falls back', () => {
    const parsed = parseInstructionAttributes(
      reader({ 'instruction-id': 'si1', lang: 'xx', theme: 'pink', mode: 'fly' }),
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value).toMatchObject({ lang: undefined, theme: undefined, mode: undefined });
    expect(parsed.warnings.map((w) => w.attribute)).toEqual(['lang', 'theme', 'mode']);
    expect(parsed.warnings[1]!.message).toContain('the light theme is used');
  });
});

describe('INSTRUCTION_ATTRIBUTES', () => {
  it('declares kebab-case attributes, each described (the manifest reads them)', () => {
    expect(attributeNameProblems(INSTRUCTION_ATTRIBUTES)).toEqual([]);
    const described = describeAttributes(INSTRUCTION_ATTRIBUTES, INSTRUCTION_ATTRIBUTE_DOCS);
    expect(described.map((a) => [a.attribute, a.type])).toEqual([
      ['instruction-id', 'string'],
      ['server', 'string'],
      ['share-token', 'string'],
      ['lang', expect.stringContaining("'en'")],
      ['theme', "'light' | 'dark'"],
      ['mode', "'view' | 'run'"],
    ]);
    expect(described.every((a) => a.description.length > 0)).toBe(true);
  });
});
