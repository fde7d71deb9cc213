import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatTimecode,
  framesToSeconds,
  initialZoom,
  parseTimecode,
  pixelsPerSecond,
  rulerTicks,
  secondsToFrames,
  TIMELINE_MARGINS,
  TIMELINE_UNITS,
  TIMELINE_ZOOM_TIERS,
  timeAtX,
  xAtTime,
  zoomBy,
} from './timeline.js';

describe('the editor timeline (001 §9)', () => {
  it('zoom tiers run from 30 s to 2400 s; units from 10 s to an hour, the frame last', () => {
    expect(TIMELINE_ZOOM_TIERS[0]!.maxDuration).toBe(30);
    expect(TIMELINE_ZOOM_TIERS.at(-1)!.maxDuration).toBe(2400);
    expect(TIMELINE_UNITS[0]).toBe(3600);
    expect(TIMELINE_UNITS).toContain(10);
    expect(TIMELINE_UNITS.at(-1)).toBeCloseTo(1 / 30);
    expect(TIMELINE_MARGINS).toEqual({ start: 64, end: 40 });
  });

  it('opens at the tier of the duration and zooms within the units', () => {
    expect(TIMELINE_UNITS[initialZoom(25)]).toBe(10);
    expect(TIMELINE_UNITS[initialZoom(100)]).toBe(30);
    expect(TIMELINE_UNITS[initialZoom(2400)]).toBe(600);
    expect(TIMELINE_UNITS[initialZoom(5000)]).toBe(3600);
    expect(zoomBy(TIMELINE_UNITS.length - 1, 1)).toBe(TIMELINE_UNITS.length - 1);
    expect(zoomBy(0, -1)).toBe(0);
  });

  it('maps pixels and times through the margins', () => {
    const zoom = initialZoom(60);
    expect(xAtTime(0, zoom)).toBe(64);
    expect(timeAtX(xAtTime(12.5, zoom), 60, zoom)).toBeCloseTo(12.5);
    expect(timeAtX(0, 60, zoom)).toBe(0);
    expect(timeAtX(1e9, 60, zoom)).toBe(60);
    expect(pixelsPerSecond(TIMELINE_UNITS.length - 1)).toBeCloseTo(120 * 30);
    expect(rulerTicks(60, zoom)).toEqual([0, 10, 20, 30, 40, 50, 60]);
  });

  it('mm:ss and frames at 30 fps', () => {
    expect(secondsToFrames(1)).toBe(30);
    expect(framesToSeconds(45)).toBe(1.5);
    expect(formatClock(75.9)).toBe('01:15');
    expect(formatClock(3600)).toBe('60:00');
    expect(formatTimecode(75.5)).toBe('01:15:15');
    expect(parseTimecode('01:15:15')).toBe(75.5);
    expect(parseTimecode('01:15')).toBe(75);
    expect(parseTimecode('01:60')).toBeNull();
    expect(parseTimecode('01:15:30')).toBeNull();
  });
});
