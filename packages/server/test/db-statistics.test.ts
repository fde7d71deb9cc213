/**
 * The embedded database gets planner statistics (PGlite has no autovacuum): without them the
 * assistant's retrieval plans nested loops over thousands of passages.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { keepStatistics } from '../src/db/statistics.js';
import { openTestDatabase } from './harness.js';

describe('keepStatistics', () => {
  it('analyzes the embedded database at once; does nothing on PostgreSQL', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      const logged: string[] = [];
      const stats = keepStatistics(database, (m) => logged.push(m), 60_000);
      await stats.ready;
      await stats.stop();
      const rows = (await database.db.execute(
        sql`select reltuples::float8 as n from pg_class where oid = 'retrieval_passages'::regclass`,
      )) as unknown as { rows: { n: number }[] };
      // -1 means "never analyzed"; PostgreSQL's autovacuum decides on its own schedule.
      if (database.kind === 'pglite') expect(rows.rows[0]!.n).toBeGreaterThanOrEqual(0);
      expect(logged).toEqual([]);
    } finally {
      await database.close();
      await drop();
    }
  });
});
