CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"progress" real DEFAULT 0 NOT NULL,
	"progress_message" text,
	"result" jsonb,
	"last_error" text,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_queued_idx" ON "jobs" USING btree ("priority" DESC NULLS LAST,"run_at","created_at") WHERE status = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_lease_idx" ON "jobs" USING btree ("locked_until") WHERE status = 'running';--> statement-breakpoint
CREATE INDEX "jobs_status_kind_idx" ON "jobs" USING btree ("status","kind");--> statement-breakpoint
CREATE INDEX "jobs_org_idx" ON "jobs" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedupe_uq" ON "jobs" USING btree ("dedupe_key") WHERE status in ('queued', 'running');--> statement-breakpoint
-- Jobs announce themselves whichever process or tool writes them, in the writer's transaction
-- (delivered at commit, never for a rollback): 'stepwise_job_enqueued' (payload: kind) when a job
-- becomes claimable or is rescheduled, which wakes idle workers; 'stepwise_job_changed'
-- (payload: id) on every status, progress or attempt change, which feeds src/jobs/events.ts.
-- Lease renewals change none of these columns and stay silent.
CREATE OR REPLACE FUNCTION stepwise_notify_job_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'queued' AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM NEW.status
      OR OLD.run_at IS DISTINCT FROM NEW.run_at) THEN
    PERFORM pg_notify('stepwise_job_enqueued', NEW.kind);
  END IF;
  IF TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM NEW.status
      OR OLD.progress IS DISTINCT FROM NEW.progress
      OR OLD.progress_message IS DISTINCT FROM NEW.progress_message
      OR OLD.attempts IS DISTINCT FROM NEW.attempts THEN
    PERFORM pg_notify('stepwise_job_changed', NEW.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_notify_change AFTER INSERT OR UPDATE ON jobs
  FOR EACH ROW EXECUTE FUNCTION stepwise_notify_job_change();
