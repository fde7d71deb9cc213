/**
 * Admin settings routes (issue 25): business, integrations, credit dashboard, assistant settings, interface language, IP restriction lock-out check, QR codes.
 */
import type { ZodApp } from '../services.js';

export function registerAdminSettingsRoutes(app: ZodApp): void {
  void app;
}
