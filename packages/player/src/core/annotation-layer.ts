/**
 * The player's annotation layer (002 §1), its rules without React: which of a step's elements
 * can be drawn, which show at a step-relative time, and each element's SVG geometry on its own
 * canvas (issue 22 contract, core annotation.ts). The layer draws every element in its canvas's
 * pixels inside an <svg> whose viewBox is that canvas, so scaling to the player's width is the
 * browser's, exact, and the numbers here never depend on the display.
 *
 * The player's answer checks annotations loosely (core player.mini.ts: a type and two times), so
 * everything drawn passes `drawableAnnotations` first: an unknown type, a blur (burned into the
 * video by the re-render, never drawn here) or a missing field is skipped, never a throw.
 */
import {
  ANNOTATION_CANVAS,
  annotationScale,
  annotationVisibleAt,
  arrowGeometry,
  DASH_ARRAY,
  DEFAULT_FONT_FAMILY,
  DEFAULT_FONT_SIZE,
  SHAPE_STROKE_WIDTH,
  type AnnotationElement,
  type ArrowElement,
  type ImageElement,
  type PathCommand,
  type PenElement,
  type Point,
  type Rect,
  type ShapeElement,
  type TextElement,
} from '@stepwise/core';

/** What the layer draws: every element type but blur. */
export type DrawableAnnotation =
  PenElement | ArrowElement | TextElement | ImageElement | ShapeElement;

const num = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const str = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const positive = (v: unknown): v is number => num(v) && v > 0;

function pathOk(path: unknown): boolean {
  return (
    Array.isArray(path) &&
    path.length > 0 &&
    path.every(
      (c) =>
        Array.isArray(c) &&
        typeof c[0] === 'string' &&
        (c as unknown[]).slice(1).every(num) &&
        COMMAND_ARITY[c[0] as string] === c.length - 1,
    )
  );
}

const COMMAND_ARITY: Record<string, number> = { M: 2, L: 2, Q: 4, C: 6, Z: 0 };

/** The fields each drawn type needs (beyond id, left, top and the two times). */
const REQUIRED: Record<DrawableAnnotation['type'], (e: Record<string, unknown>) => boolean> = {
  path: (e) => str(e['stroke']) && pathOk(e['path']),
  arrow: (e) => str(e['stroke']) && ['startX', 'startY', 'endX', 'endY'].every((k) => num(e[k])),
  'i-text': (e) => str(e['text']) && str(e['fill']),
  image: (e) => str(e['imageUrl']) && positive(e['width']) && positive(e['height']),
  shape: (e) =>
    e['shape'] === 'circle'
      ? positive(e['radius'])
      : (e['shape'] === 'rectangle' || e['shape'] === 'triangle') &&
        positive(e['width']) &&
        positive(e['height']),
};

/** The elements of a step the layer can draw, in their stored order (later ones on top). */
export function drawableAnnotations(
  elements: readonly AnnotationElement[] | null | undefined,
): DrawableAnnotation[] {
  if (!Array.isArray(elements)) return [];
  return elements.filter((e): e is DrawableAnnotation => {
    if (typeof e !== 'object' || e === null) return false;
    const r = e as unknown as Record<string, unknown>;
    const type = r['type'];
    // Own keys only: 'constructor' or 'toString' is no element type.
    if (typeof type !== 'string' || !Object.hasOwn(REQUIRED, type)) return false;
    const check = REQUIRED[type as DrawableAnnotation['type']];
    return (
      str(r['id']) &&
      num(r['left']) &&
      num(r['top']) &&
      num(r['startTime']) &&
      num(r['endTime']) &&
      check(r)
    );
  });
}

/**
 * The ids shown at `stepSeconds` (seconds from the start of the step), joined: a string the
 * layer compares from frame to frame, so it re-renders only when the visible set changes.
 */
export function visibleKey(elements: readonly DrawableAnnotation[], stepSeconds: number): string {
  return elements
    .filter((e) => annotationVisibleAt(e, stepSeconds))
    .map((e) => e.id)
    .join('\n');
}

