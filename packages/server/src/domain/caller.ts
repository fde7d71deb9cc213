/**
 * Who is asking: resolved once per request by the edge (http/authenticate.ts) and handed to the
 * domain, which decides with it what the caller may see and do. Every organisation-owned read
 * and write goes through `tenant` (db/tenant.ts).
 */
import type { AccessFlags, FeatureFlags, OrganizationSettings, RoleName } from '@stepwise/core';
import type { Tenant } from '../db/tenant.js';
import type { OrganizationRow, UserRow } from '../db/schema.js';
import type { SessionKind } from '../auth/tokens.js';

export interface Caller {
  userId: string;
  organizationId: string;
  email: string;
  user: UserRow;
  organization: OrganizationRow;
  role: RoleName;
  /** Per-workspace roles (workspace id -> role), the profile's `roles` map. */
  workspaceRoles: Record<string, RoleName>;
  kind: SessionKind;
  sessionId: string;
  settings: OrganizationSettings;
  features: FeatureFlags;
  flags: AccessFlags;
  tenant: Tenant;
}
