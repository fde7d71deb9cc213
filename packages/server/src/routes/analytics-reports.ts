/**
 * Quiz and skills reports, the configurable reports and exports (issue 25; 002 §7 Analytics).
 */
import type { ZodApp } from '../services.js';

export function registerAnalyticsReportRoutes(app: ZodApp): void {
  void app;
}
