/**
 * The script-tag embed's chunks kept for pages that still run an earlier build's loader
 * (domain/embed-chunk-archive.ts). One row per chunk file, for the whole installation: the
 * bytes are in object storage under `embed/chunks/`, the row says since when it is known and
 * since when no build serves it.
 */
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const embedChunks = pgTable('embed_chunks', {
  /** The chunk's path under /embed/v1/, e.g. `chunks/player-tCgxWt3P.js`. */
  file: text('file').primaryKey(),
  firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * When a build without this chunk was first served; null while the current build has it. The
   * retention (EMBED_CHUNK_RETENTION_DAYS) counts from here.
   */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});
