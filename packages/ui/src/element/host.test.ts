/**
 * The element host on a test widget of its own: its attributes, a view module that records what
 * it is asked to show, and its events. jsdom runs lit; the view here is plain DOM (the widgets'
 * views are React, tested with them).
 */
import { html } from 'lit';
import * as z from 'zod/mini';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { defineAttributes, type AttributeValues } from './attributes.js';
import { idAttribute, languageAttribute, themeAttribute } from './common-attributes.js';
import { defineElement, StepwiseHost, type CreateView } from './host.js';
import { problemTemplate } from './problem.js';

const ATTRIBUTES = defineAttributes({
  itemId: idAttribute('item-id', { fatal: true, required: true }),
  lang: languageAttribute({ fatal: false }),
  theme: themeAttribute,
  compact: { attribute: 'compact', fatal: false, schema: z.boolean() },
});

interface TestEventMap {
  'stepwise-ready': CustomEvent<{ itemId: string }>;
  'stepwise-pick': CustomEvent<{ index: number }>;
  'stepwise-error': CustomEvent<{
    code: 'bad-attribute' | 'load-failed' | 'oops';
    message: string;
  }>;
}

interface TestView {
  show(text: string): void;
  unmount(): void;
}

const views: { container: HTMLElement; shown: string[]; unmounted: boolean }[] = [];
const createView: CreateView<TestView> = (container) => {
  const record = { container, shown: [] as string[], unmounted: false };
  views.push(record);
  return {
    show: (text) => {
      record.shown.push(text);
      container.textContent = text;
    },
    unmount: () => {
      record.unmounted = true;
    },
  };
};
const loadView = vi.fn(async () => ({ createView }));

/** A test widget class; its own `view` loader, so its view module is imported afresh. */
function widget(tag: string) {
  const load = () => loadView();
  class TestElement extends StepwiseHost<typeof ATTRIBUTES, TestEventMap, TestView>({
    tag,
    attributes: ATTRIBUTES,
    view: load,
    viewErrorCode: 'oops',
  }) {
    override render() {
      return problemTemplate(tag, this.parsed) ?? html`<div part="root" data-view></div>`;
    }

    protected override attributesChanged(value: AttributeValues<typeof ATTRIBUTES>): void {
      const text = `${value.itemId} ${this.viewLanguage ?? '-'} ${value.compact}`;
      this.showInView((view) => view.show(text));
      this.wantView();
    }

    pick(index: number): boolean {
      return this.emit('stepwise-pick', { index }, { cancelable: true });
    }
  }
  defineElement(tag, TestElement);
  return TestElement;
}
type TestElement = InstanceType<ReturnType<typeof widget>>;

let tags = 0;
let tag = 'test-host-0';
beforeEach(() => {
  tag = `test-host-${++tags}`;
  widget(tag);
});

