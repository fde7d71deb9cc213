-- Issue 22: annotations and voice: annotation records per step, text-to-speech and recorded
-- audio, saved voice-overs, dubbed audio tracks. Hand-written.
CREATE TABLE "annotations" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"workflow_id" text NOT NULL,
	"step_id" text NOT NULL,
	"elements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "text_to_speech" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"workflow_id" text NOT NULL,
	"kind" text DEFAULT 'tts' NOT NULL,
	"language_code" text NOT NULL,
	"text" text NOT NULL,
	"voice" text NOT NULL,
	"rate" real DEFAULT 1 NOT NULL,
	"target_duration" real,
	"fingerprint" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"duration" real,
	"storage_key" text,
	"words" jsonb,
	"error" text,
	"job_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "text_to_speech_histories" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"workflow_id" text NOT NULL,
	"language_code" text NOT NULL,
	"voice" text NOT NULL,
	"global_speed" real DEFAULT 1 NOT NULL,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_dubs" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"workflow_id" text NOT NULL,
	"language_code" text NOT NULL,
	"history_id" text,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"error" text,
	"storage_prefix" text,
	"job_id" text,
	"requested_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "annotations" ADD CONSTRAINT "annotations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "annotations" ADD CONSTRAINT "annotations_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_to_speech" ADD CONSTRAINT "text_to_speech_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_to_speech" ADD CONSTRAINT "text_to_speech_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_to_speech_histories" ADD CONSTRAINT "text_to_speech_histories_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_to_speech_histories" ADD CONSTRAINT "text_to_speech_histories_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_dubs" ADD CONSTRAINT "workflow_dubs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_dubs" ADD CONSTRAINT "workflow_dubs_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "annotations" ADD CONSTRAINT "annotations_step_id_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "annotations" ADD CONSTRAINT "annotations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_to_speech" ADD CONSTRAINT "text_to_speech_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_to_speech_histories" ADD CONSTRAINT "text_to_speech_histories_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_dubs" ADD CONSTRAINT "workflow_dubs_history_id_text_to_speech_histories_id_fk" FOREIGN KEY ("history_id") REFERENCES "public"."text_to_speech_histories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_dubs" ADD CONSTRAINT "workflow_dubs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "annotations_step_idx" ON "annotations" USING btree ("step_id");--> statement-breakpoint
CREATE INDEX "annotations_workflow_idx" ON "annotations" USING btree ("workflow_id");--> statement-breakpoint
CREATE INDEX "text_to_speech_fingerprint_idx" ON "text_to_speech" USING btree ("workflow_id","fingerprint");--> statement-breakpoint
CREATE INDEX "text_to_speech_histories_idx" ON "text_to_speech_histories" USING btree ("workflow_id","language_code","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_dubs_language_idx" ON "workflow_dubs" USING btree ("workflow_id","language_code");--> statement-breakpoint
ALTER TABLE "workflows" ADD COLUMN "video_width" integer;--> statement-breakpoint
ALTER TABLE "workflows" ADD COLUMN "video_height" integer;
