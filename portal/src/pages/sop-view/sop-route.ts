/**
 * The smart instruction's view routes as pure rules (no React, no widget code), so the share
 * dialog and the loaders read them without loading the viewer: the public link's shape, and
 * what the query says (the share token; review mode, 001 §4).
 */
import { isReviewMode } from '@stepwise/core';

/**
 * The public link the share dialog copies: `/si/{id}?shareToken={shareId}`, the same query the
 * public player's `/p/{workflowId}?shareToken=` reads (player-route.ts).
 */
export function publicSmartInstructionLink(
  origin: string,
  smartInstructionId: string,
  shareId: string,
): string {
  return `${origin}/si/${encodeURIComponent(smartInstructionId)}?shareToken=${encodeURIComponent(shareId)}`;
}

export interface SopViewQuery {
  shareToken?: string;
  /** 001 §4 review mode: the run belongs to a skill or a task performance. */
  review?: { skillId: string | null; taskPerformanceId: string | null };
}

export function readSopViewQuery(params: URLSearchParams): SopViewQuery {
  const shareToken = params.get('shareToken') || undefined;
  const skillId = params.get('skillId') || null;
  const taskPerformanceId = params.get('taskPerformanceId') || null;
  const review = isReviewMode({ skillId, taskPerformanceId })
    ? { skillId, taskPerformanceId }
    : undefined;
  return { ...(shareToken ? { shareToken } : {}), ...(review ? { review } : {}) };
}
