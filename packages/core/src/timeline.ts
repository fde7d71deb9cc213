/**
 * The editor's timeline (001 §9): zoom tiers by duration (30 s to 2400 s), units from 10 s to
 * an hour with the frame unit last, the 64 and 40 px margins, mm:ss and frames at 30 fps.
 * The spec gives the ranges, not each tier: the tiers below are ours, inside its bounds.
 */
import { EDIT_FPS } from './video-edit.js';

/** 001 §9 margins: 64 px before the timeline's zero, 40 px after its end. */
export const TIMELINE_MARGINS = { start: 64, end: 40 } as const;

/** A unit of the ruler in seconds; the last is one frame. */
export const TIMELINE_UNITS = [3600, 1800, 600, 300, 120, 60, 30, 10, 1 / EDIT_FPS] as const;
export const FRAME_UNIT = 1 / EDIT_FPS;

/**
 * 001 §9 zoom tiers: the video's duration picks the unit the timeline opens at (up to 30 s: 10 s
 * ticks ... up to 2400 s: 600 s ticks; longer: an hour).
 */
export const TIMELINE_ZOOM_TIERS = [
  { maxDuration: 30, unit: 10 },
  { maxDuration: 60, unit: 10 },
  { maxDuration: 120, unit: 30 },
  { maxDuration: 300, unit: 60 },
  { maxDuration: 600, unit: 120 },
  { maxDuration: 1200, unit: 300 },
  { maxDuration: 2400, unit: 600 },
] as const;

/** Pixels one unit takes on the ruler at every zoom (ours). */
export const TIMELINE_UNIT_PX = 120;

const unitAt = (zoom: number) =>
  TIMELINE_UNITS[Math.min(TIMELINE_UNITS.length - 1, Math.max(0, Math.round(zoom)))]!;

/** The index into TIMELINE_UNITS the timeline opens at for a video of `duration` seconds. */
export function initialZoom(duration: number): number {
  const tier = TIMELINE_ZOOM_TIERS.find((t) => duration <= t.maxDuration);
  const unit: number = tier?.unit ?? 3600;
  return (TIMELINE_UNITS as readonly number[]).indexOf(unit);
}

/** Zoom in (+1: a finer unit, towards the frame) or out (-1), clamped to the units. */
export function zoomBy(zoom: number, by: number): number {
  return Math.min(TIMELINE_UNITS.length - 1, Math.max(0, zoom + by));
}

/** Pixels per second at a zoom index. */
export function pixelsPerSecond(zoom: number): number {
  return TIMELINE_UNIT_PX / unitAt(zoom);
}

/** The whole width of the timeline at a zoom, margins included. */
export function timelineWidth(duration: number, zoom: number): number {
  return TIMELINE_MARGINS.start + duration * pixelsPerSecond(zoom) + TIMELINE_MARGINS.end;
}

/** The time under pixel `x` of the timeline (margins excluded, clamped to the video). */
export function timeAtX(x: number, duration: number, zoom: number): number {
  return Math.min(duration, Math.max(0, (x - TIMELINE_MARGINS.start) / pixelsPerSecond(zoom)));
}

export function xAtTime(time: number, zoom: number): number {
  return TIMELINE_MARGINS.start + time * pixelsPerSecond(zoom);
}

/** The ruler's ticks between 0 and `duration` at a zoom (seconds), at most 10,000. */
export function rulerTicks(duration: number, zoom: number): number[] {
  const unit = unitAt(zoom);
  const count = Math.min(10_000, Math.floor(duration / unit + 1e-9));
  return Array.from({ length: count + 1 }, (_, i) => Math.round(i * unit * 1000) / 1000);
}

/** Seconds to whole frames at 30 fps. */
export function secondsToFrames(seconds: number): number {
  return Math.round(seconds * EDIT_FPS);
}

export function framesToSeconds(frames: number): number {
  return Math.round((frames / EDIT_FPS) * 1000) / 1000;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** mm:ss (minutes keep growing past 59): the ruler's and the step list's clock. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds + 1e-6));
  return `${pad2(Math.floor(s / 60))}:${pad2(s % 60)}`;
}

/** mm:ss:ff at 30 fps: the playhead's time at frame precision. */
export function formatTimecode(seconds: number): string {
  const frames = Math.max(0, secondsToFrames(seconds));
  const whole = Math.floor(frames / EDIT_FPS);
  return `${formatClock(whole)}:${pad2(frames % EDIT_FPS)}`;
}

/** Parses mm:ss or mm:ss:ff back to seconds; null when malformed. */
export function parseTimecode(text: string): number | null {
  const m = /^(\d{1,3}):([0-5]\d)(?::(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const frames = Number(m[3] ?? 0);
  if (frames >= EDIT_FPS) return null;
  return framesToSeconds((Number(m[1]) * 60 + Number(m[2])) * EDIT_FPS + frames);
}
