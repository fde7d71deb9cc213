/**
 * Organisation isolation lives here and only here: every read and write of an
 * organisation-owned table by an authenticated route goes through a Tenant, which adds
 * `organization_id = caller's organisation` to the condition (and sets it on insert).
 * Route files never touch the raw database (an ESLint rule keeps them honest).
 */
import { and, count, desc, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.js';
import { newId } from './ids.js';
import { organizations, organizationsVersions } from './schema.js';

export type OrgTable = PgTable & { organizationId: AnyPgColumn };
type Row<T extends OrgTable> = T['$inferSelect'];
type NewRow<T extends OrgTable> = Omit<T['$inferInsert'], 'organizationId'>;
type OrganizationRow = typeof organizations.$inferSelect;
type OrganizationChange = Partial<Omit<typeof organizations.$inferInsert, 'id' | 'createdAt'>>;

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
  scope<T extends OrgTable>(table: T, where?: SQL | undefined): SQL {
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

  async first<T extends OrgTable>(table: T, where: SQL | undefined): Promise<Row<T> | undefined> {
    const rows = await this.select(table, where, { limit: 1 });
    return rows[0];
  }

  async count<T extends OrgTable>(table: T, where?: SQL | undefined): Promise<number> {
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

  /** Inserts the rows no unique key already holds; answers those it inserted (issue 24). */
  async insertNew<T extends OrgTable>(table: T, values: NewRow<T>[]): Promise<Row<T>[]> {
    if (values.length === 0) return [];
    const list = values.map((v) => ({ ...v, organizationId: this.organizationId }));
    return (await this.db
      .insert(table)
      .values(list as never)
      .onConflictDoNothing()
      .returning()) as Row<T>[];
  }

  async update<T extends OrgTable>(
    table: T,
    set: Partial<NewRow<T>>,
    where: SQL | undefined,
  ): Promise<Row<T>[]> {
    if (!where)
      throw new Error('tenant.update needs a condition (it never updates a whole organisation)');
    return (await this.db
      .update(table)
      .set(set as never)
      .where(this.scope(table, where))
      .returning()) as Row<T>[];
  }

  async delete<T extends OrgTable>(table: T, where: SQL | undefined): Promise<Row<T>[]> {
    if (!where)
      throw new Error('tenant.delete needs a condition (it never deletes a whole organisation)');
    return (await this.db.delete(table).where(this.scope(table, where)).returning()) as Row<T>[];
  }

  /**
   * A hand-written query (full-text search, window functions, lateral joins) that still cannot
   * leave the organisation: `from(table)` stands for the table already filtered to this
   * organisation, under the table's own name, so `${workflows.title}` resolves as usual. Name
   * organisation tables only through `from` (never `${table}` directly). Rows come back as the
   * driver gives them: select ids, text and `::int` / `::float8` numbers, and load whole rows
   * with `select` (which maps timestamps and jsonb the Drizzle way).
   */
  async query<R extends Record<string, unknown>>(
    build: (from: <T extends OrgTable>(table: T) => SQL) => SQL,
  ): Promise<R[]> {
    const from = <T extends OrgTable>(table: T): SQL =>
      sql`(select * from ${table} where ${this.scope(table)}) as ${sql.identifier(getTableName(table))}`;
    const result = await this.db.execute(build(from));
    return (result as unknown as { rows: R[] }).rows;
  }

  // The organisations table has no organization_id: its id IS the organisation, so the same
  // isolation rule reads `organizations.id = caller's organisation` (and `oid` for its versions).

  /** The caller's own organisation row; `lock` holds it for a read-modify-write transaction. */
  async ownOrganization(opts: { lock?: boolean } = {}): Promise<OrganizationRow | undefined> {
    let q = this.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, this.organizationId))
      .$dynamic();
    if (opts.lock) q = q.for('update');
    return (await q)[0];
  }

  async updateOwnOrganization(set: OrganizationChange): Promise<OrganizationRow | undefined> {
    const rows = await this.db
      .update(organizations)
      .set(set)
      .where(eq(organizations.id, this.organizationId))
      .returning();
    return rows[0];
  }

  /** Stores a copy of the organisation document (000 §7 versioned documents). */
  async addOwnOrganizationVersion(document: unknown): Promise<void> {
    await this.db
      .insert(organizationsVersions)
      .values({ id: newId(), oid: this.organizationId, document });
  }

  async ownOrganizationVersions(limit = 1000): Promise<{ id: string; vTimestamp: Date }[]> {
    return this.db
      .select({ id: organizationsVersions.id, vTimestamp: organizationsVersions.vTimestamp })
      .from(organizationsVersions)
      .where(eq(organizationsVersions.oid, this.organizationId))
      .orderBy(desc(organizationsVersions.vTimestamp), desc(organizationsVersions.id))
      .limit(limit);
  }

  /**
   * The connection (or transaction) this tenant runs on, for a write to a shared table that
   * stamps the organisation itself: the job queue (domain/organization-jobs.ts), so a job commits
   * or rolls back with the rows that need it. Never for organisation data: routes may not read
   * it (eslint.config.js).
   */
  get connection(): Db | Tx {
    return this.db;
  }

  /** Runs `fn` in one transaction with a tenant bound to it. */
  async transaction<R>(fn: (tenant: Tenant) => Promise<R>): Promise<R> {
    if (!('transaction' in this.db)) return fn(this);
    return (this.db as Db).transaction((tx) => fn(new Tenant(tx, this.organizationId)));
  }
}
