import type { ZodApp } from '../services.js';
import { registerActivityRoutes } from './activity.js';
import { registerAdminUserListRoutes } from './admin-users.js';
import { registerPasswordRoutes } from './accounts-password.js';
import { registerSelfSignupRoutes } from './accounts-signup.js';
import { registerSsoRoutes } from './accounts-sso.js';
import { registerAccountTokenRoutes } from './accounts-tokens.js';
import { registerConsentRoutes } from './consents.js';
import { registerUserAdminRoutes } from './users-admin.js';

/** Accounts: adding and listing users, invitation / signup / reset links, SSO check, consents, activity. */
export function registerAccountRoutes(app: ZodApp): void {
  registerAccountTokenRoutes(app);
  registerSelfSignupRoutes(app);
  registerPasswordRoutes(app);
  registerSsoRoutes(app);
  registerUserAdminRoutes(app);
  registerAdminUserListRoutes(app);
  registerConsentRoutes(app);
  registerActivityRoutes(app);
}
