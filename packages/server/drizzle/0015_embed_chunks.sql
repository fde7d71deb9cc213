-- Issue 17: chunks of earlier embed builds stay servable for pages still running that build's
-- loader; the bytes live in object storage (embed/chunks/), this table dates them.
CREATE TABLE "embed_chunks" (
	"file" text PRIMARY KEY NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
