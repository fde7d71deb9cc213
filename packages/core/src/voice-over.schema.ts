/**
 * Wire shapes of voice-over, text to speech, recording and dubbing (issue 22; 001 §3, §7). The
 * constants and rules are voice-over.ts.
 *
 *   GET  /v1/text-2-speech/voices                  the provider's voices, or why there is none
 *   POST /v1/workflows/{id}/text-2-speech          generate blocks' audio (durable jobs; reuses
 *                                                  audio whose text, voice and rate are unchanged)
 *   GET  /v1/text-2-speech?ids=a,b                 poll audio by id (PENDING / PROCESSING)
 *   POST /v1/text-2-speech-histories               save a language's voice-over blocks
 *   GET  /v1/workflows/{id}/text-2-speech-histories  saved voice-overs, newest first
 *   POST /v1/workflows/{id}/voice-over-recordings  a recorded clip (an upload) -> audio
 *   GET / POST /v1/workflows/{id}/dubbing, DELETE /v1/workflows/{id}/dubbing/{languageCode}
 *                                                  the mixed audio track per language
 */
import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './id.schema.js';
import { localeSchema } from './locale.schema.js';
import { TEXT_TO_SPEECH_STATUSES, VOICE_OVER } from './voice-over.js';

const seconds = z
  .number()
  .finite()
  .nonnegative()
  .max(24 * 3600);
/** A block's speed: 0.5..2, or 0 (auto). */
export const voiceSpeedSchema = z
  .number()
  .finite()
  .refine(
    (v) => v === VOICE_OVER.autoSpeed || (v >= VOICE_OVER.minSpeed && v <= VOICE_OVER.maxSpeed),
    {
      message: `speed is ${VOICE_OVER.minSpeed} to ${VOICE_OVER.maxSpeed}, or 0 for auto`,
    },
  );
/** Global speed: a block speed, or -1 (mixed). */
export const globalSpeedSchema = z.union([z.literal(VOICE_OVER.mixedSpeed), voiceSpeedSchema]);
/** A provider's voice id, e.g. 'espeak-ng:de+f3' or 'openai:alloy'. */
export const voiceIdSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_.:+-]+$/, { message: 'not a voice id' });
const text = z.string().trim().min(1).max(VOICE_OVER.textMax);
const voiceWordSchema = z.object({
  word: z.string().max(200),
  startTime: seconds,
  endTime: seconds,
});

// ---- voices -------------------------------------------------------------------------------------

export const TTS_PROVIDERS = ['espeak-ng', 'openai-compatible'] as const;
export type TtsProviderName = (typeof TTS_PROVIDERS)[number];
export const ttsVoiceSchema = z.object({
  id: voiceIdSchema,
  /** What the editor shows, e.g. 'Deutsch — female'. */
  name: z.string(),
  /** The language it speaks; null for a multilingual voice. */
  languageCode: localeSchema.nullable(),
  gender: z.enum(['female', 'male']).nullable(),
});
export type TtsVoice = z.infer<typeof ttsVoiceSchema>;
/** GET /v1/text-2-speech/voices. Not configured: no voices, and `reason` says what to set. */
export const ttsVoicesAnswerSchema = z.object({
  configured: z.boolean(),
  provider: z.enum(TTS_PROVIDERS).nullable(),
  reason: z.string().nullable(),
  voices: z.array(ttsVoiceSchema),
});
export type TtsVoicesAnswer = z.infer<typeof ttsVoicesAnswerSchema>;

// ---- audio --------------------------------------------------------------------------------------

/** 001 §3 audio source. `speechURL` is signed, and set once COMPLETED. */
export const textToSpeechAudioSchema = z.object({
  id: idSchema,
  voice: z.string(),
  rate: z.number(),
  text: z.string(),
  duration: z.number().nonnegative().nullable(),
  status: z.enum(TEXT_TO_SPEECH_STATUSES),
  speechURL: z.string().nullable(),
  words: z.array(voiceWordSchema).optional(),
  error: z.string().nullable(),
});
export const textToSpeechAudioListSchema = z.object({ items: z.array(textToSpeechAudioSchema) });

/** POST /v1/workflows/{id}/text-2-speech: one item per block to voice. */
export const textToSpeechGenerateSchema = z.strictObject({
  languageCode: localeSchema,
  items: z
    .array(
      z.strictObject({
        text,
        voice: voiceIdSchema,
        rate: voiceSpeedSchema,
        /** Needed when rate is auto (0): the block's length the audio is fitted to. */
        targetDuration: z.number().finite().positive().max(3600).optional(),
        /** The block's current audio, if any (reused when text, voice and rate are unchanged). */
        text2SpeechId: idSchema.nullable().optional(),
      }),
    )
    .min(1)
    .max(200),
});
export type TextToSpeechGenerate = z.input<typeof textToSpeechGenerateSchema>;
/**
 * Its answer: the audio of each item in the request's order; `queued` counts the items that
 * start a new generation job, `reused` those answered by audio already made.
 */
