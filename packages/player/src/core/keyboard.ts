/** 002 §5 keyboard shortcuts: Space toggles play, F fullscreen, T theater mode. */

export type ShortcutAction = 'toggle-play' | 'toggle-fullscreen' | 'toggle-theater';

/** The parts of a KeyboardEvent the rule reads, so tests need no DOM. */
export interface KeyInput {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  repeat?: boolean;
  target?: unknown;
  /** Inside shadow DOM the target is retargeted to the host; the path's first entry is real. */
  composedPath?: () => unknown[];
}

const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** Typing into a field, a select or contenteditable must never play, pause or resize. */
export function isTypingTarget(target: unknown): boolean {
  if (!target || typeof target !== 'object') return false;
  const el = target as { tagName?: unknown; isContentEditable?: unknown };
  if (el.isContentEditable === true) return true;
  return typeof el.tagName === 'string' && TYPING_TAGS.has(el.tagName.toUpperCase());
}

/**
 * The action for a key press, or null. Presses with Ctrl, Cmd or Alt are the browser's or the
 * host's (Ctrl+F is find), and a held key does not toggle again and again.
 */
export function shortcutFor(event: KeyInput): ShortcutAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey || event.repeat) return null;
  const target = event.composedPath?.()[0] ?? event.target;
  if (isTypingTarget(target)) return null;
  switch (event.key) {
    case ' ':
    case 'Spacebar':
      return 'toggle-play';
    case 'f':
    case 'F':
      return 'toggle-fullscreen';
    case 't':
    case 'T':
      return 'toggle-theater';
    default:
      return null;
  }
}
