-- Issue 14: sessions that end when revoked, shared rate-limit counters, error-log retention.

-- One row per session (a refresh-token family; an e-learning session's id is its custom token's
-- id). An access token carries the session id (`sid`); the server refuses it once the session is
-- revoked, in every process: revocation announces the id on 'stepwise_session_revoked'.
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
-- The sessions that exist already (one per refresh-token family).
INSERT INTO "sessions" ("id", "organization_id", "user_id", "kind", "created_at", "revoked_at")
SELECT "family_id", min("organization_id"), min("user_id"), min("kind"), min("created_at"),
       max("revoked_at")
FROM "refresh_tokens" GROUP BY "family_id"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stepwise_notify_session_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('stepwise_session_revoked', OLD.id);
  ELSIF NEW.revoked_at IS NOT NULL AND OLD.revoked_at IS NULL THEN
    PERFORM pg_notify('stepwise_session_revoked', NEW.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_revoked AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION stepwise_notify_session_revoked();
--> statement-breakpoint
-- Rate-limit counters shared by every server process on PostgreSQL (src/http/rate-limit-store.ts).
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"window_ends" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Sign-in sources that have signed in to an account before: while an account is under attack
-- from elsewhere (its global failure limit reached), its owner's known sources still get in.
CREATE TABLE "login_trusted_sources" (
	"account" text NOT NULL,
	"source" text NOT NULL,
	"trusted_until" timestamp with time zone NOT NULL,
	CONSTRAINT "login_trusted_sources_pk" PRIMARY KEY("account","source")
);
--> statement-breakpoint
CREATE INDEX "error_logs_created_idx" ON "error_logs" USING btree ("created_at");
