/**
 * The <stepwise-player> attributes, declared once (style rule 3): the kebab-case attribute, the
 * camelCase property, and how its text is read. zod/mini, not zod: the element's whole script
 * has a 45 KB gzip budget (issue 5) and zod's full build alone is 25 KB.
 *
 * A value that would play the wrong thing, or nothing, is fatal and shows the player's error
 * state (a bad workflow id, server or language: issue 5's Must-show); a cosmetic one (theme) or a
 * start position (step id) warns in development and falls back to its default.
 */
import * as z from 'zod/mini';
import { ID_MAX_LENGTH, ID_PATTERN, INTERFACE_LANGUAGES, THEMES } from '@stepwise/core';

const id = z.string().check(z.minLength(1), z.maxLength(ID_MAX_LENGTH), z.regex(ID_PATTERN));

/** Property name -> attribute name, and whether a bad value is fatal. */
export const PLAYER_ATTRIBUTES = {
  workflowId: { attribute: 'workflow-id', fatal: true, schema: id },
  stepId: { attribute: 'step-id', fatal: false, schema: z.optional(id) },
  server: {
    attribute: 'server',
    fatal: true,
    schema: z.optional(z.url({ protocol: /^https?$/ })),
  },
  lang: { attribute: 'lang', fatal: true, schema: z.optional(z.enum(INTERFACE_LANGUAGES)) },
  theme: { attribute: 'theme', fatal: false, schema: z.optional(z.enum(THEMES)) },
  shareToken: {
    attribute: 'share-token',
    fatal: true,
    schema: z.optional(z.string().check(z.minLength(1), z.maxLength(512))),
  },
  versionId: { attribute: 'version-id', fatal: true, schema: z.optional(id) },
  autoplay: { attribute: 'autoplay', fatal: false, schema: z.boolean() },
  muted: { attribute: 'muted', fatal: false, schema: z.boolean() },
  singleStep: { attribute: 'single-step', fatal: false, schema: z.boolean() },
  openMenu: { attribute: 'open-menu', fatal: false, schema: z.boolean() },
  // A host option (not a spec URL parameter): hls.js even where the browser plays HLS itself,
  // for hosts that want one engine everywhere, and for the bench's hls.js figures.
  forceHlsJs: { attribute: 'force-hlsjs', fatal: false, schema: z.boolean() },
} as const;

export type PlayerAttributeName = keyof typeof PLAYER_ATTRIBUTES;

export type PlayerAttributes = {
  [K in PlayerAttributeName]: z.infer<(typeof PLAYER_ATTRIBUTES)[K]['schema']>;
};

const BOOLEAN: ReadonlySet<PlayerAttributeName> = new Set([
  'autoplay',
  'muted',
  'singleStep',
  'openMenu',
  'forceHlsJs',
]);

export interface AttributeProblem {
  attribute: string;
  value: string | null;
  message: string;
}

export type ParsedAttributes =
  | { ok: true; value: PlayerAttributes; warnings: AttributeProblem[] }
  | { ok: false; problems: AttributeProblem[]; warnings: AttributeProblem[] };

/** Reads the attributes from their text (`null` = absent; booleans are present or not). */
export function parsePlayerAttributes(
  read: (attribute: string) => string | null,
): ParsedAttributes {
  const value: Record<string, unknown> = {};
  const problems: AttributeProblem[] = [];
  const warnings: AttributeProblem[] = [];
  for (const [name, spec] of Object.entries(PLAYER_ATTRIBUTES) as [
    PlayerAttributeName,
    (typeof PLAYER_ATTRIBUTES)[PlayerAttributeName],
  ][]) {
    const text = read(spec.attribute);
    const input = BOOLEAN.has(name)
      ? text !== null && text !== 'false'
      : (text?.trim() ?? undefined);
    const result = z.safeParse(spec.schema, input === '' ? undefined : input);
    if (result.success) {
      value[name] = result.data;
      continue;
    }
    const problem = {
      attribute: spec.attribute,
      value: text,
      message: describe(spec.attribute, text),
    };
    if (spec.fatal) problems.push(problem);
    else warnings.push(problem);
  }
  return problems.length > 0
    ? { ok: false, problems, warnings }
    : { ok: true, value: value as PlayerAttributes, warnings };
}

/** A sentence a host developer can act on. */
function describe(attribute: string, text: string | null): string {
  if (text === null || text.trim() === '') return `The ${attribute} attribute is required.`;
  switch (attribute) {
    case 'server':
      return `server="${text}" is not an http(s) address such as https://stepwise.example.com.`;
    case 'lang':
      return `lang="${text}" is not a Stepwise interface language (${INTERFACE_LANGUAGES.join(', ')}).`;
    case 'theme':
      return `theme="${text}" is neither light nor dark; the dark theme is used.`;
    case 'share-token':
      return `share-token is not a share token.`;
    default:
      return `${attribute}="${text}" is not a Stepwise id (letters, digits, _ . : -; at most ${ID_MAX_LENGTH}).`;
  }
}
