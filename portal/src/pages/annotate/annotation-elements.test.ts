import {
  ANNOTATION_COLOURS,
  annotationElementSchema,
  DEFAULT_ANNOTATION_SECONDS,
  DEFAULT_FONT_FAMILY,
  SHAPE_STROKE_WIDTH,
} from '@stepwise/core';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STYLE,
  elementFromDrag,
  formatStamp,
  imageElement,
  movedElement,
  newElementTimes,
  outlineWidth,
  parseStamp,
  penElement,
  shownIds,
  textElementAt,
  timesProblem,
  type DrawStyle,
} from './annotation-elements';

const canvas = { width: 676, height: 380 };
const style: DrawStyle = DEFAULT_STYLE;
const times = { startTime: 1, endTime: 4 };

describe('elementFromDrag (001 §5)', () => {
  it('rejects a drag shorter than 20 px', () => {
    expect(
      elementFromDrag('arrow', { x: 100, y: 100 }, { x: 110, y: 100 }, canvas, style, times),
    ).toBeNull();
    expect(
      elementFromDrag('shape', { x: 100, y: 100 }, { x: 112, y: 112 }, canvas, style, times),
    ).toBeNull();
    expect(
      elementFromDrag('blur', { x: 100, y: 100 }, { x: 100, y: 119 }, canvas, style, times),
    ).toBeNull();
  });

  it('makes an arrow from tail to tip with its box and the canvas size', () => {
    const el = elementFromDrag(
      'arrow',
      { x: 300, y: 200 },
      { x: 100, y: 50 },
      canvas,
      style,
      times,
    );
    expect(el).toMatchObject({
      type: 'arrow',
      startX: 300,
      startY: 200,
      endX: 100,
      endY: 50,
      left: 100,
      top: 50,
      strokeWidth: 6,
      originalCanvasWidth: 676,
      originalCanvasHeight: 380,
      ...times,
    });
    expect(annotationElementSchema.safeParse(el).success).toBe(true);
  });

  it('clamps the ends to the canvas minus 5 px', () => {
    const el = elementFromDrag(
      'shape',
      { x: -40, y: -3 },
      { x: 900, y: 500 },
      canvas,
      style,
      times,
    );
    expect(el).toMatchObject({ type: 'shape', left: 5, top: 5, width: 666, height: 370 });
  });

  it('makes rectangles, circles (largest in the box), triangles and blurs that the schema takes', () => {
    const rect = elementFromDrag(
      'shape',
      { x: 10, y: 10 },
      { x: 110, y: 60 },
      canvas,
      style,
      times,
    );
    expect(rect).toMatchObject({
      shape: 'rectangle',
      width: 100,
      height: 50,
      fill: null,
      strokeType: 'solid',
    });
    const circle = elementFromDrag(
      'shape',
      { x: 10, y: 10 },
      { x: 110, y: 60 },
      canvas,
      { ...style, shape: 'circle', strokeType: 'none' },
      times,
    );
    expect(circle).toMatchObject({
      shape: 'circle',
      radius: 25,
      fill: ANNOTATION_COLOURS.red,
      strokeType: 'none',
    });
    const blur = elementFromDrag(
      'blur',
      { x: 10, y: 10 },
      { x: 110, y: 60 },
      canvas,
      { ...style, blurShape: 'circle' },
      times,
    );
    expect(blur).toMatchObject({ type: 'blur', shape: 'circle', radius: 25 });
    for (const el of [rect, circle, blur])
      expect(annotationElementSchema.safeParse(el).success).toBe(true);
  });
});

