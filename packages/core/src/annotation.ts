/**
 * Annotations (issue 22; 001 §3 annotation record, §5 drawing rules, §9 canvas constants;
 * 002 §1 the player's annotation layer). Zod-free: the player's annotation layer imports these
 * rules without pulling zod into its bundle; the wire shapes are annotation.schema.ts.
 *
 * Coordinates. An element is drawn on a 16:9 canvas laid over the video (object-fit: contain
 * of the video inside it) and stores that canvas's size as originalCanvasWidth / Height; every
 * coordinate (left, top, points, arrow ends) is in that canvas's pixels. Anywhere else (the
 * player at another width, fullscreen, the render's frame) an element is scaled by
 * `displayWidth / originalCanvasWidth` (the canvas keeps its aspect, so one factor serves both
 * axes). Times are seconds from the START OF ITS STEP, so a step moved or retimed by the video
 * editor keeps its annotations.
 */
import type { RenderBlur } from './video-edit.js';

/**
 * 001 §9 "Canvas reference sizes 380 and 676; aspect 1.77": the editor's canvas is 676 x 380
 * (676 / 380 = 1.779) unless the window is narrower; an element without a stored canvas size was
 * drawn on it.
 */
export const ANNOTATION_CANVAS = { width: 676, height: 380, aspect: 1.77 } as const;

/** 001 §9 stroke widths of the pen and the arrow. */
export const STROKE_WIDTHS = { thin: 4, normal: 6, bold: 8 } as const;
export type StrokeWidthName = keyof typeof STROKE_WIDTHS;
/** 001 §9: a shape's outline is 2 px; dashed outlines use the dash array 4,4. */
export const SHAPE_STROKE_WIDTH = 2;
export const DASH_ARRAY: readonly [number, number] = [4, 4];
/** 001 §9 colours. */
export const ANNOTATION_COLOURS = {
  primary: '#4689f4',
  white: '#ffffff',
  black: '#000000',
  red: '#ff0000',
  green: '#00c853',
  yellow: '#ffeb3b',
} as const;
export type AnnotationColourName = keyof typeof ANNOTATION_COLOURS;
/** 001 §5 / §9: a shape or arrow shorter than this (px on the canvas) is rejected and redrawn. */
export const MIN_DRAW_PX = 20;
/** 001 §5: points are clamped to the canvas minus this margin. */
export const CANVAS_EDGE_MARGIN = 5;
/** 001 §9: the arrow's head is 20 px long, and its shaft stops 18 px before the tip. */
export const ARROW_HEAD_PX = 20;
export const ARROW_SHAFT_TRIM_PX = 18;
/** 001 §9: the canvas re-lays itself out 500 ms after the window stops resizing. */
export const RESIZE_DEBOUNCE_MS = 500;
/** 001 §3: text's default font. */
export const DEFAULT_FONT_FAMILY = 'Noto Serif';
/** Not in the spec: a readable size on the 676 px reference canvas. */
export const DEFAULT_FONT_SIZE = 24;
/** A new element shows for this long from where the playhead is (seconds). */
export const DEFAULT_ANNOTATION_SECONDS = 3;
/** At most this many elements per step, and records per batch (a bigger body is refused 4xx). */
export const ANNOTATION_ELEMENTS_MAX = 200;
export const ANNOTATION_BATCH_MAX = 500;

/** 001 §3 element types; 'select' is the editor's pointer tool and is never stored. */
export const ANNOTATION_TYPES = ['path', 'arrow', 'i-text', 'image', 'shape', 'blur'] as const;
export type AnnotationType = (typeof ANNOTATION_TYPES)[number];
export const ANNOTATION_TOOLS = ['select', ...ANNOTATION_TYPES] as const;
export type AnnotationTool = (typeof ANNOTATION_TOOLS)[number];
export const SHAPE_KINDS = ['circle', 'rectangle', 'triangle'] as const;
export type ShapeKind = (typeof SHAPE_KINDS)[number];
export const STROKE_TYPES = ['none', 'solid', 'dashed'] as const;
export type StrokeType = (typeof STROKE_TYPES)[number];

export interface Point {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}
export interface Rect extends Point, Size {}

// ---- canvas geometry -----------------------------------------------------------------------------

/** 001 §5: a point kept within the canvas minus CANVAS_EDGE_MARGIN on every side. */
export function clampPoint(p: Point, canvas: Size): Point {
  const m = CANVAS_EDGE_MARGIN;
  const clamp = (v: number, max: number) => Math.min(Math.max(v, m), Math.max(m, max - m));
  return { x: clamp(p.x, canvas.width), y: clamp(p.y, canvas.height) };
}

/** 001 §5: a shape or arrow drawn from `a` to `b` is kept only when at least MIN_DRAW_PX long. */
export function longEnough(a: Point, b: Point): boolean {
  return Math.hypot(b.x - a.x, b.y - a.y) >= MIN_DRAW_PX;
}

/** The 16:9 canvas inside a box (object-fit: contain), centred: where the layer sits. */
export function fitCanvas(
  box: Size,
  aspect: number = ANNOTATION_CANVAS.width / ANNOTATION_CANVAS.height,
): Rect {
  if (!(box.width > 0 && box.height > 0)) return { x: 0, y: 0, width: 0, height: 0 };
  const width = Math.min(box.width, box.height * aspect);
  const height = width / aspect;
  return { x: (box.width - width) / 2, y: (box.height - height) / 2, width, height };
}

