/**
 * The annotation rules (issue 22; 001 §5 drawing rules, §9 canvas constants): the canvas
 * geometry the editor and the player share, and blurRegions, which places blur elements on the
 * timeline and the picture for the re-render (RenderPlan.blurs).
 */
import { describe, expect, it } from 'vitest';
import {
  ANNOTATION_CANVAS,
  annotationScale,
  annotationVisibleAt,
  ARROW_HEAD_PX,
  ARROW_SHAFT_TRIM_PX,
  arrowGeometry,
  blurBox,
  blurRegions,
  CANVAS_EDGE_MARGIN,
  canvasRectToVideo,
  clampPoint,
  fitCanvas,
  longEnough,
  MIN_DRAW_PX,
} from './annotation.js';
import type { AnnotationElement, BlurElement } from './annotation.schema.js';

const CANVAS = { width: ANNOTATION_CANVAS.width, height: ANNOTATION_CANVAS.height };

const blur = (over: Partial<BlurElement> = {}): BlurElement => ({
  id: 'b',
  type: 'blur',
  shape: 'rectangle',
  left: 169,
  top: 95,
  width: 338,
  height: 190,
  scaleX: 1,
  scaleY: 1,
  opacity: 1,
  startTime: 1,
  endTime: 3,
  isRedraw: false,
  originalCanvasWidth: CANVAS.width,
  originalCanvasHeight: CANVAS.height,
  ...over,
});

describe('canvas constants', () => {
  it('the reference canvas is 676 x 380, aspect 1.77', () => {
    expect(ANNOTATION_CANVAS).toEqual({ width: 676, height: 380, aspect: 1.77 });
    expect(MIN_DRAW_PX).toBe(20);
    expect(CANVAS_EDGE_MARGIN).toBe(5);
    expect([ARROW_HEAD_PX, ARROW_SHAFT_TRIM_PX]).toEqual([20, 18]);
  });
});

describe('clampPoint', () => {
  it('keeps points inside the canvas minus the 5 px margin', () => {
    expect(clampPoint({ x: -10, y: 500 }, CANVAS)).toEqual({ x: 5, y: 375 });
    expect(clampPoint({ x: 700, y: 2 }, CANVAS)).toEqual({ x: 671, y: 5 });
    expect(clampPoint({ x: 100, y: 200 }, CANVAS)).toEqual({ x: 100, y: 200 });
  });
  it('a canvas smaller than the margins pins points to the margin', () => {
    expect(clampPoint({ x: 3, y: 3 }, { width: 6, height: 6 })).toEqual({ x: 5, y: 5 });
  });
});

describe('longEnough', () => {
  it('keeps a shape or arrow of at least 20 px, in any direction', () => {
    expect(longEnough({ x: 0, y: 0 }, { x: 12, y: 16 })).toBe(true); // exactly 20
    expect(longEnough({ x: 0, y: 0 }, { x: 12, y: 15.9 })).toBe(false);
    expect(longEnough({ x: 50, y: 50 }, { x: 30, y: 50 })).toBe(true);
    expect(longEnough({ x: 50, y: 50 }, { x: 50, y: 50 })).toBe(false);
  });
});

describe('fitCanvas', () => {
  it('contains the 16:9 canvas in a box, centred', () => {
    const wide = fitCanvas({ width: 1000, height: 380 });
    expect(wide.height).toBe(380);
    expect(wide.width).toBeCloseTo(676, 6);
    expect(wide.x).toBeCloseTo((1000 - 676) / 2, 6);
    expect(wide.y).toBe(0);
    const tall = fitCanvas({ width: 676, height: 1000 });
    expect(tall).toMatchObject({ x: 0, width: 676 });
    expect(tall.height).toBeCloseTo(380, 6);
    expect(tall.y).toBeCloseTo((1000 - 380) / 2, 6);
  });
  it('any aspect; an empty box gives an empty canvas', () => {
    expect(fitCanvas({ width: 800, height: 800 }, 4 / 3)).toEqual({
      x: 0,
      y: 100,
      width: 800,
      height: 600,
    });
    expect(fitCanvas({ width: 0, height: 300 })).toEqual({ x: 0, y: 0, width: 0, height: 0 });
  });
});

