import { z } from 'zod';
import { idSchema } from './id.schema.js';
import { localeSchema } from './locale.schema.js';
import { parseTimestamp, SENTENCE_MAX_LENGTH, transcriptionIsValid } from './transcription.js';

// Times are seconds from the start of the video the transcript belongs to.
const seconds = z.number().nonnegative();
const endNotBeforeStart = (t: { startTime: number; endTime: number }) => t.endTime >= t.startTime;
const timesMessage = { message: 'endTime must not be before startTime' };

/** 001 §3 Video-editor model: a word with its own timing. */
export const wordSchema = z
  .object({ word: z.string().max(200), startTime: seconds, endTime: seconds })
  .refine(endNotBeforeStart, timesMessage);

/** 001 §3: sentence, startTime, endTime, and words where the recogniser gave them. */
export const sentenceSchema = z
  .object({
    sentence: z.string().max(SENTENCE_MAX_LENGTH),
    startTime: seconds,
    endTime: seconds,
    words: z.array(wordSchema).optional(),
  })
  .refine(endNotBeforeStart, timesMessage);

// 001 §3 stores sentences as a JSON string; we keep an array, and still take the string form.
const sentencesSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  },
  z.array(sentenceSchema).refine(transcriptionIsValid, { message: 'a sentence is empty' }),
);

export const transcriptionSchema = z.object({
  id: idSchema,
  workflowId: idSchema,
  languageCode: localeSchema,
  sentences: sentencesSchema,
});
export type Transcription = z.infer<typeof transcriptionSchema>;

/** A timestamp field: the output is seconds. */
export const timestampSchema = z.string().transform((value, ctx) => {
  const parsed = parseTimestamp(value);
  if (parsed === null) {
    ctx.addIssue({ code: 'custom', message: 'timestamp must look like mm:ss.cc' });
    return z.NEVER;
  }
  return parsed;
});
