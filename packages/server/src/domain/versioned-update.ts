/**
 * 000 §7 versioned documents, for the organisations table (the only versioned collection so
 * far): an update first copies the current document to organizations_versions, in the same
 * transaction, while the document is under its maximum number of versions.
 */
import { organizationSettingsSchema, shouldKeepVersion } from '@stepwise/core';
import type { organizations } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import type { OrganizationRow } from '../db/schema.js';
import { notFound } from './errors.js';

export type OrganizationChange = Partial<
  Omit<typeof organizations.$inferInsert, 'id' | 'createdAt' | 'totalVersions'>
>;

export interface VersionedUpdateResult {
  row: OrganizationRow;
  /** Whether the previous document was kept as a version. */
  versioned: boolean;
}

/**
 * Reads the caller's organisation under a row lock, asks `change` for the new values and writes
 * them. `maxVersions` is the server-wide setting (MAX_DOCUMENT_VERSIONS); without it the
 * organisation's own `maxDocumentVersions` applies. At the maximum it is a plain update.
 */
export async function versionedUpdate(
  tenant: Tenant,
  change: (current: OrganizationRow) => OrganizationChange | Promise<OrganizationChange>,
  opts: { maxVersions?: number | undefined } = {},
): Promise<VersionedUpdateResult> {
  return tenant.transaction(async (t) => {
    const current = await t.ownOrganization({ lock: true });
    if (!current) throw notFound('Organisation');
    const set = await change(current);
    const max =
      opts.maxVersions ?? organizationSettingsSchema.parse(current.settings).maxDocumentVersions;
    const versioned = shouldKeepVersion(current.totalVersions, max);
    if (versioned) {
      // A version is a copy of the document, not of the credentials kept beside it.
      const { masterPasswordHash: _secret, ...document } = current;
      await t.addOwnOrganizationVersion(document);
    }
    const row = await t.updateOwnOrganization({
      ...set,
      updatedAt: new Date(),
      ...(versioned ? { totalVersions: current.totalVersions + 1 } : {}),
    });
    if (!row) throw notFound('Organisation');
    return { row, versioned };
  });
}
