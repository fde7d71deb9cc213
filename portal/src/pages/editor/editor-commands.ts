/**
 * The advanced editor's keyboard shortcuts and the edits its commands make, free of React: which
 * key is which command (the '?' help lists the same table), and the core segment a cut, a trim
 * or a split at the playhead is. Times are snapped to frames (30 fps) as the render cuts on them.
 */
import { FRAME_UNIT, snapToFrame, type EditSegment, type TimelineStep } from '@stepwise/core';
import type { MessageKey } from '../../i18n/t';
import { newStepId, stepAt } from '../editormain/segmentation-math';

export type EditorCommand =
  | 'play'
  | 'frame-back'
  | 'frame-forward'
  | 'second-back'
  | 'second-forward'
  | 'split'
  | 'mark-in'
  | 'mark-out'
  | 'delete'
  | 'trim-start'
  | 'trim-end'
  | 'undo'
  | 'redo'
  | 'save'
  | 'help';

/** The shortcut table the help popover shows: keys as written there, and what they do. */
export const SHORTCUTS: readonly { keys: string; command: EditorCommand; label: MessageKey }[] = [
  { keys: 'Space', command: 'play', label: 'editor.keys.play' },
  { keys: '← / →', command: 'frame-forward', label: 'editor.keys.frame' },
  { keys: 'Shift + ← / →', command: 'second-forward', label: 'editor.keys.second' },
  { keys: 'S', command: 'split', label: 'editor.keys.split' },
  { keys: 'I', command: 'mark-in', label: 'editor.keys.markIn' },
  { keys: 'O', command: 'mark-out', label: 'editor.keys.markOut' },
  { keys: 'Delete / Backspace', command: 'delete', label: 'editor.keys.delete' },
  { keys: 'T', command: 'trim-start', label: 'editor.keys.trimStart' },
  { keys: 'Shift + T', command: 'trim-end', label: 'editor.keys.trimEnd' },
  { keys: 'Ctrl/⌘ + Z', command: 'undo', label: 'editor.keys.undo' },
  { keys: 'Ctrl/⌘ + Shift + Z, Ctrl + Y', command: 'redo', label: 'editor.keys.redo' },
  { keys: 'Ctrl/⌘ + S', command: 'save', label: 'editor.keys.save' },
  { keys: '?', command: 'help', label: 'editor.keys.help' },
];

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** The command of a key press, or null when it is none of ours (the browser keeps it). */
export function commandForKey(e: KeyPress): EditorCommand | null {
  if (e.altKey) return null;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  if (e.ctrlKey || e.metaKey) {
    if (key === 'z') return e.shiftKey ? 'redo' : 'undo';
    if (key === 'y' && e.ctrlKey) return 'redo';
    if (key === 's') return 'save';
    return null;
  }
  switch (key) {
    case ' ':
      return 'play';
    case 'ArrowLeft':
      return e.shiftKey ? 'second-back' : 'frame-back';
    case 'ArrowRight':
      return e.shiftKey ? 'second-forward' : 'frame-forward';
    case 's':
      return 'split';
    case 'i':
      return 'mark-in';
    case 'o':
      return 'mark-out';
    case 'Delete':
    case 'Backspace':
      return 'delete';
    case 't':
      return e.shiftKey ? 'trim-end' : 'trim-start';
    case '?':
      return 'help';
    default:
      return null;
  }
}

/** How far an arrow moves the playhead. */
export function nudgeOf(command: EditorCommand): number {
  switch (command) {
    case 'frame-back':
      return -FRAME_UNIT;
    case 'frame-forward':
      return FRAME_UNIT;
    case 'second-back':
      return -1;
    case 'second-forward':
      return 1;
    default:
      return 0;
  }
}

/** A selected range of the timeline (in and out points, timeline seconds). */
export interface TimeRange {
  start: number;
  end: number;
}

/** The range from the in and out points in either order; null until it has a length. */
export function rangeOf(markIn: number | null, markOut: number | null): TimeRange | null {
  if (markIn === null || markOut === null) return null;
  const start = snapToFrame(Math.min(markIn, markOut));
  const end = snapToFrame(Math.max(markIn, markOut));
  return end > start ? { start, end } : null;
}

/**
 * Split the step under the playhead there: its second part becomes a new step, titled as the
 * step it came from (an empty title would show as nothing in the player until renamed).
 */
export function splitAt(steps: readonly TimelineStep[], playhead: number): EditSegment {
  const title = stepAt(steps, playhead)?.title;
  return {
    type: 'insert',
    at: snapToFrame(playhead),
    stepId: newStepId(),
    ...(title ? { title } : {}),
  };
}

/**
 * Delete: the selected range is cut; with no range, the selected step goes (core refuses the
 * last one with its message). Null when there is nothing to delete.
 */
export function deletion(range: TimeRange | null, stepId: string | null): EditSegment | null {
  if (range) return { type: 'delete', start: range.start, end: range.end, target: 'cut' };
  if (stepId) return { type: 'delete', stepId };
  return null;
}

/**
 * T trims the start of the step under the playhead up to it; Shift+T its end from it. Null at
 * the step's very edge (nothing to trim).
 */
export function trimAt(
  steps: readonly TimelineStep[],
  playhead: number,
  end: 'start' | 'end',
): EditSegment | null {
  const step = stepAt(steps, playhead);
  if (!step) return null;
  const at = snapToFrame(playhead);
  const start = end === 'start' ? step.startTime : at;
  const stop = end === 'start' ? at : step.endTime;
  if (stop - start < FRAME_UNIT / 2) return null;
  return { type: 'delete', start, end: stop, target: 'trim' };
}
