-- Issue 25: analytics facts kept beside the tracking records (one row per viewing session and
-- one per session and step), saved grid states of the configurable reports, report and data-hub
-- exports, AI provider usage (the credit dashboard), read-only API keys for BI tools, QR codes,
-- content governance (owners, review-by dates) and troubleshooting reports. Hand-written.
CREATE TABLE "analytics_views" (
	"organization_id" text NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"record_id" text NOT NULL,
	"workflow_id" text NOT NULL REFERENCES "workflows"("id") ON DELETE cascade,
	"user_id" text REFERENCES "users"("id") ON DELETE set null,
	"is_public" boolean DEFAULT false NOT NULL,
	"day" date NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	"played_seconds" double precision DEFAULT 0 NOT NULL,
	"duration_seconds" double precision DEFAULT 0 NOT NULL,
	"steps_total" integer DEFAULT 0 NOT NULL,
	"steps_reached" integer DEFAULT 0 NOT NULL,
	"steps_finished" integer DEFAULT 0 NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("organization_id", "record_id")
);
--> statement-breakpoint
CREATE INDEX "analytics_views_day_idx" ON "analytics_views" USING btree ("organization_id","day") INCLUDE ("workflow_id","user_id","record_id","played_seconds","completed","steps_reached","steps_total","entered_at");--> statement-breakpoint
CREATE INDEX "analytics_views_workflow_day_idx" ON "analytics_views" USING btree ("organization_id","workflow_id","day");--> statement-breakpoint
CREATE INDEX "analytics_views_user_day_idx" ON "analytics_views" USING btree ("organization_id","user_id","day");--> statement-breakpoint
CREATE TABLE "analytics_step_views" (
	"organization_id" text NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"record_id" text NOT NULL,
	"workflow_id" text NOT NULL,
	"step_id" text NOT NULL,
	"step_index" integer NOT NULL,
	"day" date NOT NULL,
	"reached" boolean NOT NULL,
	"finished" boolean NOT NULL,
	"played_seconds" double precision DEFAULT 0 NOT NULL,
	PRIMARY KEY ("organization_id", "record_id", "step_id"),
	FOREIGN KEY ("organization_id", "record_id") REFERENCES "analytics_views"("organization_id", "record_id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "analytics_step_views_workflow_day_idx" ON "analytics_step_views" USING btree ("organization_id","workflow_id","day");--> statement-breakpoint
CREATE TABLE "analytics_grid_states" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"report" text NOT NULL,
	"name" text NOT NULL,
	"state" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_grid_states_user_idx" ON "analytics_grid_states" USING btree ("organization_id","user_id","report");--> statement-breakpoint
CREATE TABLE "report_exports" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"report" text NOT NULL,
	"format" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"job_id" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"row_count" integer,
	"storage_key" text,
	"file_name" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "report_exports_user_idx" ON "report_exports" USING btree ("organization_id","user_id","created_at");--> statement-breakpoint
CREATE TABLE "ai_usage" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"feature" text NOT NULL,
	"provider" text NOT NULL,
	"unit" text NOT NULL,
	"quantity" double precision DEFAULT 0 NOT NULL,
	"user_id" text REFERENCES "users"("id") ON DELETE set null,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ai_usage_org_at_idx" ON "ai_usage" USING btree ("organization_id","at");--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"scope" text DEFAULT 'read' NOT NULL,
	"created_by" text REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_prefix_uq" ON "api_keys" USING btree ("prefix");--> statement-breakpoint
CREATE INDEX "api_keys_org_idx" ON "api_keys" USING btree ("organization_id");--> statement-breakpoint
CREATE TABLE "qr_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"content_type" text NOT NULL,
	"content_id" text NOT NULL,
	"label" text NOT NULL,
	"created_by" text REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "qr_codes_org_idx" ON "qr_codes" USING btree ("organization_id");--> statement-breakpoint
CREATE TABLE "content_governance" (
	"organization_id" text NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"content_type" text NOT NULL,
	"content_id" text NOT NULL,
	"owner_id" text REFERENCES "users"("id") ON DELETE set null,
	"review_by" date,
	"reviewed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("organization_id", "content_type", "content_id")
);
--> statement-breakpoint
CREATE TABLE "troubleshooting_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"results" jsonb NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "troubleshooting_reports_org_idx" ON "troubleshooting_reports" USING btree ("organization_id","created_at");
