import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Tenant } from '../src/db/tenant.js';
import { steps, workflows, workspaces } from '../src/db/schema.js';
import { buildFixtures, type Fixtures } from './fixtures.js';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
let fx: Fixtures;

beforeAll(async () => {
  s = await startTestServer();
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
});
afterAll(() => s?.close());

describe('Tenant.query', () => {
  it("sees only the tenant's rows of every table named through from()", async () => {
    const demo = new Tenant(s.database.db, s.demoOrganizationId);
    const other = new Tenant(s.database.db, fx.otherOrganizationId);
    const names = (t: Tenant) =>
      t.query<{ name: string }>(
        (from) => sql`select ${workspaces.name} as name from ${from(workspaces)} order by 1`,
      );
    expect((await names(demo)).map((r) => r.name)).toEqual([
      'Assembly Line',
      'Maintenance',
      'Safety Audits',
    ]);
    expect((await names(other)).map((r) => r.name)).toEqual(['Other Floor']);
  });

  it('keeps column references working across joins and correlated subqueries', async () => {
    const demo = new Tenant(s.database.db, s.demoOrganizationId);
    const rows = await demo.query<{ id: string; workspace: string; steps: number }>(
      (from) => sql`
        select ${workflows.id} as id, ${workspaces.name} as workspace,
          (select count(*)::int from ${from(steps)} where ${steps.workflowId} = ${workflows.id})
            as steps
        from ${from(workflows)} join ${from(workspaces)} on ${workspaces.id} = ${workflows.workspaceId}
        order by ${workflows.title}`,
    );
    expect(rows.map((r) => r.id).sort()).toEqual(
      [fx.base.workflowId, fx.base.privateWorkflowId, fx.base.versionedWorkflowId].sort(),
    );
    expect(rows).toContainEqual({ id: fx.base.workflowId, workspace: 'Assembly Line', steps: 2 });
    const other = new Tenant(s.database.db, fx.otherOrganizationId);
    const none = await other.query((from) => sql`select ${workflows.id} from ${from(workflows)}`);
    expect(none).toEqual([]);
  });
});
