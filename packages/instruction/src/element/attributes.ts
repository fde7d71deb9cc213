/**
 * The <stepwise-instruction> attributes, declared once in the element host's form
 * (@stepwise/ui/element), as the quiz's are (their text: INSTRUCTION_ATTRIBUTE_DOCS). A value that
 * would show the wrong SOP, or talk to the wrong place (instruction-id, server, share-token), is
 * fatal: the element shows the message instead of the SOP. A cosmetic one (lang, theme, mode)
 * warns and falls back.
 */
import * as z from 'zod/mini';
import { THEMES } from '@stepwise/core';
import { defineAttributes, idAttribute, languageAttribute } from '@stepwise/ui/element';
import { parseAttributes, serverAttribute } from '@stepwise/ui/element';
import type { AttributeValues, ParsedAttributes } from '@stepwise/ui/element';

export const INSTRUCTION_MODES = ['view', 'run'] as const;

export const INSTRUCTION_ATTRIBUTES = defineAttributes({
  instructionId: idAttribute('instruction-id', { fatal: true, required: true }),
  server: serverAttribute,
  shareToken: {
    attribute: 'share-token',
    fatal: true,
    schema: z.optional(z.string().check(z.minLength(1), z.maxLength(2048))),
    invalid: () => 'share-token is not a share token.',
  },
  lang: languageAttribute({ fatal: false, fallback: "the page's language is used" }),
  // Documents read better light: unlike the player's, this theme defaults to light.
  theme: {
    attribute: 'theme',
    fatal: false,
    schema: z.optional(z.enum(THEMES)),
    invalid: (text: string) =>
      `theme="${text}" is neither light nor dark; the light theme is used.`,
  },
  mode: {
    attribute: 'mode',
    fatal: false,
    schema: z.optional(z.enum(INSTRUCTION_MODES)),
    invalid: (text: string) => `mode="${text}" is neither view nor run; view is used.`,
  },
});

export type InstructionAttributes = AttributeValues<typeof INSTRUCTION_ATTRIBUTES>;
export type ParsedInstructionAttributes = ParsedAttributes<typeof INSTRUCTION_ATTRIBUTES>;

/** Reads the attributes from their text (`null` = absent). A bad cosmetic value is dropped. */
export function parseInstructionAttributes(
  read: (attribute: string) => string | null,
): ParsedInstructionAttributes {
  return parseAttributes(INSTRUCTION_ATTRIBUTES, read);
}
