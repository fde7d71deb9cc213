import { describe, expect, it } from 'vitest';
import { attributeNameProblems, describeAttributes } from '@stepwise/ui/element';
import { PLAYER_ATTRIBUTE_DOCS } from './attribute-docs';
import { PLAYER_ATTRIBUTES, parsePlayerAttributes } from './attributes';

const reader = (attrs: Record<string, string>) => (name: string) => attrs[name] ?? null;

describe('parsePlayerAttributes (issue 5: <stepwise-player> attributes)', () => {
  it('reads every attribute, with booleans by presence', () => {
    const parsed = parsePlayerAttributes(
      reader({
        'workflow-id': 'wf_123',
        'step-id': 'st-2',
        server: 'https://stepwise.example.com',
        lang: 'ja-jp',
        theme: 'light',
        'share-token': 'share_abc',
        'version-id': 'v1',
        autoplay: '',
        muted: '',
        'single-step': 'single-step',
      }),
    );
    expect(parsed).toEqual({
      ok: true,
      warnings: [],
      value: {
        workflowId: 'wf_123',
        stepId: 'st-2',
        server: 'https://stepwise.example.com',
        lang: 'ja-jp',
        theme: 'light',
        shareToken: 'share_abc',
        versionId: 'v1',
        autoplay: true,
        muted: true,
        singleStep: true,
        openMenu: false,
        forceHlsJs: false,
      },
    });
  });

  it('takes a local development server and leaves optional attributes unset', () => {
    const parsed = parsePlayerAttributes(
      reader({ 'workflow-id': 'wf', server: 'http://localhost:4000', autoplay: 'false' }),
    );
    expect(parsed.ok && parsed.value).toMatchObject({
      server: 'http://localhost:4000',
      autoplay: false,
      stepId: undefined,
      lang: undefined,
    });
  });

  // What we tried: a missing and a malformed workflow id, a server that is not http(s) or not a
  // URL at all, an unknown language, an over-long share token.
  it.each([
    [{}, 'workflow-id', 'The workflow-id attribute is required.'],
    [{ 'workflow-id': '../../etc/passwd' }, 'workflow-id', 'is not a Stepwise id'],
    [{ 'workflow-id': 'wf', server: 'not a url' }, 'server', 'is not an http(s) address'],
    [{ 'workflow-id': 'wf', server: 'javascript:alert(1)' }, 'server', 'is not an http(s) address'],
    [{ 'workflow-id': 'wf', server: 'ftp://files.example' }, 'server', 'is not an http(s) address'],
    [{ 'workflow-id': 'wf', lang: 'klingon' }, 'lang', 'is not a Stepwise interface language'],
    [{ 'workflow-id': 'wf', 'share-token': 'x'.repeat(600) }, 'share-token', 'not a share token'],
  ])('%j is refused on %s, with a message a host can act on', (attrs, attribute, message) => {
    const parsed = parsePlayerAttributes(reader(attrs));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problems).toHaveLength(1);
    expect(parsed.problems[0]!.attribute).toBe(attribute);
    expect(parsed.problems[0]!.message).toContain(message);
  });

  it('a bad theme or step id only warns, and the default is used', () => {
    const parsed = parsePlayerAttributes(
      reader({ 'workflow-id': 'wf', theme: 'sepia', 'step-id': 'no spaces allowed' }),
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.theme).toBeUndefined();
    expect(parsed.value.stepId).toBeUndefined();
    expect(parsed.warnings.map((w) => w.attribute)).toEqual(['step-id', 'theme']);
  });

  it('declares kebab-case attributes, each described (the manifest reads them)', () => {
    expect(attributeNameProblems(PLAYER_ATTRIBUTES)).toEqual([]);
    const described = describeAttributes(PLAYER_ATTRIBUTES, PLAYER_ATTRIBUTE_DOCS);
    expect(described.map((a) => a.attribute)).toEqual([
      'workflow-id',
      'step-id',
      'server',
      'lang',
      'theme',
      'share-token',
      'version-id',
      'autoplay',
      'muted',
      'single-step',
      'open-menu',
      'force-hlsjs',
      'audio-language',
    ]);
    expect(described.every((a) => a.description.length > 0)).toBe(true);
    expect(described.find((a) => a.property === 'workflowId')).toMatchObject({
      required: true,
      fatal: true,
    });
  });
});
