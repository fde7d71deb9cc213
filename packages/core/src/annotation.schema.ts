/**
 * Wire shapes of annotations (issue 22; 001 §3 annotation record and element fields, §7
 * POST /v1/annotations/batch-upsert and /get-by-steps). The rules and constants are
 * annotation.ts. Every element is a strict object: an unknown type or field, a coordinate that
 * is not a finite number, or more than ANNOTATION_ELEMENTS_MAX elements is a 400.
 */
import { z } from 'zod';
import {
  ANNOTATION_BATCH_MAX,
  ANNOTATION_ELEMENTS_MAX,
  DEFAULT_FONT_FAMILY,
  DEFAULT_FONT_SIZE,
  SHAPE_KINDS,
  STROKE_TYPES,
} from './annotation.js';
import { idSchema, isoDateTimeSchema } from './id.schema.js';
import { workflowRenderSchema } from './video-edit.schema.js';

/** Canvas pixels; finite (JSON has no NaN, but a client's NaN arrives as null and is refused). */
const coord = z.number().finite().min(-100_000).max(100_000);
const length = z.number().finite().positive().max(100_000);
const seconds = z
  .number()
  .finite()
  .nonnegative()
  .max(24 * 3600);
/** #rgb, #rrggbb or #rrggbbaa, or 'transparent'. */
export const annotationColourSchema = z
  .string()
  .regex(/^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}|#[0-9a-fA-F]{8}|transparent)$/, {
    message: 'a colour is #rrggbb or transparent',
  });
const strokeWidth = z.number().finite().positive().max(64);

const common = {
  id: z.string().min(1).max(64),
  top: coord,
  left: coord,
  scaleX: z.number().finite().positive().max(1000).default(1),
  scaleY: z.number().finite().positive().max(1000).default(1),
  opacity: z.number().finite().min(0).max(1).default(1),
  /** Seconds from the start of the element's step. */
  startTime: seconds,
  endTime: seconds,
  isRedraw: z.boolean().default(false),
  originalCanvasWidth: z.number().finite().positive().max(10_000),
  originalCanvasHeight: z.number().finite().positive().max(10_000),
};

/** fabric's path commands in canvas pixels: M x y, L x y, Q cx cy x y, C c1x c1y c2x c2y x y, Z. */
export const pathCommandSchema = z.union([
  z.tuple([z.literal('M'), coord, coord]),
  z.tuple([z.literal('L'), coord, coord]),
  z.tuple([z.literal('Q'), coord, coord, coord, coord]),
  z.tuple([z.literal('C'), coord, coord, coord, coord, coord, coord]),
  z.tuple([z.literal('Z')]),
]);
export type PathCommand = z.infer<typeof pathCommandSchema>;

export const penElementSchema = z.strictObject({
  ...common,
  type: z.literal('path'),
  path: z.array(pathCommandSchema).min(2).max(5000),
  fill: annotationColourSchema.nullable().default(null),
  stroke: annotationColourSchema,
  strokeWidth,
});
export const arrowElementSchema = z.strictObject({
  ...common,
  type: z.literal('arrow'),
  stroke: annotationColourSchema,
  strokeWidth,
  startX: coord,
  startY: coord,
  endX: coord,
  endY: coord,
});
export const textElementSchema = z.strictObject({
  ...common,
  type: z.literal('i-text'),
  text: z.string().min(1).max(2000),
  fill: annotationColourSchema,
  fontWeight: z.enum(['normal', 'bold']).default('normal'),
  fontStyle: z.enum(['normal', 'italic']).default('normal'),
  backgroundColor: annotationColourSchema.nullable().default(null),
  fontFamily: z.string().min(1).max(100).default(DEFAULT_FONT_FAMILY),
  /** Pixels on the element's canvas (not in 001 §3; fabric's text needs one). */
  fontSize: z.number().finite().positive().max(400).default(DEFAULT_FONT_SIZE),
});
export const imageElementSchema = z.strictObject({
  ...common,
  type: z.literal('image'),
  width: length,
  height: length,
  /**
   * Written: the storage key POST /v1/workflows/{id}/annotation-images answered (also sent back
   * unchanged). Read: `imageUrl` is a signed URL of it, `originalImageUrl` the key.
   */
  imageUrl: z.string().max(4000).default(''),
  originalImageUrl: z.string().min(1).max(1000),
});
/** A circle has a radius; a rectangle or triangle a width and height (its bounding box). */
const sized = {
  radius: length.optional(),
  width: length.optional(),
  height: length.optional(),
};
const hasSize = (e: { shape: string; radius?: number; width?: number; height?: number }) =>
  e.shape === 'circle' ? e.radius !== undefined : e.width !== undefined && e.height !== undefined;
