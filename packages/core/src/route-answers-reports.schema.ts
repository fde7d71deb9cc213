/**
 * Quiz and skills reports, the configurable reports (content and skills analysis, column names, saved grid states) and exports (issue 25; 002 §7 Analytics).
 * Spread into `routeAnswers` (route-answers.schema.ts); the same rules hold: `'METHOD /path'`
 * (the server's route pattern) to the schema of the wrapper's `data`.
 */
import type { z } from 'zod';

export const reportRouteAnswers = {} as const satisfies Record<`${string} /${string}`, z.ZodType>;
