/**
 * Column builders every table file shares: the text primary key, the creation time and the
 * `tsvector` type of the search documents. A leaf: it names no table.
 */
import { customType, text, timestamp } from 'drizzle-orm/pg-core';

export const id = () => text('id').primaryKey();

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
