import { describe, expect, it } from 'vitest';
import {
  ARROW_HEAD_PX,
  ARROW_SHAFT_TRIM_PX,
  playerWorkflowMiniSchema,
  type AnnotationElement,
} from '@stepwise/core';
import { sampleWorkflow } from './wire/sample-workflow.js';
import {
  arrowShape,
  canvasesOf,
  drawableAnnotations,
  pathBounds,
  pathData,
  penTransform,
  shapeGeometry,
  shapeStroke,
  svgBox,
  textLayout,
  visibleFromKey,
  visibleKey,
  type DrawableAnnotation,
} from './annotation-layer.js';
import { ANNOTATED } from './test-annotations.js';

const drawn = drawableAnnotations(ANNOTATED);
const byId = (id: string) => drawn.find((e) => e.id === id) as DrawableAnnotation;

describe('drawableAnnotations', () => {
  it('keeps the five drawn types in order and skips blur', () => {
    expect(drawn.map((e) => e.type)).toEqual([
      'shape',
      'arrow',
      'path',
      'i-text',
      'image',
      'shape',
    ]);
    expect(drawn.some((e) => (e.type as string) === 'blur')).toBe(false);
  });

  it('skips unknown types, prototype names and elements missing what their type needs', () => {
    const base = { id: 'x', left: 1, top: 1, startTime: 0, endTime: 1 };
    const loose = [
      { ...base, type: 'sticker' },
      { ...base, type: 'constructor' },
      { ...base, type: 'shape', shape: 'rectangle', stroke: '#000', width: 10 },
      { ...base, type: 'shape', shape: 'hexagon', stroke: '#000', width: 10, height: 10 },
      { ...base, type: 'arrow', stroke: '#000', startX: 0, startY: 0, endX: 'far', endY: 0 },
      {
        ...base,
        type: 'path',
        stroke: '#000',
        path: [
          ['M', 0],
          ['L', 1, 1],
        ],
      },
      { ...base, type: 'image', width: 5, height: 5, imageUrl: '' },
      { ...base, type: 'i-text', text: 'hi', fill: '#fff', left: Number.NaN },
      null,
    ] as unknown as AnnotationElement[];
    expect(drawableAnnotations(loose)).toEqual([]);
    expect(drawableAnnotations(undefined)).toEqual([]);
  });
});

describe('visibility', () => {
  it('shows an element from its start (inclusive) to its end (exclusive), step-relative', () => {
    expect(visibleKey(drawn, 0)).toBe('rect\narrow');
    expect(visibleKey(drawn, 1.5)).toBe('rect\narrow\npen\ntext');
    expect(visibleKey(drawn, 2)).toBe('arrow\npen\ntext');
    expect(visibleKey(drawn, 4)).toBe('image\ncircle');
    expect(visibleKey(drawn, 9)).toBe('');
  });

  it('gives back the named elements in drawing order', () => {
    expect(visibleFromKey(drawn, 'text\nrect').map((e) => e.id)).toEqual(['rect', 'text']);
    expect(visibleFromKey(drawn, '')).toEqual([]);
  });
});

describe('canvases and scale', () => {
  it('groups elements by the canvas they were drawn on', () => {
    const canvases = canvasesOf(drawn);
    expect(canvases.map((c) => [c.width, c.height, c.elements.length])).toEqual([
      [676, 380, 5],
      [1280, 720, 1],
    ]);
  });

  it('scales a canvas by the layer width alone (annotationScale)', () => {
    expect(svgBox({ width: 676, height: 380 }, 1352)).toEqual({
      width: 1352,
      height: 760,
      scale: 2,
    });
    expect(svgBox({ width: 1280, height: 720 }, 640).scale).toBe(0.5);
  });
});

