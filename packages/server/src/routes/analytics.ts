/**
 * Legacy analytics reports (issue 25; 002 §7 Analytics).
 */
import type { ZodApp } from '../services.js';

export function registerAnalyticsRoutes(app: ZodApp): void {
  void app;
}
