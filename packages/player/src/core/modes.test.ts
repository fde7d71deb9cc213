import { describe, expect, it } from 'vitest';
import {
  initialModes,
  NO_MODES,
  setDivide,
  setFullscreen,
  setTheater,
  theaterToggleVisible,
  type ModeContext,
} from './modes.js';

const ctx: ModeContext = { gen2: false, embedded: false };

describe('view modes (002 §4 Player, §6)', () => {
  it('divide turns off when leaving fullscreen with theater off', () => {
    const modes = setDivide(setFullscreen(NO_MODES, true), true);
    expect(modes).toEqual({ fullscreen: true, theater: false, divide: true });
    expect(setFullscreen(modes, false)).toEqual(NO_MODES);
  });

  it('divide stays when leaving fullscreen with theater on', () => {
    const modes = setDivide(setFullscreen(setTheater(NO_MODES, true, ctx), true), true);
    expect(setFullscreen(modes, false)).toEqual({ fullscreen: false, theater: true, divide: true });
  });

  it('divide turns off when leaving theater', () => {
    const modes = setDivide(setTheater(NO_MODES, true, ctx), true);
    expect(modes.divide).toBe(true);
    expect(setTheater(modes, false, ctx)).toEqual(NO_MODES);
    const both = setDivide(setFullscreen(setTheater(NO_MODES, true, ctx), true), true);
    expect(setTheater(both, false, ctx)).toEqual({
      fullscreen: true,
      theater: false,
      divide: false,
    });
  });

  it('divide needs fullscreen or theater (ours)', () => {
    expect(setDivide(NO_MODES, true)).toBe(NO_MODES);
  });

  it('gen2 accounts have theater off; embedded and framed players hide its toggle', () => {
    const gen2 = { gen2: true, embedded: false };
    expect(setTheater(NO_MODES, true, gen2).theater).toBe(false);
    expect(initialModes(gen2, true).theater).toBe(false);
    expect(theaterToggleVisible(gen2)).toBe(false);
    expect(theaterToggleVisible({ gen2: false, embedded: true })).toBe(false);
    expect(theaterToggleVisible(ctx)).toBe(true);
  });

  it('the embed route starts in theater', () => {
    expect(initialModes({ gen2: false, embedded: true }, true).theater).toBe(true);
    expect(initialModes(ctx, false)).toEqual(NO_MODES);
  });
});
