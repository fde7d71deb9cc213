/**
 * Pure rules of the annotation editor (issue 22; 001 §3 element fields, §5 drawing rules): new
 * elements from a drag, their times, the scale between an element's own canvas and the canvas
 * on screen, and the mm:ss.cc stamps of the times lane. No fabric here (the fabric wrapper maps
 * through these), so it is tested in plain vitest.
 */
import {
  ANNOTATION_COLOURS,
  annotationScale,
  clampPoint,
  DEFAULT_ANNOTATION_SECONDS,
  DEFAULT_FONT_FAMILY,
  DEFAULT_FONT_SIZE,
  longEnough,
  SHAPE_STROKE_WIDTH,
  STROKE_WIDTHS,
  annotationVisibleAt,
  type AnnotationElement,
  type PathCommand,
  type Point,
  type ShapeKind,
  type Size,
  type StrokeType,
} from '@stepwise/core';

/** What the toolbar has chosen besides the tool. */
export interface DrawStyle {
  colour: string;
  strokeWidth: number;
  shape: ShapeKind;
  strokeType: StrokeType;
  blurShape: 'rectangle' | 'circle';
  bold: boolean;
  italic: boolean;
  background: boolean;
}

/** A step-relative time range. */
export interface Times {
  startTime: number;
  endTime: number;
}

/** Elements the editor makes on its own canvas (path, arrow, text, shape, blur, image). */
export type DragTool = 'arrow' | 'shape' | 'blur';

let counter = 0;
/** An element id unique within the record (the server keeps what the client sends). */
export function newElementId(): string {
  counter += 1;
  const random = Math.random().toString(36).slice(2, 8);
  return `a${Date.now().toString(36)}${counter.toString(36)}${random}`;
}

/**
 * A new element starts at the playhead (step-relative) and lasts DEFAULT_ANNOTATION_SECONDS,
 * cut at the step's end; at the very end it takes the last DEFAULT_ANNOTATION_SECONDS instead,
 * so it is never an empty range.
 */
export function newElementTimes(playhead: number, stepDuration: number): Times {
  const duration = Math.max(stepDuration, 0.01);
  const start = Math.min(Math.max(playhead, 0), duration);
  const end = Math.min(start + DEFAULT_ANNOTATION_SECONDS, duration);
  if (end - start >= 0.01) return { startTime: round2(start), endTime: round2(end) };
  return {
    startTime: round2(Math.max(0, duration - DEFAULT_ANNOTATION_SECONDS)),
    endTime: round2(duration),
  };
}

const round2 = (v: number) => Math.round(v * 100) / 100;
const round1 = (v: number) => Math.round(v * 10) / 10;

/** What every new element has: an id, its times, no scale yet, and the canvas it is drawn on. */
function fresh(canvas: Size, times: Times) {
  return {
    id: newElementId(),
    ...times,
    scaleX: 1,
    scaleY: 1,
    opacity: 1,
    isRedraw: false,
    originalCanvasWidth: round1(canvas.width),
    originalCanvasHeight: round1(canvas.height),
  };
}

/** The toolbar's choices when the editor opens. */
export const DEFAULT_STYLE: DrawStyle = {
  colour: ANNOTATION_COLOURS.red,
  strokeWidth: STROKE_WIDTHS.normal,
  shape: 'rectangle',
  strokeType: 'solid',
  blurShape: 'rectangle',
  bold: false,
  italic: false,
  background: false,
};

/** The factor from an element's own canvas to the canvas on screen. */
export const scaleTo = (el: { originalCanvasWidth: number }, canvas: Size) =>
  annotationScale(el, canvas.width);

/**
 * An element from a drag (arrow, shape or blur) on the canvas on screen: both ends clamped to
 * the canvas minus its margin; null when shorter than MIN_DRAW_PX (001 §5: rejected, redrawn).
 */
export function elementFromDrag(
  tool: DragTool,
  from: Point,
  to: Point,
  canvas: Size,
  style: DrawStyle,
  times: Times,
): AnnotationElement | null {
  const a = clampPoint(from, canvas);
  const b = clampPoint(to, canvas);
  if (!longEnough(a, b)) return null;
  const base = fresh(canvas, times);
  const box = {
    left: round1(Math.min(a.x, b.x)),
    top: round1(Math.min(a.y, b.y)),
    width: round1(Math.max(Math.abs(b.x - a.x), 1)),
    height: round1(Math.max(Math.abs(b.y - a.y), 1)),
  };
  if (tool === 'arrow') {
    return {
      ...base,
      type: 'arrow',
      left: box.left,
      top: box.top,
      stroke: style.colour,
      strokeWidth: style.strokeWidth,
      startX: round1(a.x),
      startY: round1(a.y),
      endX: round1(b.x),
      endY: round1(b.y),
    };
  }
  const shape = tool === 'blur' ? style.blurShape : style.shape;
  // A circle is the largest inside the dragged box, from the box's top-left.
  const sized =
    shape === 'circle'
      ? { radius: round1(Math.max(Math.min(box.width, box.height) / 2, 1)) }
      : { width: box.width, height: box.height };
  if (tool === 'blur') {
    return {
      ...base,
      type: 'blur',
      shape: style.blurShape,
      left: box.left,
      top: box.top,
      ...sized,
    };
  }
  return {
    ...base,
    type: 'shape',
    shape: style.shape,
    left: box.left,
    top: box.top,
    ...sized,
    stroke: style.colour,
    // 'none' is a filled shape without an outline; solid and dashed are outlines only.
    fill: style.strokeType === 'none' ? style.colour : null,
    strokeType: style.strokeType,
  };
}

