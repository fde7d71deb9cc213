-- Uploads sent straight to an S3-compatible store (S3_MEDIA_DELIVERY=presigned): the store's
-- multipart upload id, and per part the ETag the store gave the browser (no SHA-256: the
-- server never sees those bytes).
ALTER TABLE "uploads" ADD COLUMN "store_upload_id" text;--> statement-breakpoint
ALTER TABLE "upload_parts" ADD COLUMN "etag" text;--> statement-breakpoint
ALTER TABLE "upload_parts" ALTER COLUMN "sha256" DROP NOT NULL;