/** The elements a `visibleKey` names, in drawing order. */
export function visibleFromKey(
  elements: readonly DrawableAnnotation[],
  key: string,
): DrawableAnnotation[] {
  if (!key) return [];
  const ids = new Set(key.split('\n'));
  return elements.filter((e) => ids.has(e.id));
}

// ---- canvases ------------------------------------------------------------------------------------

export interface AnnotationCanvas {
  /** The canvas the elements were drawn on (their coordinates' space). */
  width: number;
  height: number;
  elements: DrawableAnnotation[];
}

const canvasOf = (e: DrawableAnnotation) => ({
  width: positive(e.originalCanvasWidth) ? e.originalCanvasWidth : ANNOTATION_CANVAS.width,
  height: positive(e.originalCanvasHeight) ? e.originalCanvasHeight : ANNOTATION_CANVAS.height,
});

/**
 * The elements grouped by the canvas they were drawn on (one <svg> each), in order of first
 * appearance. Elements of one step drawn at two editor widths keep their own scale.
 */
export function canvasesOf(elements: readonly DrawableAnnotation[]): AnnotationCanvas[] {
  const out = new Map<string, AnnotationCanvas>();
  for (const e of elements) {
    const { width, height } = canvasOf(e);
    const key = `${width}x${height}`;
    const canvas = out.get(key) ?? { width, height, elements: [] };
    canvas.elements.push(e);
    out.set(key, canvas);
  }
  return [...out.values()];
}

/**
 * Where an <svg> of `canvas` sits in a layer `layerWidth` wide: the full width, and the height
 * the canvas's own aspect gives it (the contract's single factor, annotationScale), from the
 * layer's top-left. So an element at `left` lands at `left * layerWidth / canvas.width`.
 */
export function svgBox(canvas: { width: number; height: number }, layerWidth: number) {
  const scale = annotationScale({ originalCanvasWidth: canvas.width }, layerWidth);
  return { width: layerWidth, height: canvas.height * scale, scale };
}

// ---- element geometry (canvas pixels) --------------------------------------------------------

const scaleOf = (e: { scaleX?: number; scaleY?: number }) => ({
  sx: positive(e.scaleX) ? e.scaleX : 1,
  sy: positive(e.scaleY) ? e.scaleY : 1,
});

/** A scale about the element's top-left, as an SVG transform (undefined when there is none). */
export function scaleAbout(e: DrawableAnnotation): string | undefined {
  const { sx, sy } = scaleOf(e);
  if (sx === 1 && sy === 1) return undefined;
  return `translate(${e.left} ${e.top}) scale(${sx} ${sy}) translate(${-e.left} ${-e.top})`;
}

/** fabric's path commands as SVG path data (the same letters, absolute). */
export function pathData(commands: readonly PathCommand[]): string {
  return commands.map((c) => c.join(' ')).join(' ');
}

/** The box of a path's points (control points included: near enough for a pen stroke). */
export function pathBounds(commands: readonly PathCommand[]): Rect {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const c of commands) {
    for (let i = 1; i + 1 < c.length; i += 2) {
      const x = c[i] as number;
      const y = c[i + 1] as number;
      minX = Math.min(minX, x);
      minY = Math.min(minY, y);
      maxX = Math.max(maxX, x);
      maxY = Math.max(maxY, y);
    }
  }
  if (minX === Infinity) return { x: 0, y: 0, width: 0, height: 0 };
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

/**
 * A pen stroke's transform: its points keep their shape, and their box's top-left is placed at
 * the element's left/top and scaled there (fabric moves and scales a path by left/top and
 * scaleX/Y without rewriting its commands; an editor that rewrites them sends the box's own
 * top-left, and the transform is the identity).
 */
export function penTransform(e: PenElement): string | undefined {
  const box = pathBounds(e.path);
  const { sx, sy } = scaleOf(e);
  const dx = e.left - box.x;
  const dy = e.top - box.y;
  if (sx === 1 && sy === 1 && dx === 0 && dy === 0) return undefined;
  return `translate(${e.left} ${e.top}) scale(${sx} ${sy}) translate(${-box.x} ${-box.y})`;
}

/** An arrow's shaft and head (core arrowGeometry), from its stored ends. */
export function arrowShape(e: ArrowElement) {
  return arrowGeometry({ x: e.startX, y: e.startY }, { x: e.endX, y: e.endY });
}

