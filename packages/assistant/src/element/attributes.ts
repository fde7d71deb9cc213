/**
 * The <stepwise-assistant> attributes, declared once: the kebab-case attribute, the camelCase
 * property, and how its text is read (zod/mini, as the player's: the widget chunk stays small).
 * A value that would talk to the wrong place (server, workflow-id) is fatal: the element shows
 * the message instead of the chat. A cosmetic one (mode, lang, theme) warns and falls back.
 */
import * as z from 'zod/mini';
import { ID_MAX_LENGTH, ID_PATTERN, INTERFACE_LANGUAGES, THEMES } from '@stepwise/core';

const id = z.string().check(z.minLength(1), z.maxLength(ID_MAX_LENGTH), z.regex(ID_PATTERN));

export const ASSISTANT_MODES = ['launcher', 'inline'] as const;
export type AssistantMode = (typeof ASSISTANT_MODES)[number];

export const ASSISTANT_ATTRIBUTES = {
  server: {
    attribute: 'server',
    fatal: true,
    schema: z.optional(z.url({ protocol: /^https?$/ })),
  },
  mode: { attribute: 'mode', fatal: false, schema: z.optional(z.enum(ASSISTANT_MODES)) },
  workflowId: { attribute: 'workflow-id', fatal: true, schema: z.optional(id) },
  lang: { attribute: 'lang', fatal: false, schema: z.optional(z.enum(INTERFACE_LANGUAGES)) },
  theme: { attribute: 'theme', fatal: false, schema: z.optional(z.enum(THEMES)) },
} as const;

export type AssistantAttributeName = keyof typeof ASSISTANT_ATTRIBUTES;

export type AssistantAttributes = {
  [K in AssistantAttributeName]: z.infer<(typeof ASSISTANT_ATTRIBUTES)[K]['schema']>;
};

export interface AssistantAttributeProblem {
  attribute: string;
  value: string | null;
  message: string;
}

export type ParsedAssistantAttributes =
  | { ok: true; value: AssistantAttributes; warnings: AssistantAttributeProblem[] }
  | { ok: false; problems: AssistantAttributeProblem[]; warnings: AssistantAttributeProblem[] };

/** Reads the attributes from their text (`null` = absent). A bad cosmetic value is dropped. */
export function parseAssistantAttributes(
  read: (attribute: string) => string | null,
): ParsedAssistantAttributes {
  const value: Record<string, unknown> = {};
  const problems: AssistantAttributeProblem[] = [];
  const warnings: AssistantAttributeProblem[] = [];
  for (const [name, spec] of Object.entries(ASSISTANT_ATTRIBUTES) as [
    AssistantAttributeName,
    (typeof ASSISTANT_ATTRIBUTES)[AssistantAttributeName],
  ][]) {
    const text = read(spec.attribute);
    const input = text?.trim() ?? undefined;
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
    else {
      warnings.push(problem);
      value[name] = undefined;
    }
  }
  return problems.length > 0
    ? { ok: false, problems, warnings }
    : { ok: true, value: value as AssistantAttributes, warnings };
}

/** A sentence a host developer can act on. */
function describe(attribute: string, text: string | null): string {
  switch (attribute) {
    case 'server':
      return `server="${text}" is not an http(s) address such as https://stepwise.example.com.`;
    case 'mode':
      return `mode="${text}" is neither launcher nor inline; the launcher is used.`;
    case 'lang':
      return `lang="${text}" is not a Stepwise interface language (${INTERFACE_LANGUAGES.join(', ')}); the page's language is used.`;
    case 'theme':
      return `theme="${text}" is neither light nor dark; the dark theme is used.`;
    default:
      return `${attribute}="${text}" is not a Stepwise id (letters, digits, _ . : -; at most ${ID_MAX_LENGTH}).`;
  }
}
