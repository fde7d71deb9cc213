/**
 * The annotation wire shapes (issue 22; 001 §3 element fields): every element type parses with
 * its defaults; what the server must refuse with a 400 does not parse.
 */
import { describe, expect, it } from 'vitest';
import { ANNOTATION_ELEMENTS_MAX, DEFAULT_FONT_FAMILY, DEFAULT_FONT_SIZE } from './annotation.js';
import {
  annotationBatchUpsertSchema,
  annotationElementSchema,
  annotationsByStepsSchema,
} from './annotation.schema.js';

const common = {
  id: 'el-1',
  left: 10,
  top: 20,
  startTime: 0,
  endTime: 2,
  originalCanvasWidth: 676,
  originalCanvasHeight: 380,
};
const ELEMENTS = {
  path: {
    ...common,
    type: 'path',
    path: [
      ['M', 0, 0],
      ['Q', 5, 5, 10, 10],
      ['L', 20, 20],
    ],
    stroke: '#ff0000',
    strokeWidth: 6,
  },
  arrow: {
    ...common,
    type: 'arrow',
    stroke: '#4689f4',
    strokeWidth: 4,
    startX: 0,
    startY: 0,
    endX: 40,
    endY: 30,
  },
  'i-text': { ...common, type: 'i-text', text: 'Press here', fill: '#000000' },
  image: {
    ...common,
    type: 'image',
    width: 120,
    height: 80,
    originalImageUrl: 'org/wf/annotation-images/a.png',
  },
  shape: { ...common, type: 'shape', shape: 'triangle', width: 40, height: 30, stroke: '#fff' },
  blur: { ...common, type: 'blur', shape: 'circle', radius: 30 },
} as const;

const parse = (v: unknown) => annotationElementSchema.safeParse(v);

describe('annotationElementSchema', () => {
  it('every element type parses, with the defaults filled in', () => {
    for (const [type, el] of Object.entries(ELEMENTS)) {
      const r = parse(el);
      expect(r.success, `${type}: ${JSON.stringify(r.error?.issues)}`).toBe(true);
      expect(r.data).toMatchObject({ type, scaleX: 1, scaleY: 1, opacity: 1, isRedraw: false });
    }
    expect(parse(ELEMENTS['i-text']).data).toMatchObject({
      fontFamily: DEFAULT_FONT_FAMILY,
      fontSize: DEFAULT_FONT_SIZE,
      fontWeight: 'normal',
      fontStyle: 'normal',
      backgroundColor: null,
    });
    expect(parse(ELEMENTS.path).data).toMatchObject({ fill: null });
    expect(parse(ELEMENTS.shape).data).toMatchObject({ strokeType: 'solid', fill: null });
    expect(parse(ELEMENTS.image).data).toMatchObject({ imageUrl: '' });
    expect(parse({ ...ELEMENTS.blur, shape: 'rectangle', width: 10, height: 10 }).success).toBe(
      true,
    );
  });

  it('refuses an unknown type, and an unknown field', () => {
    expect(parse({ ...common, type: 'select' }).success).toBe(false);
    expect(parse({ ...common, type: 'sticker' }).success).toBe(false);
    expect(parse({ ...ELEMENTS.arrow, colour: 'red' }).success).toBe(false);
  });

  it('refuses NaN, infinite and null coordinates', () => {
    expect(parse({ ...ELEMENTS.arrow, left: Number.NaN }).success).toBe(false);
    expect(parse({ ...ELEMENTS.arrow, endX: Number.POSITIVE_INFINITY }).success).toBe(false);
    expect(parse({ ...ELEMENTS.arrow, top: null }).success).toBe(false);
    expect(
      parse({
        ...ELEMENTS.path,
        path: [
          ['M', 0, null],
          ['L', 1, 1],
        ],
      }).success,
    ).toBe(false);
  });

  it('refuses an end at or before the start', () => {
    expect(parse({ ...ELEMENTS.blur, endTime: 0 }).success).toBe(false);
    expect(parse({ ...ELEMENTS.blur, startTime: 3, endTime: 2 }).success).toBe(false);
    expect(parse({ ...ELEMENTS.blur, startTime: -1 }).success).toBe(false);
  });

  it('a circle needs a radius, a rectangle a width and height', () => {
    expect(parse({ ...ELEMENTS.blur, radius: undefined }).success).toBe(false);
    expect(parse({ ...ELEMENTS.shape, shape: 'rectangle', height: undefined }).success).toBe(false);
    expect(parse({ ...ELEMENTS.blur, shape: 'triangle' }).success).toBe(false);
  });
});

describe('annotationBatchUpsertSchema', () => {
  const body = (elements: unknown[]) => ({
    workflowId: 'wf_1',
    annotations: [{ stepId: 'st_1', elements }],
  });

  it(`takes up to ${ANNOTATION_ELEMENTS_MAX} elements on a step, and none`, () => {
    const many = Array.from({ length: ANNOTATION_ELEMENTS_MAX }, (_, i) => ({
      ...ELEMENTS.blur,
      id: `b${i}`,
    }));
    expect(annotationBatchUpsertSchema.safeParse(body(many)).success).toBe(true);
    expect(annotationBatchUpsertSchema.safeParse(body([])).success).toBe(true);
  });

  it(`refuses ${ANNOTATION_ELEMENTS_MAX + 1} elements, an empty batch and a bad element`, () => {
    const tooMany = Array.from({ length: ANNOTATION_ELEMENTS_MAX + 1 }, (_, i) => ({
      ...ELEMENTS.blur,
      id: `b${i}`,
    }));
    expect(annotationBatchUpsertSchema.safeParse(body(tooMany)).success).toBe(false);
    expect(
      annotationBatchUpsertSchema.safeParse({ workflowId: 'wf_1', annotations: [] }).success,
    ).toBe(false);
    expect(annotationBatchUpsertSchema.safeParse(body([{ ...common }])).success).toBe(false);
    expect(annotationsByStepsSchema.safeParse({ stepIds: [] }).success).toBe(false);
  });
});
