import { describe, expect, it } from 'vitest';
import { attributeNameProblems, describeAttributes } from '@stepwise/ui/element';
import { QUIZ_ATTRIBUTE_DOCS } from './attribute-docs.js';
import { QUIZ_ATTRIBUTES, parseQuizAttributes } from './attributes.js';

const reader = (attrs: Record<string, string>) => (name: string) => attrs[name] ?? null;

describe('parseQuizAttributes', () => {
  it('reads every attribute', () => {
    expect(
      parseQuizAttributes(
        reader({
          'workflow-id': 'wf_1',
          server: 'https://stepwise.example.com',
          'share-token': 'share-1',
          lang: 'ar-ar',
          theme: 'light',
          layout: 'all-at-once',
        }),
      ),
    ).toEqual({
      ok: true,
      warnings: [],
      value: {
        workflowId: 'wf_1',
        server: 'https://stepwise.example.com',
        shareToken: 'share-1',
        lang: 'ar-ar',
        theme: 'light',
        layout: 'all-at-once',
      },
    });
  });

  it('needs a workflow id: without one, or a bad one, a bad server or share token is fatal', () => {
    const missing = parseQuizAttributes(reader({}));
    expect(missing.ok).toBe(false);
    const bad = parseQuizAttributes(
      reader({ 'workflow-id': 'not an id!', server: 'ftp://x', 'share-token': 'x'.repeat(600) }),
    );
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.problems.map((p) => p.attribute)).toEqual(['workflow-id', 'server', 'share-token']);
  });

  it('a bad lang, theme or layout warns and falls back', () => {
    const parsed = parseQuizAttributes(
      reader({ 'workflow-id': 'wf1', lang: 'xx', theme: 'pink', layout: 'grid' }),
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value).toMatchObject({ lang: undefined, theme: undefined, layout: undefined });
    expect(parsed.warnings.map((w) => w.attribute)).toEqual(['lang', 'theme', 'layout']);
  });
});

describe('QUIZ_ATTRIBUTES', () => {
  it('declares kebab-case attributes, each described (the manifest reads them)', () => {
    expect(attributeNameProblems(QUIZ_ATTRIBUTES)).toEqual([]);
    const described = describeAttributes(QUIZ_ATTRIBUTES, QUIZ_ATTRIBUTE_DOCS);
    expect(described.map((a) => [a.attribute, a.type])).toEqual([
      ['workflow-id', 'string'],
      ['server', 'string'],
      ['share-token', 'string'],
      ['lang', expect.stringContaining("'en'")],
      ['theme', "'light' | 'dark'"],
      ['layout', "'one-at-a-time' | 'all-at-once'"],
    ]);
    expect(described.every((a) => a.description.length > 0)).toBe(true);
  });
});
