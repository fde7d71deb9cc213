/** Every employee-ID, PIN, master-password and shared-account route (000 §4, §7). */
import type { ZodApp } from '../services.js';
import { registerEmployeeAdminRoutes } from './admin-employee.js';
import { registerSharedAccountAdminRoutes } from './admin-shared-account.js';
import { registerEmployeeAuthRoutes } from './auth-employee.js';
import { registerEmployeePinRoutes } from './auth-employee-pin.js';
import { registerSharedAuthRoutes } from './auth-shared.js';

export function registerEmployeeIdRoutes(app: ZodApp): void {
  registerEmployeeAuthRoutes(app);
  registerEmployeePinRoutes(app);
  registerSharedAuthRoutes(app);
  registerEmployeeAdminRoutes(app);
  registerSharedAccountAdminRoutes(app);
}
