/**
 * Workflow search answers (002 §5, §7 "Workflow search"): the cards of the workflows found, each
 * with the steps whose title or transcript matched. Built by the server, parsed by the client.
 */
import { z } from 'zod';
import { pageInfoSchema } from './page.schema.js';
import { workflowCardSchema } from './workflow-view.schema.js';

/** A step that matched: where the player jumps, and the sentence (or title) with the match marked. */
export const searchMatchSchema = z.object({
  stepId: z.string(),
  stepOrder: z.number().int(),
  stepTitle: z.string(),
  languageCode: z.string(),
  /** 002 §5: the matching sentence (or step title), cut in front when the match is far in. */
  snippet: z.object({ text: z.string(), matchStart: z.number(), matchEnd: z.number() }),
  /** Seconds from the start of the workflow's video. */
  startTime: z.number(),
});
export type SearchMatch = z.infer<typeof searchMatchSchema>;

export const searchResultSchema = workflowCardSchema.extend({
  matches: z.array(searchMatchSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** GET /v1/search/workflows and POST /v1/workflows/search. */
export const searchResultsSchema = z.object({
  items: z.array(searchResultSchema),
  page: pageInfoSchema,
});
export type SearchResults = z.infer<typeof searchResultsSchema>;
