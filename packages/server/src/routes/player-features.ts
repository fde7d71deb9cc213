import type { ZodApp } from '../services.js';
import { registerCommentRoutes } from './comments.js';
import { registerContentShareRoutes } from './content-shares.js';
import { registerTrackingRoutes } from './tracking.js';
import { registerWorkflowReactionRoutes } from './workflow-reactions.js';

/** What the player does besides playing (issue 5): tracking, comments, reactions, shares. */
export function registerPlayerFeatureRoutes(app: ZodApp): void {
  registerTrackingRoutes(app);
  registerCommentRoutes(app);
  registerWorkflowReactionRoutes(app);
  registerContentShareRoutes(app);
}