/** The factor from an element's own canvas to a canvas `displayWidth` wide. */
export function annotationScale(
  element: { originalCanvasWidth?: number | null },
  displayWidth: number,
): number {
  const from = element.originalCanvasWidth || ANNOTATION_CANVAS.width;
  return displayWidth / from;
}

/** Is a step-relative time inside an element's range (start inclusive, end exclusive)? */
export function annotationVisibleAt(
  element: { startTime: number; endTime: number },
  stepSeconds: number,
): boolean {
  return stepSeconds >= element.startTime && stepSeconds < element.endTime;
}

/**
 * The arrow from (startX, startY) to the tip (endX, endY): the shaft stops ARROW_SHAFT_TRIM_PX
 * before the tip (so a thick stroke does not poke through the head) and the head is a triangle
 * ARROW_HEAD_PX long with its base as wide as it is long.
 */
export function arrowGeometry(
  a: Point,
  tip: Point,
): { shaft: [Point, Point]; head: [Point, Point, Point] } {
  const len = Math.hypot(tip.x - a.x, tip.y - a.y) || 1;
  const ux = (tip.x - a.x) / len;
  const uy = (tip.y - a.y) / len;
  const trim = Math.min(ARROW_SHAFT_TRIM_PX, len);
  const shaftEnd = { x: tip.x - ux * trim, y: tip.y - uy * trim };
  const base = { x: tip.x - ux * ARROW_HEAD_PX, y: tip.y - uy * ARROW_HEAD_PX };
  const half = ARROW_HEAD_PX / 2;
  return {
    shaft: [a, shaftEnd],
    head: [
      tip,
      { x: base.x - uy * half, y: base.y + ux * half },
      { x: base.x + uy * half, y: base.y - ux * half },
    ],
  };
}

/**
 * A rectangle on an element's canvas as fractions (0..1) of the VIDEO's picture, for a video of
 * `videoAspect` shown contained in that canvas; cut to the picture (null when wholly outside it).
 * The render job multiplies by the output's size to place a burned-in blur.
 */
export function canvasRectToVideo(rect: Rect, canvas: Size, videoAspect: number): Rect | null {
  const picture = fitCanvas(canvas, videoAspect);
  if (!(picture.width > 0)) return null;
  const x0 = Math.max(rect.x, picture.x);
  const y0 = Math.max(rect.y, picture.y);
  const x1 = Math.min(rect.x + rect.width, picture.x + picture.width);
  const y1 = Math.min(rect.y + rect.height, picture.y + picture.height);
  if (!(x1 > x0 && y1 > y0)) return null;
  return {
    x: (x0 - picture.x) / picture.width,
    y: (y0 - picture.y) / picture.height,
    width: (x1 - x0) / picture.width,
    height: (y1 - y0) / picture.height,
  };
}

/**
 * What the blur rules read of an element (annotation.schema.ts's BlurElement has all of it; kept
 * structural so the schema, which reads this module's constants, is not imported back).
 */
export interface BlurShape {
  type: 'blur';
  shape: 'rectangle' | 'circle';
  left: number;
  top: number;
  scaleX: number;
  scaleY: number;
  radius?: number;
  width?: number;
  height?: number;
  startTime: number;
  endTime: number;
  originalCanvasWidth: number;
  originalCanvasHeight: number;
}

/** A blur element's box on its canvas (a circle's is the square around it). */
export function blurBox(el: BlurShape): Rect {
  const w = el.shape === 'circle' ? 2 * (el.radius ?? 0) : (el.width ?? 0);
  const h = el.shape === 'circle' ? 2 * (el.radius ?? 0) : (el.height ?? 0);
  return { x: el.left, y: el.top, width: w * el.scaleX, height: h * el.scaleY };
}

/**
 * Every blur of a workflow as the render burns it in: each step's blur elements placed on the
 * timeline (the step's start there plus the element's step-relative times, cut to the step's
 * end) and their boxes as fractions of a picture of `videoAspect` (width / height, after the
 * rotation). Ordered by start, then position, so equal annotations make equal plans.
 */
export function blurRegions(
  records: readonly {
    stepId: string;
    elements: readonly (BlurShape | { type: Exclude<AnnotationType, 'blur'> })[];
  }[],
  steps: readonly { id: string; start: number; end: number }[],
  videoAspect: number,
): RenderBlur[] {
  const at = new Map(steps.map((s) => [s.id, s]));
  const out: RenderBlur[] = [];
  for (const r of records) {
    const step = at.get(r.stepId);
    if (!step) continue;
    for (const el of r.elements) {
      if (el.type !== 'blur') continue;
      const start = step.start + el.startTime;
      const end = Math.min(step.end, step.start + el.endTime);
      if (!(end > start)) continue;
      const canvas = { width: el.originalCanvasWidth, height: el.originalCanvasHeight };
      const box = canvasRectToVideo(blurBox(el), canvas, videoAspect);
      if (!box) continue;
      out.push({ shape: el.shape, ...box, start, end });
    }
  }
  return out.sort((a, b) => a.start - b.start || a.x - b.x || a.y - b.y);
}
