import { z } from 'zod';
import { idSchema } from './id.schema.js';
import { pageInfoSchema } from './page.schema.js';
import { TRACKING_LIMITS, type TrackingRecord } from './tracking.js';

// The wire schema of a tracking record as the player sends it (002 §3). The rules and types stay
// zod-free in tracking.ts so the player's tracking store loads no zod. Every string, list and
// number is bounded: a record is untrusted input that the server stores.

const epochMs = z.number().int().nonnegative().max(8.64e15);
const seconds = z.number().finite().nonnegative().max(TRACKING_LIMITS.seconds);
const count = z.number().int().nonnegative().max(1_000_000);
const text = z.string().max(TRACKING_LIMITS.text);
const events = <T extends z.ZodType>(item: T) => z.array(item).max(TRACKING_LIMITS.eventsPerList);

const playedIntervalSchema = z
  .tuple([epochMs, epochMs])
  .refine(([onPlay, onPause]) => onPause >= onPlay, { message: 'interval ends before it starts' });

export const trackingStepSchema = z.object({
  onPlay: epochMs.nullable(),
  onPause: epochMs.nullable(),
  onForward: count,
  onBackward: count,
  stepDuration: seconds,
  playedDuration: seconds,
  playedIntervals: z.array(playedIntervalSchema).max(TRACKING_LIMITS.intervalsPerStep),
  lastUpdated: epochMs,
});

export const trackingRecordSchema = z
  .object({
    id: idSchema,
    isPublic: z.boolean(),
    // Accepted so a stored record can be sent back as is, but the server replaces all three.
    organization: text.nullable().optional(),
    uid: text.nullable().optional(),
    email: text.nullable().optional(),
    workflowId: idSchema,
    /** Issue 23: the past version played (player versionId); null or absent: the current one. */
    versionId: idSchema.nullable().optional(),
    onEnter: epochMs,
    onExit: epochMs.nullable(),
    lastUpdated: epochMs,
    playedDuration: seconds,
    deviceInfo: z
      .record(z.string().max(64), text)
      .refine((info) => Object.keys(info).length <= TRACKING_LIMITS.deviceInfoEntries, {
        message: 'too many deviceInfo entries',
      }),
    location: text.nullable(),
    onChangeRez: events(z.object({ at: epochMs, rez: z.string().max(16) })),
    onChangeStepFromMenu: events(z.object({ at: epochMs, stepId: idSchema })),
    onNext: events(z.object({ at: epochMs, current: idSchema, next: idSchema })),
    onPrevious: events(z.object({ at: epochMs, current: idSchema, previous: idSchema })),
    onSubtitles: events(z.object({ at: epochMs, language: z.string().max(16).nullable() })),
    stepsArray: z.array(idSchema).max(TRACKING_LIMITS.steps),
    steps: z
      .record(idSchema, trackingStepSchema)
      .refine((steps) => Object.keys(steps).length <= TRACKING_LIMITS.steps, {
        message: 'too many steps',
      })
      .refine(
        (steps) =>
          Object.values(steps).reduce((sum, step) => sum + step.playedIntervals.length, 0) <=
          TRACKING_LIMITS.intervalsTotal,
        { message: 'too many played intervals' },
      ),
  })
  .strip();

export type TrackingRecordInput = z.infer<typeof trackingRecordSchema>;

// Keeps the hand-written type and the schema in step: a field added to one must reach the other.
type Assert<T extends true> = T;
export type _TrackingInputMatchesRecord = Assert<
  Omit<TrackingRecordInput, 'organization' | 'uid' | 'email'> extends Omit<
    TrackingRecord,
    'organization' | 'uid' | 'email'
  >
    ? true
    : false
>;

/** A stored tracking record as GET /v1/tracking lists it (002 §7 "Tracking"). */
export const trackingItemSchema = z.object({
  id: z.string(),
  workflowId: z.string(),
  uid: z.string().nullable(),
  email: z.string().nullable(),
  isPublic: z.boolean(),
  lastUpdated: z.number(),
  playedDuration: z.number(),
  /** The record as stored (a TrackingRecord), with organisation and identity set by the server. */
  record: z.record(z.string(), z.unknown()),
});
export type TrackingItem = z.infer<typeof trackingItemSchema>;

/** POST /v1/tracking (and its beacon forms): the stored record and whether it is the latest. */
export const storedTrackingSchema = z.object({
  item: trackingItemSchema,
  /** The server holds this version now; false when it already had a later one. */
  current: z.boolean(),
});
export type StoredTracking = z.infer<typeof storedTrackingSchema>;

export const trackingPageSchema = z.object({
  items: z.array(trackingItemSchema),
  page: pageInfoSchema,
});
