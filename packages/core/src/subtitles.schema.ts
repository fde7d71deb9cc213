import { z } from 'zod';
import { localeSchema } from './locale.schema.js';
import { SUBTITLE_FORMATS } from './subtitles.js';

/** How a transcript file arrives: SubRip, WebVTT, or plain text with no times. */
export const TRANSCRIPT_FILE_FORMATS = [...SUBTITLE_FORMATS, 'text'] as const;
export type TranscriptFileFormat = (typeof TRANSCRIPT_FILE_FORMATS)[number];

/** Ours: a 20-minute video's subtitles are some 30 KB; this leaves room for any real file. */
export const TRANSCRIPT_FILE_MAX_LENGTH = 500_000;

export const subtitleFormatSchema = z.enum(SUBTITLE_FORMATS);
export const transcriptFileFormatSchema = z.enum(TRANSCRIPT_FILE_FORMATS);

/**
 * POST /v1/workflows/{id}/transcription/file: a file's text (or typed text) that replaces the
 * transcript of `languageCode`. The server reads it (core parseSubtitles, timeTranscriptText),
 * so a bad file is refused in one place, with the line that is wrong.
 */
export const transcriptFileSchema = z.strictObject({
  languageCode: localeSchema,
  format: transcriptFileFormatSchema,
  content: z.string().max(TRANSCRIPT_FILE_MAX_LENGTH),
});
export type TranscriptFile = z.infer<typeof transcriptFileSchema>;

/** GET /v1/workflows/{id}/transcription/file: the transcript as subtitles. */
export const subtitleDownloadQuerySchema = z.object({
  format: subtitleFormatSchema,
  /** The workflow's language when left out. */
  languageCode: localeSchema.optional(),
});
export type SubtitleDownloadQuery = z.infer<typeof subtitleDownloadQuerySchema>;
