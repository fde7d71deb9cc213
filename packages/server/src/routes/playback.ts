import type { ZodApp } from '../services.js';
import { registerMediaRoutes } from './media.js';
import { registerPlayerRoutes } from './player.js';
import { registerSigningRoutes } from './signing.js';

/** Playback: signed media, the signing calls and the player's data (issue 3, part B). */
export function registerPlaybackRoutes(app: ZodApp): void {
  registerMediaRoutes(app);
  registerSigningRoutes(app);
  registerPlayerRoutes(app);
}
