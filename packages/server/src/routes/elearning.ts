import type { ZodApp } from '../services.js';
import { registerRusticiRoutes } from './rustici.js';
import { registerScormExportRoutes } from './scorm-export.js';

/** The e-learning integration (issue 6): SCORM export and LMS learners. */
export function registerElearningRoutes(app: ZodApp): void {
  registerScormExportRoutes(app);
  registerRusticiRoutes(app);
}
