/**
 * Multipart uploads (issue 3 contract A): the upload, its parts and the presigned URLs of a store
 * upload. Part numbers are 1-based. Built by the server, parsed by `@stepwise/api`.
 */
import { z } from 'zod';

export const uploadSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  sizeBytes: z.number().int().positive(),
  partSize: z.number().int().positive(),
  partCount: z.number().int().positive(),
  receivedParts: z.array(z.number().int().positive()),
  expiresAt: z.string(),
  /**
   * Where the parts go: `server` (PUT to the API) or `store` (straight to the S3 store through
   * presigned URLs, then the ETag reported).
   */
  target: z.enum(['server', 'store']),
});
export type Upload = z.infer<typeof uploadSchema>;

/** A presigned URL to PUT one part of a store upload to. */
export const partUrlSchema = z.object({
  partNumber: z.number().int().positive(),
  url: z.string(),
  expiresAt: z.string(),
});
export type PartUrl = z.infer<typeof partUrlSchema>;

/** A part PUT to the server: its size and checksum. */
export const uploadedPartSchema = z.object({
  partNumber: z.number().int().positive(),
  sizeBytes: z.number().int().nonnegative(),
  sha256: z.string(),
});
export type UploadedPart = z.infer<typeof uploadedPartSchema>;

/** A part PUT to the store, as reported back with its ETag. */
export const storePartSchema = z.object({
  partNumber: z.number().int().positive(),
  sizeBytes: z.number().int().nonnegative(),
  etag: z.string(),
});
export type StorePart = z.infer<typeof storePartSchema>;

export const uploadAnswerSchema = z.object({ item: uploadSchema });
export const uploadedPartAnswerSchema = z.object({ item: uploadedPartSchema });
export const storePartAnswerSchema = z.object({ item: storePartSchema });
export const partUrlsAnswerSchema = z.object({ items: z.array(partUrlSchema) });