describe('annotationScale', () => {
  it('is the display width over the element canvas width', () => {
    expect(annotationScale({ originalCanvasWidth: 676 }, 380)).toBeCloseTo(0.5621, 4);
    expect(annotationScale({ originalCanvasWidth: 338 }, 676)).toBe(2);
  });
  it('an element without a canvas size was drawn on the 676 px reference', () => {
    expect(annotationScale({}, 1352)).toBe(2);
    expect(annotationScale({ originalCanvasWidth: null }, 338)).toBe(0.5);
  });
});

describe('annotationVisibleAt', () => {
  it('shows from the start (inclusive) to the end (exclusive), in step seconds', () => {
    const el = { startTime: 1, endTime: 3 };
    expect(annotationVisibleAt(el, 0.99)).toBe(false);
    expect(annotationVisibleAt(el, 1)).toBe(true);
    expect(annotationVisibleAt(el, 2.99)).toBe(true);
    expect(annotationVisibleAt(el, 3)).toBe(false);
  });
});

describe('arrowGeometry', () => {
  it('the shaft stops 18 px before the tip; the head is 20 px long and as wide', () => {
    const { shaft, head } = arrowGeometry({ x: 0, y: 0 }, { x: 100, y: 0 });
    expect(shaft).toEqual([
      { x: 0, y: 0 },
      { x: 82, y: 0 },
    ]);
    expect(head[0]).toEqual({ x: 100, y: 0 });
    expect(head[1]).toEqual({ x: 80, y: 10 });
    expect(head[2]).toEqual({ x: 80, y: -10 });
  });
  it('follows the direction of the arrow', () => {
    const { shaft, head } = arrowGeometry({ x: 10, y: 10 }, { x: 10, y: 110 });
    expect(shaft[1].x).toBeCloseTo(10, 9);
    expect(shaft[1].y).toBeCloseTo(92, 9);
    const base = head.slice(1).map((p) => p.y);
    expect(base[0]).toBeCloseTo(90, 9);
    expect(base[1]).toBeCloseTo(90, 9);
    expect(Math.abs(head[1].x - head[2].x)).toBeCloseTo(ARROW_HEAD_PX, 9);
  });
  it('an arrow shorter than the trim keeps a zero-length shaft at its start', () => {
    const { shaft } = arrowGeometry({ x: 0, y: 0 }, { x: 10, y: 0 });
    expect(shaft[1]).toEqual({ x: 0, y: 0 });
  });
});

describe('canvasRectToVideo', () => {
  it('a 16:9 video fills the canvas: pixels become fractions', () => {
    const r = canvasRectToVideo({ x: 169, y: 95, width: 338, height: 190 }, CANVAS, 676 / 380);
    expect(r!.x).toBeCloseTo(0.25, 6);
    expect(r!.y).toBeCloseTo(0.25, 6);
    expect(r!.width).toBeCloseTo(0.5, 6);
    expect(r!.height).toBeCloseTo(0.5, 6);
  });
});

describe('blurBox', () => {
  it('a rectangle is its scaled size; a circle the square around it', () => {
    expect(blurBox(blur({ scaleX: 2, scaleY: 0.5 }))).toEqual({
      x: 169,
      y: 95,
      width: 676,
      height: 95,
    });
    const circle = blur({ shape: 'circle', width: undefined, height: undefined, radius: 50 });
    expect(blurBox({ ...circle, scaleX: 2 })).toEqual({ x: 169, y: 95, width: 200, height: 100 });
  });
});

