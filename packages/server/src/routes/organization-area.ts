/**
 * Organisation settings and logo, IP restriction, workspace groups, workspaces and what hangs off
 * them.
 */
import type { ZodApp } from '../services.js';
import { registerCategoryRoutes } from './categories.js';
import { registerIpRestrictionRoutes } from './ip-restriction.js';
import { registerLikeRoutes } from './likes.js';
import { registerOrganizationLogoRoutes } from './organization-logo.js';
import { registerOrganizationSettingsRoutes } from './organization-settings.js';
import { registerTeamRoutes } from './teams.js';
import { registerWorkspaceGroupRoutes } from './workspace-groups.js';
import { registerWorkspaceMemberRoutes } from './workspace-members.js';
import { registerWorkspaceRoutes } from './workspaces.js';

export function registerOrganizationAreaRoutes(app: ZodApp): void {
  registerOrganizationSettingsRoutes(app);
  registerOrganizationLogoRoutes(app);
  registerIpRestrictionRoutes(app);
  registerWorkspaceGroupRoutes(app);
  registerWorkspaceRoutes(app);
  registerWorkspaceMemberRoutes(app);
  registerTeamRoutes(app);
  registerCategoryRoutes(app);
  registerLikeRoutes(app);
}