export const pointsAttr = (points: readonly Point[]) =>
  points.map((p) => `${p.x},${p.y}`).join(' ');

export type ShapeGeometry =
  | { kind: 'rect'; x: number; y: number; width: number; height: number }
  | { kind: 'ellipse'; cx: number; cy: number; rx: number; ry: number }
  | { kind: 'polygon'; points: string };

/**
 * A shape's outline with its scale applied (so its stroke keeps SHAPE_STROKE_WIDTH on the
 * canvas, as the editor shows it): the box at left/top, width * scaleX by height * scaleY; a
 * circle's box is 2 * radius; a triangle points up from its box's bottom corners (fabric's).
 */
export function shapeGeometry(e: ShapeElement): ShapeGeometry {
  const { sx, sy } = scaleOf(e);
  if (e.shape === 'circle') {
    const rx = (e.radius ?? 0) * sx;
    const ry = (e.radius ?? 0) * sy;
    return { kind: 'ellipse', cx: e.left + rx, cy: e.top + ry, rx, ry };
  }
  const width = (e.width ?? 0) * sx;
  const height = (e.height ?? 0) * sy;
  if (e.shape === 'triangle') {
    return {
      kind: 'polygon',
      points: pointsAttr([
        { x: e.left, y: e.top + height },
        { x: e.left + width / 2, y: e.top },
        { x: e.left + width, y: e.top + height },
      ]),
    };
  }
  return { kind: 'rect', x: e.left, y: e.top, width, height };
}

/** A shape's outline paint: none, solid or dashed (001 §9 2 px, dash 4,4). */
export function shapeStroke(e: ShapeElement) {
  const type = e.strokeType ?? 'solid';
  if (type === 'none') return { stroke: 'none' };
  return {
    stroke: e.stroke,
    strokeWidth: SHAPE_STROKE_WIDTH,
    ...(type === 'dashed' ? { strokeDasharray: DASH_ARRAY.join(' ') } : {}),
  };
}

/** A colour attribute: a missing or null fill is no fill. */
export const paint = (colour: string | null | undefined) => (colour ? colour : 'none');

// fabric's text metrics (Text: lineHeight 1.16, _fontSizeMult 1.13, _fontSizeFraction 0.222): a
// line is fontSize * 1.13 * 1.16 tall and the first baseline sits fontSize * (1.13 - 0.222)
// below the box's top, so the SVG text lands where the editor drew it.
const FONT_SIZE_MULT = 1.13;
const LINE_HEIGHT = 1.16;
const FONT_SIZE_FRACTION = 0.222;

export interface TextLayout {
  lines: { text: string; x: number; y: number }[];
  fontSize: number;
  fontFamily: string;
  /** The box's height; its width is measured once drawn (or estimated, `estimatedWidth`). */
  height: number;
}

/** Text lines (split on \n) and their baselines, unscaled (scaleAbout applies the scale). */
export function textLayout(e: TextElement): TextLayout {
  const fontSize = positive(e.fontSize) ? e.fontSize : DEFAULT_FONT_SIZE;
  const line = fontSize * FONT_SIZE_MULT * LINE_HEIGHT;
  const first = fontSize * (FONT_SIZE_MULT - FONT_SIZE_FRACTION);
  const lines = e.text
    .split('\n')
    .map((text, i) => ({ text, x: e.left, y: e.top + first + i * line }));
  const family = str(e.fontFamily) ? e.fontFamily : DEFAULT_FONT_FAMILY;
  return {
    lines,
    fontSize,
    // The stored family first; the spec's default and any serif when the page has neither.
    fontFamily: `${JSON.stringify(family)}, ${JSON.stringify(DEFAULT_FONT_FAMILY)}, serif`,
    height: fontSize * FONT_SIZE_MULT * (LINE_HEIGHT * lines.length - (LINE_HEIGHT - 1)),
  };
}

/** A text box's width before it can be measured (jsdom, the first render): half an em a letter. */
export function estimatedWidth(layout: TextLayout): number {
  return Math.max(...layout.lines.map((l) => l.text.length)) * layout.fontSize * 0.55;
}