const sizeMessage = {
  message: 'a circle needs a radius; a rectangle or triangle a width and height',
};
export const shapeElementSchema = z
  .strictObject({
    ...common,
    type: z.literal('shape'),
    shape: z.enum(SHAPE_KINDS),
    ...sized,
    fill: annotationColourSchema.nullable().default(null),
    stroke: annotationColourSchema,
    strokeType: z.enum(STROKE_TYPES).default('solid'),
  })
  .refine(hasSize, sizeMessage);
/** Burned into the video by the re-render (never drawn by the player); rectangle or circle. */
export const blurElementSchema = z
  .strictObject({
    ...common,
    type: z.literal('blur'),
    shape: z.enum(['rectangle', 'circle']),
    ...sized,
  })
  .refine(hasSize, sizeMessage);

const endAfterStart = (e: { startTime: number; endTime: number }) => e.endTime > e.startTime;
export const annotationElementSchema = z
  .discriminatedUnion('type', [
    penElementSchema,
    arrowElementSchema,
    textElementSchema,
    imageElementSchema,
    shapeElementSchema,
    blurElementSchema,
  ])
  .refine(endAfterStart, { message: 'endTime must be after startTime', path: ['endTime'] });
export type AnnotationElement = z.infer<typeof annotationElementSchema>;
export type AnnotationElementInput = z.input<typeof annotationElementSchema>;
export type PenElement = z.infer<typeof penElementSchema>;
export type ArrowElement = z.infer<typeof arrowElementSchema>;
export type TextElement = z.infer<typeof textElementSchema>;
export type ImageElement = z.infer<typeof imageElementSchema>;
export type ShapeElement = z.infer<typeof shapeElementSchema>;
export type BlurElement = z.infer<typeof blurElementSchema>;

const elementsSchema = z.array(annotationElementSchema).max(ANNOTATION_ELEMENTS_MAX, {
  message: `at most ${ANNOTATION_ELEMENTS_MAX} annotations on a step`,
});

/** 001 §3 annotation record: one per step. */
export const annotationRecordSchema = z.object({
  id: idSchema,
  stepId: idSchema,
  elements: z.array(annotationElementSchema),
  updatedAt: isoDateTimeSchema,
});
export type AnnotationRecord = z.infer<typeof annotationRecordSchema>;

/** POST /v1/annotations/batch-upsert: each listed step's elements replace what it had. */
export const annotationBatchUpsertSchema = z.strictObject({
  workflowId: idSchema,
  annotations: z
    .array(z.strictObject({ stepId: idSchema, elements: elementsSchema }))
    .min(1)
    .max(ANNOTATION_BATCH_MAX),
});
export type AnnotationBatchUpsert = z.input<typeof annotationBatchUpsertSchema>;
/**
 * Its answer: the records as stored, and the re-render started because the workflow's blurs
 * changed (null when they did not: nothing to burn in again).
 */
export const annotationBatchAnswerSchema = z.object({
  items: z.array(annotationRecordSchema),
  render: workflowRenderSchema.nullable(),
});

/** POST /v1/annotations/get-by-steps: the records of these steps (steps without any are left out). */
export const annotationsByStepsSchema = z.strictObject({
  stepIds: z.array(idSchema).min(1).max(ANNOTATION_BATCH_MAX),
});
export const annotationListSchema = z.object({ items: z.array(annotationRecordSchema) });

/**
 * POST /v1/workflows/{id}/annotation-images: a finished upload (POST /v1/uploads..., jpeg / png /
 * gif, at most 10 MB as 001 §5's editor images) becomes an image the canvas can place: `key`
 * goes into the element's originalImageUrl, `url` is signed for showing it now.
 */
export const annotationImageCreateSchema = z.strictObject({ uploadId: idSchema });
export const annotationImageAnswerSchema = z.object({
  item: z.object({ key: z.string(), url: z.string(), width: z.number(), height: z.number() }),
});
