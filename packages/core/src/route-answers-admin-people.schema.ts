/**
 * Admin people screens (issue 25; 000 §2, §6): users of the four kinds, bulk import, disable, teams, categories, the admin overview.
 * Spread into `routeAnswers` (route-answers.schema.ts); the same rules hold: `'METHOD /path'`
 * (the server's route pattern) to the schema of the wrapper's `data`.
 */
import type { z } from 'zod';

export const adminPeopleRouteAnswers = {} as const satisfies Record<
  `${string} /${string}`,
  z.ZodType
>;