describe('geometry on the canvas', () => {
  it('puts a rectangle box at left/top with its scale and a 2 px dashed outline', () => {
    const rect = byId('rect') as Extract<DrawableAnnotation, { type: 'shape' }>;
    expect(shapeGeometry(rect)).toEqual({ kind: 'rect', x: 100, y: 50, width: 200, height: 60 });
    expect(shapeStroke(rect)).toEqual({
      stroke: '#ff0000',
      strokeWidth: 2,
      strokeDasharray: '4 4',
    });
  });

  it('puts a circle in the square of its radius and a triangle on its box', () => {
    const circle = byId('circle') as Extract<DrawableAnnotation, { type: 'shape' }>;
    expect(shapeGeometry(circle)).toEqual({ kind: 'ellipse', cx: 140, cy: 140, rx: 40, ry: 40 });
    expect(shapeStroke({ ...circle, strokeType: 'none' })).toEqual({ stroke: 'none' });
    expect(shapeGeometry({ ...circle, shape: 'triangle', width: 10, height: 20 })).toEqual({
      kind: 'polygon',
      points: '100,120 105,100 110,120',
    });
  });

  it('draws the arrow from core arrowGeometry: shaft trimmed, head at the tip', () => {
    const { shaft, head } = arrowShape(
      byId('arrow') as Extract<DrawableAnnotation, { type: 'arrow' }>,
    );
    expect(shaft[0]).toEqual({ x: 300, y: 300 });
    expect(shaft[1]).toEqual({ x: 400 - ARROW_SHAFT_TRIM_PX, y: 300 });
    expect(head[0]).toEqual({ x: 400, y: 300 });
    expect(head[1]).toEqual({ x: 400 - ARROW_HEAD_PX, y: 310 });
  });

  it('turns fabric commands into path data and places their box at left/top', () => {
    const pen = byId('pen') as Extract<DrawableAnnotation, { type: 'path' }>;
    expect(pathData(pen.path)).toBe('M 10 20 Q 30 40 50 20 L 60 30');
    expect(pathBounds(pen.path)).toEqual({ x: 10, y: 20, width: 50, height: 20 });
    // Drawn where it is: no transform. Moved by 5, 5 and doubled: about its new top-left.
    expect(penTransform(pen)).toBeUndefined();
    expect(penTransform({ ...pen, left: 15, top: 25, scaleX: 2, scaleY: 2 })).toBe(
      'translate(15 25) scale(2 2) translate(-10 -20)',
    );
  });

  it('lays text out at fabric baselines, line by line, with a serif fallback', () => {
    const layout = textLayout(byId('text') as Extract<DrawableAnnotation, { type: 'i-text' }>);
    expect(layout.lines.map((l) => l.text)).toEqual(['Tighten', 'here']);
    expect(layout.lines[0]!.y).toBeCloseTo(200 + 20 * (1.13 - 0.222));
    expect(layout.lines[1]!.y - layout.lines[0]!.y).toBeCloseTo(20 * 1.13 * 1.16);
    expect(layout.fontFamily).toBe('"Noto Serif", "Noto Serif", serif');
  });
});

describe('the player answer', () => {
  it('player.mini passes annotations loosely; the layer then keeps what it can draw', () => {
    const first = sampleWorkflow.steps[0]!;
    const answer = {
      ...sampleWorkflow,
      steps: [
        {
          ...first,
          annotations: [...ANNOTATED, { id: 'z', type: 'sticker', startTime: 0, endTime: 1 }],
        },
      ],
    };
    const parsed = playerWorkflowMiniSchema.parse(answer);
    expect(parsed.steps[0]!.annotations).toHaveLength(ANNOTATED.length + 1);
    expect(drawableAnnotations(parsed.steps[0]!.annotations).map((e) => e.id)).toEqual(
      drawn.map((e) => e.id),
    );
    const bad = { ...answer, steps: [{ ...first, annotations: [{ id: 'y', type: 'shape' }] }] };
    expect(playerWorkflowMiniSchema.safeParse(bad).success).toBe(false);
  });
});
