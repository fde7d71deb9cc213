/**
 * Jobs of one organisation, enqueued by the domain on the tenant's connection: inside
 * `tenant.transaction`, the job commits (or rolls back) with the rows that need it.
 */
import type { Tenant } from '../db/tenant.js';
import { enqueueJob, type EnqueueInput } from '../jobs/queue.js';
import type { Job } from '../jobs/types.js';

export function enqueueOrganizationJob(
  tenant: Tenant,
  input: Omit<EnqueueInput, 'organizationId'>,
): Promise<Job> {
  return enqueueJob(tenant.connection, { ...input, organizationId: tenant.organizationId });
}
