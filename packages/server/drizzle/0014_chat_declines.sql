-- Issue 15: an answer may be a decline (no workflow covers the question), with the closest
-- workflows as related references rather than as the answer.
ALTER TABLE "chat_messages" ADD COLUMN "declined" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "related" jsonb DEFAULT '[]'::jsonb NOT NULL;
