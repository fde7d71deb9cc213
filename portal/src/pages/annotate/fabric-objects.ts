/**
 * Elements as fabric 7 objects (issue 22). Each object is built in its element's OWN canvas
 * units and then placed with one factor k (canvas on screen / the element's canvas): left, top
 * and scale times k, so strokes and text scale with it as the player scales them. Every object
 * uses originX 'left' / originY 'top' explicitly (fabric 7 defaults to 'center'). Takes the
 * fabric module as an argument: only annotation-canvas.ts imports fabric, lazily.
 */
import {
  arrowGeometry,
  DASH_ARRAY,
  type AnnotationElement,
  type ArrowElement,
  type BlurElement,
  type ShapeElement,
} from '@stepwise/core';
import type * as Fabric from 'fabric';
import { outlineWidth } from './annotation-elements';

export type FabricModule = typeof Fabric;
export type FabricObject = Fabric.FabricObject;

/** The frosted look of a blur box in the editor (the real blur is burned in on save). */
const BLUR_FILL = 'rgba(255,255,255,0.55)';
const BLUR_STROKE = '#5f6368';

const placed = { originX: 'left', originY: 'top', lockRotation: true } as const;

/**
 * The object of an element on a canvas k times its own, or null for what it cannot draw (an
 * image that does not load).
 */
export async function buildObject(
  f: FabricModule,
  el: AnnotationElement,
  k: number,
  blurLabel: string,
): Promise<FabricObject | null> {
  const obj = await naturalObject(f, el, blurLabel);
  if (!obj) return null;
  // Arrows are groups placed by their own box; their ends move with it, they do not resize.
  const left = el.type === 'arrow' ? obj.left : el.left;
  const top = el.type === 'arrow' ? obj.top : el.top;
  obj.set({
    ...placed,
    left: left * k,
    top: top * k,
    scaleX: (el.type === 'arrow' ? 1 : el.scaleX) * k,
    scaleY: (el.type === 'arrow' ? 1 : el.scaleY) * k,
    opacity: el.opacity,
  });
  obj.setControlVisible('mtr', false);
  if (el.type === 'arrow') obj.set({ lockScalingX: true, lockScalingY: true, hasControls: false });
  obj.setCoords();
  return obj;
}

async function naturalObject(
  f: FabricModule,
  el: AnnotationElement,
  blurLabel: string,
): Promise<FabricObject | null> {
  switch (el.type) {
    case 'path':
      return new f.Path(el.path as unknown as Fabric.TComplexPathData, {
        ...placed,
        left: el.left,
        top: el.top,
        fill: el.fill ?? '',
        stroke: el.stroke,
        strokeWidth: el.strokeWidth,
        strokeLineCap: 'round',
        strokeLineJoin: 'round',
      });
    case 'arrow':
      return arrowObject(f, el);
    case 'i-text':
      return new f.IText(el.text, {
        ...placed,
        fontFamily: el.fontFamily,
        fontSize: el.fontSize,
        fill: el.fill,
        fontWeight: el.fontWeight,
        fontStyle: el.fontStyle,
        backgroundColor: el.backgroundColor ?? '',
      });
    case 'image':
      try {
        const image = await f.FabricImage.fromURL(el.imageUrl, { crossOrigin: 'anonymous' });
        image.set({ width: el.width, height: el.height });
        return image;
      } catch {
        return null;
      }
    case 'shape':
      return shapeObject(f, el);
    case 'blur':
      return blurObject(f, el, blurLabel);
  }
}

/** The shaft (stopped short of the tip) and the filled head, from core's arrowGeometry. */
function arrowObject(f: FabricModule, el: ArrowElement): FabricObject {
  const { shaft, head } = arrowGeometry({ x: el.startX, y: el.startY }, { x: el.endX, y: el.endY });
  const line = new f.Line([shaft[0].x, shaft[0].y, shaft[1].x, shaft[1].y], {
    stroke: el.stroke,
    strokeWidth: el.strokeWidth,
    strokeLineCap: 'round',
  });
  const tip = new f.Polygon(head, { fill: el.stroke, strokeWidth: 0 });
  return new f.Group([line, tip], { ...placed, subTargetCheck: false });
}

function shapeObject(f: FabricModule, el: ShapeElement): FabricObject {
  const style = {
    ...placed,
    fill: el.fill ?? 'transparent',
    stroke: el.stroke,
    strokeWidth: outlineWidth(el.strokeType),
    strokeDashArray: el.strokeType === 'dashed' ? [...DASH_ARRAY] : null,
  };
  if (el.shape === 'circle') return new f.Circle({ ...style, radius: el.radius ?? 1 });
  const size = { width: el.width ?? 1, height: el.height ?? 1 };
  return el.shape === 'triangle'
    ? new f.Triangle({ ...style, ...size })
    : new f.Rect({ ...style, ...size });
}

/** Writes the label in the box's top-left corner (the context is at the object's centre). */
function drawLabel(ctx: CanvasRenderingContext2D, w: number, h: number, label: string) {
  ctx.save();
  ctx.fillStyle = BLUR_STROKE;
  ctx.font = '600 13px sans-serif';
  ctx.textBaseline = 'top';
  ctx.fillText(label, -w / 2 + 6, -h / 2 + 5, Math.max(w - 8, 8));
  ctx.restore();
}

function blurObject(f: FabricModule, el: BlurElement, label: string): FabricObject {
  const style = {
    ...placed,
    fill: BLUR_FILL,
    stroke: BLUR_STROKE,
    strokeWidth: 1,
    strokeDashArray: [...DASH_ARRAY],
  };
  if (el.shape === 'circle') {
    const circle = new f.Circle({ ...style, radius: el.radius ?? 1 });
    const render = circle._render.bind(circle);
    circle._render = (ctx) => {
      render(ctx);
      drawLabel(ctx, circle.radius * 2, circle.radius * 2, label);
    };
    return circle;
  }
  const rect = new f.Rect({ ...style, width: el.width ?? 1, height: el.height ?? 1 });
  const render = rect._render.bind(rect);
  rect._render = (ctx) => {
    render(ctx);
    drawLabel(ctx, rect.width, rect.height, label);
  };
  return rect;
}
