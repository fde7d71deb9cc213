/** Task routes (issue 24; 002 §7). */
import type { ZodApp } from '../services.js';

export function registerTaskRoutes(app: ZodApp): void {
  void app;
}
