/** Home routes (issue 24; 002 §7). */
import type { ZodApp } from '../services.js';

export function registerHomeRoutes(app: ZodApp): void {
  void app;
}
