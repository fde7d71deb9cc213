/**
 * The <stepwise-player> attributes, declared once (style rule 3) in the element host's form
 * (@stepwise/ui/element): for each camelCase property its kebab-case attribute, its zod/mini
 * schema (the element's first chunk has a 45 KB gzip budget, issue 5) and whether a bad value is
 * fatal; what each is for is in PLAYER_ATTRIBUTE_DOCS (the manifest's and the README's text,
 * kept out of the first chunk).
 *
 * A value that would play the wrong thing, or nothing, is fatal and shows the player's error
 * state (a bad workflow id, server or language: issue 5's Must-show); a cosmetic one (theme) or a
 * start position (step id) warns and falls back to its default.
 */
import * as z from 'zod/mini';
// The shared declarations (server, lang, theme, ids) and the host's parser.
import { defineAttributes, idAttribute, languageAttribute } from '@stepwise/ui/element';
import { parseAttributes, serverAttribute, themeAttribute } from '@stepwise/ui/element';
import type { AttributeValues, ParsedAttributes as Parsed } from '@stepwise/ui/element';

export const PLAYER_ATTRIBUTES = defineAttributes({
  workflowId: idAttribute('workflow-id', { fatal: true, required: true }),
  stepId: idAttribute('step-id', { fatal: false }),
  server: serverAttribute,
  lang: languageAttribute({ fatal: true }),
  theme: themeAttribute,
  shareToken: {
    attribute: 'share-token',
    fatal: true,
    schema: z.optional(z.string().check(z.minLength(1), z.maxLength(512))),
    invalid: () => 'share-token is not a share token.',
  },
  versionId: idAttribute('version-id', { fatal: true }),
  autoplay: { attribute: 'autoplay', fatal: false, schema: z.boolean() },
  muted: { attribute: 'muted', fatal: false, schema: z.boolean() },
  singleStep: { attribute: 'single-step', fatal: false, schema: z.boolean() },
  openMenu: { attribute: 'open-menu', fatal: false, schema: z.boolean() },
  // A host option (not a spec URL parameter): hls.js even where the browser plays HLS itself,
  // for hosts that want one engine everywhere, and for the bench's hls.js figures.
  forceHlsJs: { attribute: 'force-hlsjs', fatal: false, schema: z.boolean() },
  // Issue 22: 'original' or a dubbed track's language; one the workflow lacks is ignored.
  audioLanguage: {
    attribute: 'audio-language',
    fatal: false,
    schema: z.optional(
      z.string().check(z.regex(/^(?:original|[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)$/)),
    ),
  },
});

export type PlayerAttributeName = keyof typeof PLAYER_ATTRIBUTES;
export type PlayerAttributes = AttributeValues<typeof PLAYER_ATTRIBUTES>;
export type ParsedAttributes = Parsed<typeof PLAYER_ATTRIBUTES>;
export type { AttributeProblem } from '@stepwise/ui/element';

/** Reads the attributes from their text (`null` = absent; booleans are present or not). */
export function parsePlayerAttributes(
  read: (attribute: string) => string | null,
): ParsedAttributes {
  return parseAttributes(PLAYER_ATTRIBUTES, read);
}
