/**
 * Admin people screens' routes (issue 25): users of the four kinds, bulk import, disable, the admin overview.
 */
import type { ZodApp } from '../services.js';

export function registerAdminPeopleRoutes(app: ZodApp): void {
  void app;
}
