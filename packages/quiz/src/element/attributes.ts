/**
 * The <stepwise-quiz> attributes, declared once in the element host's form (@stepwise/ui/element),
 * as the player's and the assistant's are (their text: QUIZ_ATTRIBUTE_DOCS). A value that would
 * take the wrong quiz, or talk to the wrong place (workflow-id, server, share-token), is fatal:
 * the element shows the message instead of the quiz. A cosmetic one (lang, theme, layout) warns
 * and falls back.
 */
import * as z from 'zod/mini';
// The shared declarations (server, lang, theme, ids) and the host's parser.
import { defineAttributes, idAttribute, languageAttribute } from '@stepwise/ui/element';
import { parseAttributes, serverAttribute, themeAttribute } from '@stepwise/ui/element';
import type { AttributeValues, ParsedAttributes } from '@stepwise/ui/element';

export const QUIZ_LAYOUTS = ['one-at-a-time', 'all-at-once'] as const;

export const QUIZ_ATTRIBUTES = defineAttributes({
  workflowId: idAttribute('workflow-id', { fatal: true, required: true }),
  server: serverAttribute,
  shareToken: {
    attribute: 'share-token',
    fatal: true,
    schema: z.optional(z.string().check(z.minLength(1), z.maxLength(512))),
    invalid: () => 'share-token is not a share token.',
  },
  lang: languageAttribute({ fatal: false, fallback: "the page's language is used" }),
  theme: themeAttribute,
  layout: {
    attribute: 'layout',
    fatal: false,
    schema: z.optional(z.enum(QUIZ_LAYOUTS)),
    invalid: (text: string) =>
      `layout="${text}" is neither one-at-a-time nor all-at-once; one-at-a-time is used.`,
  },
});

export type QuizAttributes = AttributeValues<typeof QUIZ_ATTRIBUTES>;
export type ParsedQuizAttributes = ParsedAttributes<typeof QUIZ_ATTRIBUTES>;

/** Reads the attributes from their text (`null` = absent). A bad cosmetic value is dropped. */
export function parseQuizAttributes(
  read: (attribute: string) => string | null,
): ParsedQuizAttributes {
  return parseAttributes(QUIZ_ATTRIBUTES, read);
}