describe('blurRegions', () => {
  const steps = [
    { id: 's1', start: 0, end: 10 },
    { id: 's2', start: 10, end: 12.5 },
  ];

  it('places each blur at its step start on the timeline, as fractions of the picture', () => {
    const out = blurRegions([{ stepId: 's2', elements: [blur()] }], steps, 16 / 9);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({ shape: 'rectangle', start: 11, end: 12.5 });
    // Cut to the step's end (10 + 3 = 13 > 12.5); the 676 x 380 canvas is 16:9 within 0.1 px.
    expect(out[0]!.x).toBeCloseTo(0.25, 3);
    expect(out[0]!.width).toBeCloseTo(0.5, 3);
    expect(out[0]!.y).toBeCloseTo(0.25, 6);
    expect(out[0]!.height).toBeCloseTo(0.5, 6);
  });

  it('drops blurs past their step, on a step no longer on the timeline, and non-blur elements', () => {
    const arrow = {
      id: 'a',
      type: 'arrow',
      stroke: '#ff0000',
      strokeWidth: 6,
      startX: 0,
      startY: 0,
      endX: 50,
      endY: 50,
      left: 0,
      top: 0,
      scaleX: 1,
      scaleY: 1,
      opacity: 1,
      startTime: 0,
      endTime: 2,
      isRedraw: false,
      originalCanvasWidth: 676,
      originalCanvasHeight: 380,
    } as AnnotationElement;
    const out = blurRegions(
      [
        { stepId: 's2', elements: [blur({ startTime: 2.5, endTime: 4 }), arrow] },
        { stepId: 'deleted', elements: [blur()] },
      ],
      steps,
      16 / 9,
    );
    expect(out).toEqual([]);
  });

  it('maps a 4:3 video letterboxed in the canvas: the bars are outside the picture', () => {
    // The 4:3 picture in 676 x 380 is 506.67 wide, from x = 84.67.
    const bar = (676 - (380 * 4) / 3) / 2;
    const picture = (380 * 4) / 3;
    const out = blurRegions(
      [
        {
          stepId: 's1',
          elements: [
            // Half in the left bar: cut at the picture's edge.
            blur({ id: 'edge', left: 0, top: 0, width: bar + picture / 4, height: 190 }),
            // Wholly in the right bar: nothing to blur.
            blur({ id: 'bar', left: 676 - bar + 2, top: 10, width: bar - 4, height: 100 }),
            // The picture's middle.
            blur({
              id: 'mid',
              left: bar + picture / 4,
              top: 95,
              width: picture / 2,
              height: 190,
              startTime: 2,
            }),
          ],
        },
      ],
      steps,
      4 / 3,
    );
    expect(out).toHaveLength(2);
    const [edge, mid] = out;
    expect(edge!.x).toBeCloseTo(0, 6);
    expect(edge!.width).toBeCloseTo(0.25, 6);
    expect(edge!.height).toBeCloseTo(0.5, 6);
    expect(mid!.x).toBeCloseTo(0.25, 6);
    expect(mid!.y).toBeCloseTo(0.25, 6);
    expect(mid!.width).toBeCloseTo(0.5, 6);
    expect(mid).toMatchObject({ start: 2, end: 3 });
  });

  it('a circle is placed by the box around it, and keeps its shape', () => {
    const circle = blur({
      shape: 'circle',
      width: undefined,
      height: undefined,
      radius: 95,
      left: 243,
      top: 95,
    });
    const [out] = blurRegions([{ stepId: 's1', elements: [circle] }], steps, 676 / 380);
    expect(out!.shape).toBe('circle');
    expect(out!.width).toBeCloseTo(190 / 676, 6);
    expect(out!.height).toBeCloseTo(0.5, 6);
    expect(out!.x).toBeCloseTo(243 / 676, 6);
  });

  it('is ordered by start, then position, so equal annotations make equal plans', () => {
    const records = [
      { stepId: 's2', elements: [blur({ id: 'late' })] },
      {
        stepId: 's1',
        elements: [blur({ id: 'right', left: 400 }), blur({ id: 'left', left: 10 })],
      },
    ];
    const out = blurRegions(records, steps, 676 / 380);
    expect(out.map((b) => [b.start, Math.round(b.x * 676)])).toEqual([
      [1, 10],
      [1, 400],
      [11, 169],
    ]);
  });
});