afterEach(() => {
  document.body.innerHTML = '';
  views.length = 0;
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

async function mount(attributes: Record<string, string>) {
  const element = document.createElement(tag) as TestElement;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const errors: unknown[] = [];
  element.addEventListener('stepwise-error', (event) => errors.push(event.detail));
  document.body.append(element);
  await element.updateComplete;
  return { element, errors };
}

describe('the element host (@stepwise/ui/element)', () => {
  it('mirrors camelCase properties and kebab-case attributes both ways', async () => {
    const { element } = await mount({ 'item-id': 'it_1', compact: '' });
    expect(element.itemId).toBe('it_1');
    expect(element.compact).toBe(true);
    element.itemId = 'it_2';
    element.compact = false;
    element.lang = 'ja-jp';
    await element.updateComplete;
    expect(element.getAttribute('item-id')).toBe('it_2');
    expect(element.hasAttribute('compact')).toBe(false);
    await vi.waitFor(() => expect(views[0]?.shown.at(-1)).toBe('it_2 ja-jp false'));
    element.setAttribute('compact', 'false');
    await element.updateComplete;
    expect(element.compact).toBe(false);
  });

  it('mounts the view lazily into the shadow root, once per page, with the theme', async () => {
    const { element } = await mount({ 'item-id': 'it_1', theme: 'light' });
    const other = await mount({ 'item-id': 'it_2' });
    await vi.waitFor(() => expect(views).toHaveLength(2));
    expect(loadView).toHaveBeenCalledTimes(1);
    const container = element.shadowRoot?.querySelector<HTMLElement>('[data-view]');
    expect(views[0]?.container).toBe(container);
    expect(container?.dataset['theme']).toBe('light');
    expect(other.element.shadowRoot?.querySelector('[data-view]')?.getAttribute('data-theme')).toBe(
      'dark',
    );
    // Out of the page: unmounted; back in: a fresh view.
    element.remove();
    expect(views[0]?.unmounted).toBe(true);
    document.body.append(element);
    await vi.waitFor(() => expect(views).toHaveLength(3));
  });

  it('a fatal attribute is the error state: data-state, one stepwise-error, the message, no view', async () => {
    const { element, errors } = await mount({ 'item-id': 'not an id!' });
    expect(errors).toEqual([
      { code: 'bad-attribute', message: expect.stringContaining('item-id="not an id!"') },
    ]);
    expect(element.dataset['state']).toBe('error');
    expect(element.shadowRoot?.querySelector('[role="alert"]')?.textContent).toContain(
      `<${tag}>: item-id="not an id!" is not a Stepwise id`,
    );
    expect(loadView).not.toHaveBeenCalled();
  });

  it('a cosmetic attribute warns once and falls back', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { element, errors } = await mount({ 'item-id': 'it_1', theme: 'pink', lang: 'xx' });
    element.compact = true;
    await element.updateComplete;
    expect(errors).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(new RegExp(`^<${tag}>: lang="xx" .* theme="pink"`));
    await vi.waitFor(() => expect(views[0]?.shown.at(-1)).toBe('it_1 - true'));
    expect(element.shadowRoot?.querySelector('[data-view]')?.getAttribute('data-theme')).toBe(
      'dark',
    );
  });

  it('dispatches its typed events, bubbling out of the shadow root, cancelable when asked', async () => {
    const { element } = await mount({ 'item-id': 'it_1' });
    const heard: [string, boolean, boolean][] = [];
    document.addEventListener('stepwise-pick', (event) => {
      heard.push([event.type, event.composed, event.bubbles]);
      event.preventDefault();
    });
    expect(element.pick(2)).toBe(false);
    expect(heard).toEqual([['stepwise-pick', true, true]]);
    element.addEventListener('stepwise-pick', (event) => {
      expectTypeOf(event.detail).toEqualTypeOf<{ index: number }>();
    });
    expectTypeOf(element.itemId).toEqualTypeOf<string | undefined>();
    expectTypeOf(element.compact).toEqualTypeOf<boolean | undefined>();
  });

  it('a view module that fails to load raises load-failed, and loads again next time', async () => {
    loadView.mockRejectedValueOnce(new Error('offline'));
    const first = await mount({ 'item-id': 'it_1' });
    await vi.waitFor(() =>
      expect(first.errors).toEqual([{ code: 'load-failed', message: 'offline' }]),
    );
    await mount({ 'item-id': 'it_2' });
    await vi.waitFor(() => expect(views).toHaveLength(1));
    expect(loadView).toHaveBeenCalledTimes(2);
  });

  it('a view that throws becomes stepwise-error with the widget code, never a throw', async () => {
    const { element, errors } = await mount({ 'item-id': 'it_1' });
    await vi.waitFor(() => expect(views).toHaveLength(1));
    vi.spyOn(views[0]!.container, 'textContent', 'set').mockImplementation(() => {
      throw new Error('boom');
    });
    element.compact = true;
    await element.updateComplete;
    expect(errors).toEqual([{ code: 'oops', message: 'boom' }]);
  });
});

describe('defineElement', () => {
  it('defines the tag only when it is free', () => {
    const defined = new Map<string, CustomElementConstructor>();
    const registry = {
      get: (name: string) => defined.get(name),
      define: vi.fn((name: string, element: CustomElementConstructor) => {
        if (defined.has(name)) throw new DOMException(`${name} is taken`, 'NotSupportedError');
        defined.set(name, element);
      }),
    } as unknown as CustomElementRegistry;
    class Other extends HTMLElement {}
    defineElement('test-host-taken', Other, registry);
    expect(() => defineElement('test-host-taken', widget('test-host-x'), registry)).not.toThrow();
    expect(registry.get('test-host-taken')).toBe(Other);
    // The page's registry: a second loader on the page changes nothing.
    const first = customElements.get(tag);
    expect(() => defineElement(tag, class extends HTMLElement {})).not.toThrow();
    expect(customElements.get(tag)).toBe(first);
  });
});
