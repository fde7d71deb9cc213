/**
 * Legacy analytics reports (issue 25; 002 §7 Analytics): org overview and engagement, workspaces, workflows, smart instructions, users, view history, top lists, step drop-off.
 * Spread into `routeAnswers` (route-answers.schema.ts); the same rules hold: `'METHOD /path'`
 * (the server's route pattern) to the schema of the wrapper's `data`.
 */
import type { z } from 'zod';

export const analyticsRouteAnswers = {} as const satisfies Record<
  `${string} /${string}`,
  z.ZodType
>;