export const textToSpeechGeneratedSchema = z.object({
  items: z.array(textToSpeechAudioSchema),
  queued: z.number().int().nonnegative(),
  reused: z.number().int().nonnegative(),
});
/** GET /v1/text-2-speech?ids=a,b (comma-separated, at most 200). */
export const textToSpeechIdsQuerySchema = z.strictObject({
  ids: z
    .string()
    .min(1)
    .max(200 * 40)
    .transform((s) => s.split(','))
    .pipe(z.array(idSchema).min(1).max(200)),
});

// ---- blocks and histories -----------------------------------------------------------------------

/** 001 §3 text-to-speech block, as saved. */
export const ttsBlockSchema = z
  .strictObject({
    key: z.string().min(1).max(64),
    text2SpeechId: idSchema.nullable(),
    text: z.string().max(VOICE_OVER.textMax),
    time: seconds.default(VOICE_OVER.defaultTime),
    speed: voiceSpeedSchema.default(VOICE_OVER.defaultSpeed),
    markedText: z
      .string()
      .max(VOICE_OVER.textMax * 2)
      .optional(),
    startTime: seconds,
    endTime: seconds,
    voice: voiceIdSchema,
    words: z.array(voiceWordSchema).max(2000).optional(),
    source: z.enum(['tts', 'recording']).default('tts'),
    isDirty: z.boolean().optional(),
  })
  .refine((b) => b.endTime > b.startTime, {
    message: 'endTime must be after startTime',
    path: ['endTime'],
  });
export type TtsBlockInput = z.input<typeof ttsBlockSchema>;

/** POST /v1/text-2-speech-histories: the voice-over of one language of a workflow. */
export const textToSpeechHistoryCreateSchema = z.strictObject({
  workflowId: idSchema,
  languageCode: localeSchema,
  voice: voiceIdSchema,
  globalSpeed: globalSpeedSchema.default(VOICE_OVER.defaultSpeed),
  blocks: z.array(ttsBlockSchema).max(VOICE_OVER.blocksMax),
});
export type TextToSpeechHistoryCreate = z.input<typeof textToSpeechHistoryCreateSchema>;
export const textToSpeechHistorySchema = z.object({
  id: idSchema,
  workflowId: idSchema,
  languageCode: z.string(),
  voice: z.string(),
  globalSpeed: z.number(),
  blocks: z.array(ttsBlockSchema),
  createdBy: z.string().nullable(),
  createdAt: isoDateTimeSchema,
});
export type TextToSpeechHistory = z.infer<typeof textToSpeechHistorySchema>;
export const textToSpeechHistoryAnswerSchema = z.object({ item: textToSpeechHistorySchema });
/** GET /v1/workflows/{id}/text-2-speech-histories[?languageCode=de-de]: newest first. */
export const textToSpeechHistoryListSchema = z.object({
  items: z.array(textToSpeechHistorySchema),
});
export const textToSpeechHistoryQuerySchema = z.strictObject({
  languageCode: localeSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/**
 * POST /v1/workflows/{id}/voice-over-recordings: a finished upload (POST /v1/uploads...) of audio
 * recorded in the browser (webm / ogg / mp4 / wav, at most VOICE_RECORDING_MAX_BYTES) becomes a
 * COMPLETED audio source (converted to AAC, its duration measured) a recording block plays.
 */
export const VOICE_RECORDING_MAX_BYTES = 20 * 1024 * 1024;
export const voiceRecordingCreateSchema = z.strictObject({
  uploadId: idSchema,
  languageCode: localeSchema,
  /** A label the block editor shows for it. */
  label: z.string().trim().max(200).default(''),
});
export const voiceRecordingAnswerSchema = z.object({ item: textToSpeechAudioSchema });

// ---- dubbing ------------------------------------------------------------------------------------

export const DUB_STATUSES = ['scheduled', 'running', 'finished', 'error'] as const;
export type DubStatus = (typeof DUB_STATUSES)[number];
/** A workflow's mixed voice-over track in one language (an HLS alternate audio rendition). */
export const workflowDubSchema = z.object({
  id: idSchema,
  workflowId: idSchema,
  languageCode: z.string(),
  status: z.enum(DUB_STATUSES),
  progress: z.number().min(0).max(1),
  error: z.string().nullable(),
  /** The voice-over history it was mixed from. */
  historyId: idSchema.nullable(),
  createdAt: isoDateTimeSchema,
  finishedAt: isoDateTimeSchema.nullable(),
});
export type WorkflowDub = z.infer<typeof workflowDubSchema>;
export const workflowDubAnswerSchema = z.object({ item: workflowDubSchema });
export const workflowDubListSchema = z.object({ items: z.array(workflowDubSchema) });
/** POST /v1/workflows/{id}/dubbing: mix the latest saved voice-over of this language. */
export const workflowDubCreateSchema = z.strictObject({ languageCode: localeSchema });
