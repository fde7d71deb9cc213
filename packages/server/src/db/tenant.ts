/**
 * Organisation isolation lives here and only here: every read and write of an
 * organisation-owned table by an authenticated route goes through a Tenant, which adds
 * `organization_id = caller's organisation` to the condition (and sets it on insert).
 * Route files never touch the raw database (an ESLint rule keeps them honest).
 */
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.js';

export type OrgTable = PgTable & { organizationId: AnyPgColumn };
type Row<T extends OrgTable> = T['$inferSelect'];
type NewRow<T extends OrgTable> = Omit<T['$inferInsert'], 'organizationId'>;

interface SelectOptions {
  orderBy?: SQL | AnyPgColumn | (SQL | AnyPgColumn)[];
  limit?: number;
  offset?: number;
}

export class Tenant {
  constructor(
    private readonly db: Db | Tx,
    readonly organizationId: string,
  ) {}

  /** The condition every query of this tenant carries. */
  scope<T extends OrgTable>(table: T, where?: SQL): SQL {
    const own = eq(table.organizationId, this.organizationId);
    return where ? (and(own, where) as SQL) : own;
  }

  async select<T extends OrgTable>(
    table: T,
    where?: SQL,
    opts: SelectOptions = {},
  ): Promise<Row<T>[]> {
    let q = this.db
      .select()
      .from(table as PgTable)
      .where(this.scope(table, where))
      .$dynamic();
    if (opts.orderBy)
      q = q.orderBy(...(Array.isArray(opts.orderBy) ? opts.orderBy : [opts.orderBy]));
    if (opts.limit !== undefined) q = q.limit(opts.limit);
    if (opts.offset !== undefined) q = q.offset(opts.offset);
    return (await q) as Row<T>[];
  }

  async first<T extends OrgTable>(table: T, where: SQL): Promise<Row<T> | undefined> {
    const rows = await this.select(table, where, { limit: 1 });
    return rows[0];
  }

  async count<T extends OrgTable>(table: T, where?: SQL): Promise<number> {
    const rows = await this.db
      .select({ n: count() })
      .from(table as PgTable)
      .where(this.scope(table, where));
    return Number(rows[0]?.n ?? 0);
  }

  async insert<T extends OrgTable>(table: T, values: NewRow<T> | NewRow<T>[]): Promise<Row<T>[]> {
    const list = (Array.isArray(values) ? values : [values]).map((v) => ({
      ...v,
      organizationId: this.organizationId,
    }));
    if (list.length === 0) return [];
    return (await this.db
      .insert(table)
      .values(list as never)
      .returning()) as Row<T>[];
  }

  async insertIgnore<T extends OrgTable>(table: T, values: NewRow<T>): Promise<void> {
    await this.db
      .insert(table)
      .values({ ...values, organizationId: this.organizationId } as never)
      .onConflictDoNothing();
  }

  async update<T extends OrgTable>(
    table: T,
    set: Partial<NewRow<T>>,
    where: SQL,
  ): Promise<Row<T>[]> {
    return (await this.db
      .update(table)
      .set(set as never)
      .where(this.scope(table, where))
      .returning()) as Row<T>[];
  }

  async delete<T extends OrgTable>(table: T, where: SQL): Promise<Row<T>[]> {
    return (await this.db.delete(table).where(this.scope(table, where)).returning()) as Row<T>[];
  }

  /** Runs `fn` in one transaction with a tenant bound to it. */
  async transaction<R>(fn: (tenant: Tenant) => Promise<R>): Promise<R> {
    if (!('transaction' in this.db)) return fn(this);
    return (this.db as Db).transaction((tx) => fn(new Tenant(tx, this.organizationId)));
  }
}
