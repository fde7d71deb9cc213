/**
 * 002 §4 / §6 view modes: fullscreen, theater and divide (the divided layout: video with the
 * toolbox on the right). Pure transitions; playback-store.ts holds the state.
 */
export interface ViewModes {
  fullscreen: boolean;
  theater: boolean;
  divide: boolean;
}

export interface ModeContext {
  /** A generation-2 account: theater mode is off (and search and quality are hidden). */
  gen2: boolean;
  /** Embedded or framed: the theater toggle is hidden (the embed route starts in theater). */
  embedded: boolean;
}

export const NO_MODES: ViewModes = { fullscreen: false, theater: false, divide: false };

/** Whether the theater toggle shows (002 §6). */
export function theaterToggleVisible(ctx: ModeContext): boolean {
  return !ctx.gen2 && !ctx.embedded;
}

/** The modes a player starts in: the embed route starts in theater, never for gen2 accounts. */
export function initialModes(ctx: ModeContext, startInTheater: boolean): ViewModes {
  return { ...NO_MODES, theater: startInTheater && !ctx.gen2 };
}

/** Divide mode turns off when leaving fullscreen with theater off. */
export function setFullscreen(modes: ViewModes, fullscreen: boolean): ViewModes {
  if (fullscreen === modes.fullscreen) return modes;
  const divide = fullscreen ? modes.divide : modes.divide && modes.theater;
  return { ...modes, fullscreen, divide };
}

/** Divide mode turns off when leaving theater; gen2 accounts never enter it. */
export function setTheater(modes: ViewModes, theater: boolean, ctx: ModeContext): ViewModes {
  const next = theater && !ctx.gen2;
  if (next === modes.theater) return modes;
  return { ...modes, theater: next, divide: next ? modes.divide : false };
}

/**
 * Divide mode is a layout of the big views: ours, not the spec's, is that it can only be turned
 * on in fullscreen or theater, which the exit rules above imply.
 */
export function setDivide(modes: ViewModes, divide: boolean): ViewModes {
  const next = divide && (modes.fullscreen || modes.theater);
  return next === modes.divide ? modes : { ...modes, divide: next };
}
