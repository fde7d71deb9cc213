import { describe, expect, it, vi } from 'vitest';
import { attributeNameProblems, describeAttributes } from '@stepwise/ui/element';
import { ASSISTANT_ATTRIBUTE_DOCS } from './attribute-docs.js';
import { ASSISTANT_ATTRIBUTES, parseAssistantAttributes } from './attributes.js';
import { ASSISTANT_TAG, defineStepwiseAssistant } from './element.js';

const reader = (attrs: Record<string, string>) => (name: string) => attrs[name] ?? null;

describe('parseAssistantAttributes', () => {
  it('reads every attribute', () => {
    expect(
      parseAssistantAttributes(
        reader({
          server: 'https://stepwise.example.com',
          mode: 'inline',
          'workflow-id': 'wf_1',
          lang: 'ar-ar',
          theme: 'light',
        }),
      ),
    ).toEqual({
      ok: true,
      warnings: [],
      value: {
        server: 'https://stepwise.example.com',
        mode: 'inline',
        workflowId: 'wf_1',
        lang: 'ar-ar',
        theme: 'light',
      },
    });
  });

  it('needs nothing: the launcher, the loader server, the page language', () => {
    const parsed = parseAssistantAttributes(reader({}));
    expect(parsed.ok).toBe(true);
  });

  it('a bad server or workflow id is fatal, with a sentence naming the attribute', () => {
    const parsed = parseAssistantAttributes(
      reader({ server: 'ftp://x', 'workflow-id': 'not an id!' }),
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problems.map((problem) => problem.attribute)).toEqual(['server', 'workflow-id']);
    expect(parsed.problems[0]?.message).toContain('not an http(s) address');
  });

  it('a bad mode, lang or theme warns and falls back', () => {
    const parsed = parseAssistantAttributes(reader({ mode: 'popup', lang: 'xx', theme: 'pink' }));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value).toMatchObject({ mode: undefined, lang: undefined, theme: undefined });
    expect(parsed.warnings.map((warning) => warning.attribute)).toEqual(['mode', 'lang', 'theme']);
  });
});

describe('ASSISTANT_ATTRIBUTES', () => {
  it('declares kebab-case attributes, each described (the manifest reads them)', () => {
    expect(attributeNameProblems(ASSISTANT_ATTRIBUTES)).toEqual([]);
    const described = describeAttributes(ASSISTANT_ATTRIBUTES, ASSISTANT_ATTRIBUTE_DOCS);
    expect(described.map((a) => [a.attribute, a.type])).toEqual([
      ['server', 'string'],
      ['mode', "'launcher' | 'inline'"],
      ['workflow-id', 'string'],
      ['lang', expect.stringContaining("'en'")],
      ['theme', "'light' | 'dark'"],
    ]);
    expect(described.every((a) => a.description.length > 0)).toBe(true);
  });
});

describe('<stepwise-assistant>', () => {
  defineStepwiseAssistant();

  it('shows a bad attribute in the element, warns, and raises stepwise-error, never throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const element = document.createElement(ASSISTANT_TAG);
    element.setAttribute('server', 'not a url');
    element.setAttribute('theme', 'pink');
    const errors: unknown[] = [];
    element.addEventListener('stepwise-error', (event) =>
      errors.push((event as CustomEvent).detail),
    );
    document.body.append(element);
    await element.updateComplete;
    const message = element.shadowRoot?.querySelector('[role="alert"]');
    expect(message?.textContent).toContain('server="not a url" is not an http(s) address');
    expect(errors).toEqual([expect.objectContaining({ code: 'bad-attribute' })]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('theme="pink"'));
    element.remove();
    warn.mockRestore();
  });

  it('launcher mode paints its button; opening it makes the panel container', async () => {
    const element = document.createElement(ASSISTANT_TAG);
    element.setAttribute('server', 'https://stepwise.example.com');
    document.body.append(element);
    await element.updateComplete;
    const button = element.shadowRoot?.querySelector<HTMLButtonElement>('[part="launcher"]');
    expect(button?.getAttribute('aria-label')).toBe('Ask the assistant');
    expect(element.shadowRoot?.querySelector('[part="container"]')).toBeNull();
    button?.click();
    await element.updateComplete;
    expect(element.shadowRoot?.querySelector('[part="container"]')).toBeTruthy();
    expect(button?.getAttribute('aria-expanded')).toBe('true');
    element.remove();
  });
});
