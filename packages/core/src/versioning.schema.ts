import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './id.schema.js';

/** 000 §3 versioned documents: oid is the original's id; vid is null on the original itself. */
export const versionedDocumentSchema = z.object({
  id: idSchema,
  oid: idSchema,
  vid: idSchema.nullable(),
  vTimestamp: isoDateTimeSchema.nullable(),
  totalVersions: z.number().int().min(0),
});
export type VersionedDocument = z.infer<typeof versionedDocumentSchema>;