describe('text, pen and image elements', () => {
  it('places text in Noto Serif with the chosen style', () => {
    const el = textElementAt(
      { x: 50, y: 60 },
      canvas,
      'Hello',
      { ...style, bold: true, background: true },
      times,
    );
    expect(el).toMatchObject({
      type: 'i-text',
      left: 50,
      top: 60,
      fontFamily: DEFAULT_FONT_FAMILY,
      fontWeight: 'bold',
      backgroundColor: '#ffffff',
    });
    expect(annotationElementSchema.safeParse(el).success).toBe(true);
  });

  it('keeps a pen path of fabric commands', () => {
    const el = penElement(
      [
        ['M', 1.234, 2],
        ['Q', 3, 4, 5, 6],
        ['L', 7, 8],
      ],
      { x: 1, y: 2 },
      canvas,
      style,
      times,
    );
    expect(el).toMatchObject({
      type: 'path',
      path: [
        ['M', 1.2, 2],
        ['Q', 3, 4, 5, 6],
        ['L', 7, 8],
      ],
    });
    expect(annotationElementSchema.safeParse(el).success).toBe(true);
    expect(penElement([['M', 1, 2]], { x: 1, y: 2 }, canvas, style, times)).toBeNull();
  });

  it('centres an image at most half the canvas', () => {
    const el = imageElement(
      { key: 'k', url: 'https://x/y.png', width: 676, height: 380 },
      canvas,
      times,
    );
    expect(el).toMatchObject({
      left: 169,
      top: 95,
      scaleX: 0.5,
      scaleY: 0.5,
      originalImageUrl: 'k',
    });
  });

  it('draws outlines 2 px, none for a filled shape', () => {
    expect(outlineWidth('solid')).toBe(SHAPE_STROKE_WIDTH);
    expect(outlineWidth('none')).toBe(0);
  });
});

describe('movedElement: back on the element’s own canvas', () => {
  it('divides by the factor between the canvases', () => {
    const el = elementFromDrag(
      'shape',
      { x: 100, y: 100 },
      { x: 200, y: 150 },
      canvas,
      style,
      times,
    )!;
    const half = { width: 338, height: 190 };
    expect(movedElement(el, { left: 60, top: 40, scaleX: 1, scaleY: 0.5 }, half)).toMatchObject({
      left: 120,
      top: 80,
      scaleX: 2,
      scaleY: 1,
      originalCanvasWidth: 676,
    });
  });

  it('moves an arrow’s ends with its box', () => {
    const el = elementFromDrag(
      'arrow',
      { x: 100, y: 100 },
      { x: 200, y: 150 },
      canvas,
      style,
      times,
    )!;
    expect(movedElement(el, { left: 110, top: 90, scaleX: 1, scaleY: 1 }, canvas)).toMatchObject({
      startX: 110,
      startY: 90,
      endX: 210,
      endY: 140,
    });
  });
});

describe('times', () => {
  it('starts at the playhead and lasts the default, cut at the step end', () => {
    expect(newElementTimes(2, 30)).toEqual({
      startTime: 2,
      endTime: 2 + DEFAULT_ANNOTATION_SECONDS,
    });
    expect(newElementTimes(9, 10)).toEqual({ startTime: 9, endTime: 10 });
    expect(newElementTimes(10, 10)).toEqual({
      startTime: 10 - DEFAULT_ANNOTATION_SECONDS,
      endTime: 10,
    });
  });

  it('writes and reads mm:ss.cc', () => {
    expect(formatStamp(75.5)).toBe('01:15.50');
    expect(formatStamp(0)).toBe('00:00.00');
    expect(parseStamp('01:15.50')).toBe(75.5);
    expect(parseStamp('3.2')).toBe(3.2);
    expect(parseStamp('00:61.00')).toBeNull();
    expect(parseStamp('abc')).toBeNull();
  });

  it('checks a range against the step', () => {
    expect(timesProblem({ startTime: 1, endTime: 2 }, 5)).toBeNull();
    expect(timesProblem({ startTime: 2, endTime: 2 }, 5)).toBe('endBeforeStart');
    expect(timesProblem({ startTime: 1, endTime: 6 }, 5)).toBe('outsideStep');
  });

  it('shows what is visible at the playhead plus the selected element', () => {
    const a = elementFromDrag('arrow', { x: 0, y: 0 }, { x: 100, y: 0 }, canvas, style, {
      startTime: 0,
      endTime: 2,
    })!;
    const b = elementFromDrag('arrow', { x: 0, y: 0 }, { x: 100, y: 0 }, canvas, style, {
      startTime: 3,
      endTime: 5,
    })!;
    expect([...shownIds([a, b], 1, null)]).toEqual([a.id]);
    expect([...shownIds([a, b], 2, null)]).toEqual([]);
    expect([...shownIds([a, b], 2, b.id)]).toEqual([b.id]);
  });
});
