import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ZodApp } from '../app.js';
import { ok, wrapped } from '../http/reply.js';

export function registerHealthRoutes(app: ZodApp): void {
  app.get(
    '/healthz',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['system'],
        response: wrapped(
          z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
        ),
      },
    },
    async () => {
      await app.services.db.execute(sql`select 1`);
      return ok({ status: 'ok' as const, database: app.services.databaseKind });
    },
  );
}
