/**
 * A React component around a Stepwise custom element, the way @mux/mux-player-react wraps
 * <mux-player>: camelCase props become the element's kebab-case attributes (from its own
 * declarations), `on*` callbacks listen to its `stepwise-*` events, a few props are set as
 * properties (the assistant's `token`, which is never an attribute), and the ref is the element.
 *
 * Works with React 18 and 19 alike: only attributes reach the DOM through JSX (React 18 cannot
 * set custom element properties or listen to custom events; 19 could, but one path is simpler),
 * booleans as present-or-absent as HTML reads them, events through addEventListener.
 *
 * The element's module is imported in an effect, so server rendering emits the tag (with its
 * attributes) and the browser upgrades it; nothing of lit runs on the server.
 */
import {
  createElement,
  forwardRef,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  type ForwardRefExoticComponent,
  type PropsWithoutRef,
  type ReactNode,
  type Ref,
  type RefAttributes,
  version,
} from 'react';
import type { AttributeSpecsLike } from './types.js';

export interface ComponentConfig {
  tag: string;
  /** The element's attribute declarations: property -> { attribute }. */
  attributes: AttributeSpecsLike;
  /** Callback prop -> event name. */
  events: Readonly<Record<string, string>>;
  /** Props set as element properties, never attributes. */
  properties?: readonly string[];
  /** Imports the module that defines the tag (once; a defined tag is left alone). */
  define: () => Promise<unknown>;
  displayName: string;
}

/** Props every wrapper takes besides the element's own. */
export interface CommonProps {
  children?: ReactNode;
}

// React before 19 writes a custom element's `className` prop as a `classname` attribute.
const CLASS_PROP = Number.parseInt(version, 10) >= 19 ? 'className' : 'class';

// The layout effect where there is a DOM (listeners before the browser paints), none on a server.
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** The attributes for the props: text as it is, booleans present ('') or absent. */
export function attributesOf(
  attributes: AttributeSpecsLike,
  props: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [property, { attribute }] of Object.entries(attributes)) {
    const value = props[property];
    if (value === undefined || value === null || value === false) continue;
    out[attribute] = value === true ? '' : String(value);
  }
  return out;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

export function createComponent<Element extends HTMLElement, Props extends object>(
  config: ComponentConfig,
): ForwardRefExoticComponent<PropsWithoutRef<Props & CommonProps> & RefAttributes<Element>> {
  const own = new Set<string>([
    ...Object.keys(config.attributes),
    ...Object.keys(config.events),
    ...(config.properties ?? []),
  ]);

  const Component = forwardRef<Element, Props & CommonProps>(
    function StepwiseElement(props, forwardedRef) {
      const record = props as Readonly<Record<string, unknown>>;
      const element = useRef<Element | null>(null);
      // The latest callbacks, read when an event comes: a new function each render re-subscribes
      // nothing.
      const latest = useRef(record);
      useIsomorphicLayoutEffect(() => {
        latest.current = record;
      });

      const setRef = useCallback(
        (node: Element | null) => {
          element.current = node;
          assignRef(forwardedRef, node);
        },
        [forwardedRef],
      );

      useEffect(() => {
        config.define().catch((error: unknown) => {
          console.error(`Stepwise: could not load <${config.tag}>.`, error);
        });
      }, []);

      useIsomorphicLayoutEffect(() => {
        const node = element.current;
        if (!node) return;
        const listeners = Object.entries(config.events).map(([prop, type]) => {
          const listener = (event: Event) => {
            const callback = latest.current[prop];
            if (typeof callback === 'function') callback(event);
          };
          node.addEventListener(type, listener);
          return () => node.removeEventListener(type, listener);
        });
        return () => listeners.forEach((remove) => remove());
      }, []);

      const propertyValues = (config.properties ?? []).map((name) => record[name]);
      useIsomorphicLayoutEffect(() => {
        const node = element.current as unknown as Record<string, unknown> | null;
        if (!node) return;
        (config.properties ?? []).forEach((name, i) => {
          if (propertyValues[i] !== undefined || name in node) node[name] = propertyValues[i];
        });
        // One entry per declared property: the list's length never changes.
      }, propertyValues);

      const rest: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(record)) {
        if (own.has(name) || name === 'children') continue;
        rest[name === 'className' ? CLASS_PROP : name] = value;
      }
      return createElement(
        config.tag,
        { ...rest, ...attributesOf(config.attributes, record), ref: setRef },
        record['children'] as ReactNode,
      );
    },
  );
  Component.displayName = config.displayName;
  return Component as unknown as ForwardRefExoticComponent<
    PropsWithoutRef<Props & CommonProps> & RefAttributes<Element>
  >;
}
