/**
 * An element's attributes, declared once (style rule 3): for each camelCase property, its
 * kebab-case attribute, how its text is read (a zod/mini schema: the element's first chunk has a
 * budget, and zod's full build alone is 25 KB gzip) and whether a bad value is fatal. The element
 * host (host.ts) makes the reactive properties from it and parses it on every update. The
 * descriptions are a map of their own beside it (`AttributeDocs`, complete by type): text for
 * people, which the first chunk does not carry. The SDK's manifest and typings read both through
 * `describeAttributes`.
 *
 * Fatal: a value that would show or talk to the wrong thing (a bad workflow id, server): the
 * element shows its error state. Cosmetic: it warns and falls back to the default.
 */
import * as z from 'zod/mini';

export interface AttributeSpec<S extends z.ZodMiniType = z.ZodMiniType> {
  /** The HTML attribute (kebab-case) that mirrors the property. */
  readonly attribute: string;
  /** How the text is read; a `z.boolean()` attribute is read by presence, as HTML's are. */
  readonly schema: S;
  /** A bad value stops the element (its error state) instead of falling back to the default. */
  readonly fatal: boolean;
  /** The sentence for a bad value a host developer can act on; a generic one without it. */
  readonly invalid?: (text: string) => string;
}

/** Property name -> its declaration. */
export type AttributeSpecs = Readonly<Record<string, AttributeSpec>>;

/** What each attribute is for, for people (the manifest, the typings, the README). */
export type AttributeDocs<A extends AttributeSpecs> = { readonly [K in keyof A]: string };

/** The parsed values, by property. */
export type AttributeValues<A extends AttributeSpecs> = {
  [K in keyof A]: z.infer<A[K]['schema']>;
};

/** What a host may set on each property (the reactive properties' types). */
export type AttributeProperties<A extends AttributeSpecs> = {
  -readonly [K in keyof A]: z.input<A[K]['schema']> | undefined;
};

export interface AttributeProblem {
  attribute: string;
  value: string | null;
  message: string;
}

export type ParsedAttributes<A extends AttributeSpecs> =
  | { ok: true; value: AttributeValues<A>; warnings: AttributeProblem[] }
  | { ok: false; problems: AttributeProblem[]; warnings: AttributeProblem[] };

/** The declarations, typed as they are (`attributeNameProblems` checks the names in tests). */
export function defineAttributes<const A extends AttributeSpecs>(specs: A): A {
  return specs;
}

/** Attribute names that are not lowercase kebab-case, or not unique. */
export function attributeNameProblems(specs: AttributeSpecs): string[] {
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const { attribute } of Object.values(specs)) {
    if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(attribute))
      problems.push(`${attribute}: not kebab-case`);
    if (seen.has(attribute)) problems.push(`${attribute}: declared twice`);
    seen.add(attribute);
  }
  return problems;
}

export function isBooleanAttribute(spec: AttributeSpec): boolean {
  return spec.schema._zod.def.type === 'boolean';
}

/**
 * Reads the attributes from their text (`read` gets the attribute and its property; `null` is
 * absent). Booleans: present is true, `"false"` too is false. Empty text is absent. A bad
 * cosmetic value is left undefined, so the element uses its default.
 */
export function parseAttributes<A extends AttributeSpecs>(
  specs: A,
  read: (attribute: string, property: string) => string | null,
): ParsedAttributes<A> {
  const value: Record<string, unknown> = {};
  const problems: AttributeProblem[] = [];
  const warnings: AttributeProblem[] = [];
  for (const [property, spec] of Object.entries(specs)) {
    const text = read(spec.attribute, property);
    const input = isBooleanAttribute(spec)
      ? text !== null && text !== 'false'
      : text?.trim() || undefined;
    const result = z.safeParse(spec.schema, input);
    if (result.success) {
      value[property] = result.data;
      continue;
    }
    const problem = { attribute: spec.attribute, value: text, message: describe(spec, text) };
    if (spec.fatal) problems.push(problem);
    else {
      warnings.push(problem);
      value[property] = undefined;
    }
  }
  return problems.length > 0
    ? { ok: false, problems, warnings }
    : { ok: true, value: value as AttributeValues<A>, warnings };
}

function describe(spec: AttributeSpec, text: string | null): string {
  if (text === null || text.trim() === '') return `The ${spec.attribute} attribute is required.`;
  return spec.invalid?.(text) ?? `${spec.attribute}="${text}" is not a valid value.`;
}

/** One attribute, for the custom-elements manifest, the typings and the README. */
export interface AttributeInfo {
  property: string;
  attribute: string;
  /** The TypeScript type of the parsed value: `string`, `boolean`, or a union of literals. */
  type: string;
  /** The allowed values of an enum attribute. */
  values?: readonly string[];
  required: boolean;
  fatal: boolean;
  description: string;
}

/** The declarations and their docs as plain data, in declaration order. */
export function describeAttributes<A extends AttributeSpecs>(
  specs: A,
  docs: AttributeDocs<A>,
): AttributeInfo[] {
  return Object.entries(specs).map(([property, spec]) => {
    const def = defOf(spec.schema);
    const optional = def.type === 'optional' && def.innerType !== undefined;
    const core = optional && def.innerType ? defOf(def.innerType) : def;
    const values = core.type === 'enum' && core.entries ? Object.values(core.entries) : undefined;
    const info: AttributeInfo = {
      property,
      attribute: spec.attribute,
      type: values
        ? values.map((v) => `'${v}'`).join(' | ')
        : core.type === 'boolean'
          ? 'boolean'
          : 'string',
      required: !optional && core.type !== 'boolean',
      fatal: spec.fatal,
      description: docs[property] ?? '',
    };
    if (values) info.values = values;
    return info;
  });
}

/** The parts of a zod/mini definition the description reads. */
function defOf(schema: z.ZodMiniType): {
  type: string;
  innerType?: z.ZodMiniType;
  entries?: Record<string, string>;
} {
  return schema._zod.def as unknown as ReturnType<typeof defOf>;
}
