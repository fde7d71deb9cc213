/**
 * The types a wrapper is made of, from an element's own declarations: its attribute specs (the
 * kebab-case attribute of each camelCase property), the values its schema parses to, and its
 * event map. Nothing is written twice, so a new attribute or event reaches the React props, the
 * JSX typings and the manifest by itself, and a renamed one breaks the build here.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** What the wrappers read of an element's attribute declarations (`@stepwise/ui/element`). */
export type AttributeSpecsLike = Readonly<Record<string, { readonly attribute: string }>>;

/** An event map entry as an event: a `CustomEvent<Detail>`, or a detail made one. */
export type AsEvent<T> = T extends Event ? T : CustomEvent<T>;

/** The detail of an event map entry. */
export type DetailOf<T> = T extends CustomEvent<infer D> ? D : T;

/** Keys whose value may be left out: optional in the schema, or a boolean (absent is false). */
type OptionalKeys<V> = {
  [K in keyof V]-?: undefined extends V[K] ? K : V[K] extends boolean ? K : never;
}[keyof V];

/**
 * The React props for an element's attributes, by camelCase property: required where the
 * schema requires a value (the player's `workflowId`), typed as the schema parses them
 * (`theme?: 'light' | 'dark'`, `autoplay?: boolean`).
 */
export type AttributeProps<V> = {
  [K in Exclude<keyof V, OptionalKeys<V>>]: V[K];
} & {
  [K in OptionalKeys<V>]?: Exclude<V[K], undefined>;
};

/** `onStepChange`-style callbacks, one per event of the element's table (events.ts). */
export type EventProps<E, T extends Readonly<Record<string, keyof E>>> = {
  [P in keyof T]?: (event: AsEvent<E[T[P]]>) => void;
};

/**
 * The events of `E` that a table leaves out: `never` when it has them all. `eventTable` refuses
 * a table with a gap, so an event added to an element needs its callback here.
 */
export type MissingEvents<E, T> = Exclude<keyof E, T[keyof T]>;

/** The HTML attributes of a tag in JSX (`<stepwise-player workflow-id="…">`), from the specs. */
export type HtmlAttributeProps<S extends AttributeSpecsLike, V> = {
  [K in keyof S & keyof V as S[K]['attribute']]?: V[K] extends boolean | undefined
    ? boolean | ''
    : Exclude<V[K], undefined>;
};

/** A custom element's JSX props: React's for any element, and the element's own attributes. */
export type ElementJsxProps<Element extends HTMLElement, S extends AttributeSpecsLike, V> = Omit<
  DetailedHTMLProps<HTMLAttributes<Element>, Element>,
  keyof HtmlAttributeProps<S, V>
> &
  HtmlAttributeProps<S, V> & { class?: string };