/** A text element placed where the canvas was clicked (clamped). */
export function textElementAt(
  at: Point,
  canvas: Size,
  text: string,
  style: DrawStyle,
  times: Times,
): AnnotationElement {
  const p = clampPoint(at, canvas);
  return {
    ...fresh(canvas, times),
    type: 'i-text',
    left: round1(p.x),
    top: round1(p.y),
    text,
    fill: style.colour,
    fontWeight: style.bold ? 'bold' : 'normal',
    fontStyle: style.italic ? 'italic' : 'normal',
    backgroundColor: style.background ? contrastOf(style.colour) : null,
    fontFamily: DEFAULT_FONT_FAMILY,
    fontSize: DEFAULT_FONT_SIZE,
  };
}

/** A background that keeps text readable: black behind light colours, white behind dark. */
export function contrastOf(colour: string): string {
  const hex = colour.replace('#', '');
  if (!/^[0-9a-fA-F]{6}$/.test(hex)) return '#000000';
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return 0.299 * r! + 0.587 * g! + 0.114 * b! > 150 ? '#000000' : '#ffffff';
}

/**
 * An element moved or resized on the canvas on screen (left, top and scale there) back on its
 * own canvas: divided by the factor between the two. An arrow's ends move with its box.
 */
export function movedElement(
  el: AnnotationElement,
  onScreen: { left: number; top: number; scaleX: number; scaleY: number },
  canvas: Size,
): AnnotationElement {
  const k = scaleTo(el, canvas);
  const left = round1(onScreen.left / k);
  const top = round1(onScreen.top / k);
  if (el.type === 'arrow') {
    const dx = left - el.left;
    const dy = top - el.top;
    return {
      ...el,
      left,
      top,
      startX: round1(el.startX + dx),
      startY: round1(el.startY + dy),
      endX: round1(el.endX + dx),
      endY: round1(el.endY + dy),
    };
  }
  const scaleX = Math.round((onScreen.scaleX / k) * 1000) / 1000;
  const scaleY = Math.round((onScreen.scaleY / k) * 1000) / 1000;
  return { ...el, left, top, scaleX, scaleY };
}

/** A pen stroke (fabric's path commands on the canvas on screen, and its box's top-left). */
export function penElement(
  path: readonly (readonly (string | number)[])[],
  at: Point,
  canvas: Size,
  style: DrawStyle,
  times: Times,
): AnnotationElement | null {
  const commands = path
    .filter((c) => ['M', 'L', 'Q', 'C', 'Z'].includes(String(c[0])))
    .map((c) => [c[0], ...c.slice(1).map((v) => round1(Number(v)))]);
  if (commands.length < 2) return null;
  return {
    ...fresh(canvas, times),
    type: 'path',
    left: round1(at.x),
    top: round1(at.y),
    path: commands as PathCommand[],
    fill: null,
    stroke: style.colour,
    strokeWidth: style.strokeWidth,
  };
}

/** An image placed centred on the canvas, at most half its width. */
export function imageElement(
  image: { key: string; url: string; width: number; height: number },
  canvas: Size,
  times: Times,
): AnnotationElement {
  const fit = Math.min(1, canvas.width / 2 / image.width, canvas.height / 2 / image.height);
  const w = image.width * fit;
  const h = image.height * fit;
  return {
    ...fresh(canvas, times),
    type: 'image',
    left: round1((canvas.width - w) / 2),
    top: round1((canvas.height - h) / 2),
    width: image.width,
    height: image.height,
    scaleX: Math.round(fit * 1000) / 1000,
    scaleY: Math.round(fit * 1000) / 1000,
    imageUrl: image.url,
    originalImageUrl: image.key,
  };
}

/** The outline of a shape: 2 px (001 §9), none for a filled one. */
export const outlineWidth = (strokeType: StrokeType) =>
  strokeType === 'none' ? 0 : SHAPE_STROKE_WIDTH;

// ---- times lane ---------------------------------------------------------------------------------

/** 001 §5 timestamp format mm:ss.cc. */
export function formatStamp(seconds: number): string {
  const cs = Math.round(Math.max(seconds, 0) * 100);
  const mm = Math.floor(cs / 6000);
  const ss = Math.floor((cs % 6000) / 100);
  const cc = cs % 100;
  return `${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}.${String(cc).padStart(2, '0')}`;
}

/** mm:ss.cc (or mm:ss, or ss.cc) as seconds; null when it is not one. */
export function parseStamp(text: string): number | null {
  const m = /^\s*(?:(\d{1,3}):)?(\d{1,2})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  const minutes = Number(m[1] ?? 0);
  const secs = Number(m[2]);
  if (m[1] !== undefined && secs >= 60) return null;
  const frac = m[3] ? Number(m[3].padEnd(2, '0')) / 100 : 0;
  return minutes * 60 + secs + frac;
}

/** Why a time range cannot be kept: null when it can (inside the step, end after start). */
export function timesProblem(
  times: Times,
  stepDuration: number,
): 'endBeforeStart' | 'outsideStep' | null {
  if (times.startTime < 0 || times.endTime > stepDuration + 0.005) return 'outsideStep';
  if (!(times.endTime > times.startTime)) return 'endBeforeStart';
  return null;
}

/** The elements the canvas shows at a step-relative playhead, plus the selected one. */
export function shownIds(
  elements: readonly AnnotationElement[],
  playhead: number,
  selectedId: string | null,
): Set<string> {
  const shown = new Set<string>();
  for (const el of elements) {
    if (annotationVisibleAt(el, playhead) || el.id === selectedId) shown.add(el.id);
  }
  return shown;
}
