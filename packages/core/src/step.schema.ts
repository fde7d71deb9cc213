import { z } from 'zod';
import { TITLE_MAX_LENGTH, URL_MAX_LENGTH } from './constants.js';
import { idSchema } from './id.schema.js';
import { localeSchema } from './locale.schema.js';
import { sentenceSchema } from './transcription.schema.js';

const mediaUrl = z.string().min(1).max(URL_MAX_LENGTH);
const seconds = z.number().nonnegative();

/**
 * A step title per language. Titles come from speech (see stepTitleFromSentences), so they keep
 * the punctuation the name rules forbid, and may be empty when nothing was said.
 */
const stepTitle = z
  .string()
  .trim()
  .refine((t) => [...t].length <= TITLE_MAX_LENGTH, { message: 'rules.max90' });

/**
 * 001 §3 / 002 §3 Step. startTime and endTime place it in the workflow's source video; its own
 * video, HLS playlist and per-resolution files start at zero, and so do its transcriptions
 * (sentences per language code, shifted with shiftSentences).
 */
export const stepSchema = z
  .object({
    id: idSchema,
    workflowId: idSchema,
    title: z.record(localeSchema, stepTitle),
    order: z.number().int().nonnegative(),
    startTime: seconds,
    endTime: seconds,
    duration: seconds,
    poster: mediaUrl.nullable(),
    hlsUrl: mediaUrl.nullable(),
    videos: z.record(z.string().regex(/^\d{3,4}$/), mediaUrl), // '720' -> file
    transcriptions: z.record(localeSchema, z.array(sentenceSchema)),
  })
  .refine((s) => s.endTime >= s.startTime, { message: 'endTime must not be before startTime' });
export type Step = z.infer<typeof stepSchema>;
