/**
 * The one element host every widget's element stands on (ARCHITECTURE "The widgets"): a lit
 * shell that
 *   - makes one reactive property per declared attribute (camelCase property, kebab-case
 *     attribute, reflected) and parses them on every update: a fatal problem is the error state
 *     (`data-state="error"`, one `stepwise-error`), a cosmetic one warns once and falls back;
 *   - mounts the widget's view lazily into the shadow root: the view's module (React, the
 *     styles) is imported once per page when the element first wants it, mounted into the
 *     shadow root's `[data-view]` element with the theme on it, and unmounted on disconnect;
 *   - dispatches the widget's typed `stepwise-*` events (bubbling, composed) and never throws
 *     into the host page.
 * A widget's element keeps only what is its own (vidstack's `elements/define/*-element.ts` over
 * its shared `Host`):
 *
 *   class StepwiseQuizElement extends StepwiseHost<typeof QUIZ_ATTRIBUTES, QuizEventMap, QuizView>({
 *     tag: 'stepwise-quiz', attributes: QUIZ_ATTRIBUTES, view: () => import('./view.js'),
 *   }) {
 *     override render() { return html`<div data-view part="root"></div>`; }
 *     protected override attributesChanged(values) {
 *       this.showInView((view) => view.render(propsOf(values)));
 *       this.wantView();
 *     }
 *   }
 *
 * No side effects here: a widget's define.ts registers its tag (defineElement).
 */
import type { InterfaceLanguage, Theme } from '@stepwise/core';
import { LitElement, type PropertyDeclaration, type PropertyValues } from 'lit';
import {
  isBooleanAttribute,
  parseAttributes,
  type AttributeProblem,
  type AttributeProperties,
  type AttributeSpecs,
  type AttributeValues,
  type ParsedAttributes,
} from './attributes.js';
import {
  dispatchHostEvent,
  type EventDetail,
  type HostEventMap,
  type HostEventTarget,
} from './events.js';

/** What a widget's view module creates in the container; the host unmounts it. */
export interface ElementView {
  unmount(): void;
}

/** A view module's factory: a render error inside the view reaches `onError`, never the page. */
export type CreateView<V extends ElementView> = (
  container: HTMLElement,
  onError: (error: unknown) => void,
) => V;

export interface HostOptions<A extends AttributeSpecs, V extends ElementView> {
  /** The custom element's tag, for its messages (define.ts registers it). */
  tag: string;
  attributes: A;
  /** The view's module, imported when the view is first wanted: a chunk of its own. */
  view: () => Promise<{ createView: CreateView<V> }>;
  /** The `stepwise-error` code of a failure inside the view; `unexpected` by default. */
  viewErrorCode?: string;
}

const BOOLEAN_CONVERTER = {
  // Presence is true, as for HTML's boolean attributes; `muted="false"` is false too.
  fromAttribute: (value: string | null) => value !== null && value !== 'false',
  toAttribute: (value: unknown) => (value ? '' : null),
};

/** One reactive property per declared attribute, reflected so the attributes stay the truth. */
export function hostProperties(attributes: AttributeSpecs): Record<string, PropertyDeclaration> {
  const properties: Record<string, PropertyDeclaration> = {};
  for (const [name, spec] of Object.entries(attributes)) {
    properties[name] = isBooleanAttribute(spec)
      ? { attribute: spec.attribute, reflect: true, converter: BOOLEAN_CONVERTER }
      : { attribute: spec.attribute, reflect: true };
  }
  return properties;
}

