/**
 * The <stepwise-assistant> attributes, declared once in the element host's form
 * (@stepwise/ui/element), as the player's are (their text: ASSISTANT_ATTRIBUTE_DOCS). A value that would talk to the wrong place
 * (server, workflow-id) is fatal: the element shows the message instead of the chat. A cosmetic
 * one (mode, lang, theme) warns and falls back.
 */
import * as z from 'zod/mini';
// The shared declarations (server, lang, theme, ids) and the host's parser.
import { defineAttributes, idAttribute, languageAttribute } from '@stepwise/ui/element';
import { parseAttributes, serverAttribute, themeAttribute } from '@stepwise/ui/element';
import type { AttributeValues, ParsedAttributes } from '@stepwise/ui/element';

export const ASSISTANT_MODES = ['launcher', 'inline'] as const;
export type AssistantMode = (typeof ASSISTANT_MODES)[number];

export const ASSISTANT_ATTRIBUTES = defineAttributes({
  server: serverAttribute,
  mode: {
    attribute: 'mode',
    fatal: false,
    schema: z.optional(z.enum(ASSISTANT_MODES)),
    description:
      'launcher (the default): a button that opens a side panel; inline: the chat in place.',
    invalid: (text: string) =>
      `mode="${text}" is neither launcher nor inline; the launcher is used.`,
  },
  workflowId: idAttribute('workflow-id', { fatal: true }),
  lang: languageAttribute({ fatal: false, fallback: "the page's language is used" }),
  theme: themeAttribute,
});

export type AssistantAttributeName = keyof typeof ASSISTANT_ATTRIBUTES;
export type AssistantAttributes = AttributeValues<typeof ASSISTANT_ATTRIBUTES>;
export type ParsedAssistantAttributes = ParsedAttributes<typeof ASSISTANT_ATTRIBUTES>;
export type { AttributeProblem as AssistantAttributeProblem } from '@stepwise/ui/element';

/** Reads the attributes from their text (`null` = absent). A bad cosmetic value is dropped. */
export function parseAssistantAttributes(
  read: (attribute: string) => string | null,
): ParsedAssistantAttributes {
  return parseAttributes(ASSISTANT_ATTRIBUTES, read);
}
