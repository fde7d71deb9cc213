/** Skill routes (issue 24; 002 §7). */
import type { ZodApp } from '../services.js';

export function registerSkillRoutes(app: ZodApp): void {
  void app;
}
