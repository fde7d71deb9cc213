/**
 * Organisation tools' routes (issue 25): data hub, API keys, governance, troubleshooting.
 */
import type { ZodApp } from '../services.js';

export function registerOrgToolsRoutes(app: ZodApp): void {
  void app;
}
