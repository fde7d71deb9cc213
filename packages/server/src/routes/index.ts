import type { ZodApp } from '../app.js';
import { registerEmailAuthRoutes } from './auth-email.js';
import { registerHealthRoutes } from './health.js';
import { registerProfileRoutes } from './profile.js';

/** Every route module, registered in one place. */
export async function registerRoutes(app: ZodApp): Promise<void> {
  registerHealthRoutes(app);
  registerEmailAuthRoutes(app);
  registerProfileRoutes(app);
}
