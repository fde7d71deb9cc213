/**
 * The classic builder's step list arithmetic (issue 21), free of React: a step's poster from the
 * original's imageMap, and the order segment a move up or down makes.
 */
import {
  isRefused,
  replay,
  timelineToSource,
  type WorkflowEditDocument,
  type EditSegment,
  type EditState,
  type TimelineStep,
} from '@stepwise/core';

/**
 * A step's poster: the original's thumbnail nearest at or after the step's first moment (the
 * imageMap is keyed by source second). Null for imported steps and an empty map.
 */
export function stepPoster(
  state: EditState,
  imageMap: Readonly<Record<string, string>>,
  step: TimelineStep,
): string | null {
  const at = timelineToSource(state, step.startTime);
  if (!at || at.source !== 'original') return null;
  const seconds = Object.keys(imageMap)
    .map(Number)
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  if (seconds.length === 0) return null;
  const pick = seconds.find((s) => s >= Math.floor(at.time)) ?? seconds.at(-1)!;
  return imageMap[String(pick)] ?? null;
}

/** The segment moving step `index` one place up (-1) or down (+1); null at either end. */
export function moveSegment(
  steps: readonly TimelineStep[],
  index: number,
  by: -1 | 1,
): EditSegment | null {
  const step = steps[index];
  const to = index + by;
  if (!step || to < 0 || to >= steps.length) return null;
  return { type: 'adjust', target: 'order', stepId: step.id, insertIndex: to };
}

/** The ids of the steps the saved edit list makes (the ones the server has rows for). */
export function savedStepIds(doc: Pick<WorkflowEditDocument, 'base' | 'segments'>): Set<string> {
  const state = replay(doc.base, doc.segments);
  return new Set((isRefused(state) ? doc.base : state).steps.map((s) => s.id));
}
