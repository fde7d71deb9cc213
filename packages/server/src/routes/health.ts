/**
 * `/healthz`: the process is up and answering (no database call: a load balancer's liveness
 * probe must not restart a healthy process because the database is briefly away).
 * `/readyz`: the process can serve, its database answering; 503 in the wrapper when not, so a
 * load balancer sends no traffic meanwhile.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ErrorCode, StepwiseError } from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { ok, wrapped } from '../http/reply.js';

const READY_TIMEOUT_MS = 2_000;

export function registerHealthRoutes(app: ZodApp): void {
  const database = z.enum(['pglite', 'postgres']);
  app.get(
    '/healthz',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['system'],
        response: wrapped(z.object({ status: z.literal('ok'), database })),
      },
    },
    async () => ok({ status: 'ok' as const, database: app.services.databaseKind }),
  );

  app.get(
    '/readyz',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['system'],
        response: wrapped(z.object({ status: z.literal('ready'), database })),
      },
    },
    async () => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          app.services.db.execute(sql`select 1`),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('timed out')), READY_TIMEOUT_MS);
          }),
        ]);
      } catch (err) {
        throw new StepwiseError(
          ErrorCode.Unavailable,
          `The database is not answering (${(err as Error).message})`,
          { category: 'network' },
        );
      } finally {
        clearTimeout(timer);
      }
      return ok({ status: 'ready' as const, database: app.services.databaseKind });
    },
  );
}
