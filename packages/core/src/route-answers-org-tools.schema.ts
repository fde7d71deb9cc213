/**
 * Organisation tools (issue 25; 000 §2): data hub (exports, read-only API keys), governance, troubleshooting, the meeting-provider landing.
 * Spread into `routeAnswers` (route-answers.schema.ts); the same rules hold: `'METHOD /path'`
 * (the server's route pattern) to the schema of the wrapper's `data`.
 */
import type { z } from 'zod';

export const orgToolsRouteAnswers = {} as const satisfies Record<`${string} /${string}`, z.ZodType>;