/** Each view module, imported once per page however many elements show it; again after a failure. */
const viewModules = new Map<unknown, Promise<{ createView: CreateView<ElementView> }>>();
function importView<V extends ElementView>(load: HostOptions<AttributeSpecs, V>['view']) {
  let module = viewModules.get(load);
  if (!module) {
    module = load().catch((error: unknown) => {
      viewModules.delete(load);
      throw error;
    });
    viewModules.set(load, module);
  }
  return module as Promise<{ createView: CreateView<V> }>;
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export abstract class ElementHost<
  A extends AttributeSpecs,
  E extends HostEventMap,
  V extends ElementView,
> extends LitElement {
  /** Set by `StepwiseHost(options)`. */
  static hostOptions: HostOptions<AttributeSpecs, ElementView>;

  /** The attributes as read for this update (in `willUpdate`, from the properties). */
  protected parsed: ParsedAttributes<A> = { ok: false, problems: [], warnings: [] };
  #warned = '';
  #view: V | null = null;
  #mountedIn: HTMLElement | null = null;
  #pending: ((view: V) => void) | null = null;
  #wanted = false;

  get #options(): HostOptions<A, V> {
    return (this.constructor as typeof ElementHost).hostOptions as unknown as HostOptions<A, V>;
  }

  /** After each update whose attributes are valid: what the element does with them. */
  protected abstract attributesChanged(values: AttributeValues<A>): void;

  /** A fatal attribute problem (`message` names them all): the error state, no view. */
  protected attributesInvalid(message: string): void {
    this.dropView();
    this.fail({ code: 'bad-attribute', message } as EventDetail<E, 'stepwise-error'>);
  }

  /** The view (or this element's update) failed: one `stepwise-error`. */
  protected viewFailed(error: unknown): void {
    this.emit('stepwise-error', this.#viewError(error));
  }

  /** The interface language the attributes ask for (undefined: the view's default). */
  protected get viewLanguage(): InterfaceLanguage | undefined {
    return this.parsed.ok
      ? (this.parsed.value['lang'] as InterfaceLanguage | undefined)
      : undefined;
  }

  /** The theme: the `theme` attribute's, dark by default. */
  protected get viewTheme(): Theme {
    return this.getAttribute('theme') === 'light' ? 'light' : 'dark';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Moved in the page: the view was unmounted on the way out; mount it again.
    if (this.hasUpdated) this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.unmountView();
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    // From the properties, not the attributes: `render()` runs before lit reflects them.
    this.parsed = parseAttributes(this.#options.attributes, (_, property) =>
      textOf((this as unknown as Record<string, unknown>)[property]),
    );
    this.#warn(this.parsed.warnings);
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    try {
      if (this.parsed.ok) this.attributesChanged(this.parsed.value);
      else this.attributesInvalid(this.parsed.problems.map((problem) => problem.message).join(' '));
    } catch (error) {
      this.viewFailed(error);
    }
  }

  /** Dispatches one of the element's events (bubbling, composed); false if it was prevented. */
  protected emit<K extends keyof E & string>(
    name: K,
    detail: EventDetail<E, K>,
    options?: { cancelable?: boolean },
  ): boolean {
    // A host listener that throws does not reach here: the browser reports it as the page's.
    return dispatchHostEvent<E, K>(this, name, detail, options);
  }

  /** The error state: `data-state="error"` and one `stepwise-error`; never a throw. */
  protected fail(detail: EventDetail<E, 'stepwise-error'>): void {
    this.dataset['state'] = 'error';
    this.emit('stepwise-error', detail);
  }

  /** What the view shows once mounted; the latest call wins. Shown at once if it is wanted. */
  protected showInView(render: (view: V) => void): void {
    this.#pending = render;
    if (this.#wanted) this.#mount();
  }

  /** Imports and mounts the view (once), then shows what is pending. */
  protected wantView(): void {
    if (this.#wanted) return;
    this.#wanted = true;
    this.#mount();
  }

  /** Unmounts the view's root: the next show mounts a fresh one (a closed panel, a new session). */
  protected dropView(): void {
    const view = this.#view;
    this.#view = null;
    this.#mountedIn = null;
    try {
      view?.unmount();
    } catch {
      // An unmount that fails leaves nothing the host page can act on.
    }
  }

  /** Forgets the view altogether: nothing pending, not wanted (the element left the page). */
  protected unmountView(): void {
    this.#pending = null;
    this.#wanted = false;
    this.dropView();
  }

  #viewContainer(): HTMLElement | null {
    return this.renderRoot?.querySelector<HTMLElement>('[data-view]') ?? null;
  }

  #mount(): void {
    const container = this.#viewContainer();
    if (!container) {
      // No place for it now (a closed panel): the root goes with its container.
      this.dropView();
      return;
    }
    container.dataset['theme'] = this.viewTheme;
    if (this.#view && this.#mountedIn === container) {
      this.#renderPending();
      return;
    }
    importView(this.#options.view).then(
      (module) => {
        const current = this.#viewContainer();
        if (!this.isConnected || !this.#wanted || current !== container) return;
        if (!this.#view || this.#mountedIn !== current) {
          this.dropView();
          this.#view = module.createView(current, (error) => this.viewFailed(error));
          this.#mountedIn = current;
        }
        this.#renderPending();
      },
      (error: unknown) => {
        this.#wanted = false;
        this.emit('stepwise-error', {
          code: 'load-failed',
          message: messageOf(error),
        } as EventDetail<E, 'stepwise-error'>);
      },
    );
  }

  #renderPending(): void {
    const view = this.#view;
    const render = this.#pending;
    if (!view || !render) return;
    try {
      render(view);
    } catch (error) {
      this.emit('stepwise-error', this.#viewError(error));
    }
  }

  #viewError(error: unknown): EventDetail<E, 'stepwise-error'> {
    const code = this.#options.viewErrorCode ?? 'unexpected';
    return { code, message: messageOf(error) } as EventDetail<E, 'stepwise-error'>;
  }

  #warn(warnings: AttributeProblem[]): void {
    const text = warnings.map((warning) => warning.message).join(' ');
    if (text && text !== this.#warned) console.warn(`<${this.#options.tag}>: ${text}`);
    this.#warned = text;
  }
}

/** A property's value as attribute text: what the attribute holds once lit reflects it. */
function textOf(value: unknown): string | null {
  if (value === undefined || value === null || value === false) return null;
  return value === true ? '' : String(value);
}

/** The host's class with the widget's attributes as typed properties and its typed events. */
export type HostClass<
  A extends AttributeSpecs,
  E extends HostEventMap,
  V extends ElementView,
> = Omit<typeof ElementHost, 'prototype'> &
  (abstract new () => HostEventTarget<E> & ElementHost<A, E, V> & AttributeProperties<A>);

/** The base class of a widget's element: `class X extends StepwiseHost<A, E, V>({...}) {}`. */
export function StepwiseHost<
  A extends AttributeSpecs,
  E extends HostEventMap,
  V extends ElementView,
>(options: HostOptions<A, V>): HostClass<A, E, V> {
  abstract class Host extends ElementHost<A, E, V> {
    static override hostOptions = options as unknown as HostOptions<AttributeSpecs, ElementView>;
    static override properties = hostProperties(options.attributes);
  }
  return Host as unknown as HostClass<A, E, V>;
}

/** Defines the element unless the tag is taken (a second loader, or it came another way). */
export function defineElement(
  tag: string,
  element: CustomElementConstructor,
  registry: CustomElementRegistry = customElements,
): void {
  if (!registry.get(tag)) registry.define(tag, element);
}
