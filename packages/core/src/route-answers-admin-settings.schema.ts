/**
 * Admin settings screens (issue 25; 000 §2): business, integrations, credit dashboard, assistant (Maven) settings, interface language, IP restriction, QR codes.
 * Spread into `routeAnswers` (route-answers.schema.ts); the same rules hold: `'METHOD /path'`
 * (the server's route pattern) to the schema of the wrapper's `data`.
 */
import type { z } from 'zod';

export const adminSettingsRouteAnswers = {} as const satisfies Record<
  `${string} /${string}`,
  z.ZodType
>;
