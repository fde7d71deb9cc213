-- Issue 20: smart instructions (multimodal SOPs), their items, versions, edit events and runs;
-- content shares of smart instructions. Hand-written like 0008-0016 (no snapshots past 0007).
CREATE TABLE "smart_instructions" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"type" text DEFAULT 'manually' NOT NULL,
	"language_code" text DEFAULT 'en-us' NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"poster" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"title_translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_team_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"status" text DEFAULT 'draft' NOT NULL,
	"is_limited_in_skill" boolean DEFAULT false NOT NULL,
	"version" text DEFAULT '1.0' NOT NULL,
	"steps_count" integer DEFAULT 0 NOT NULL,
	"duration" real DEFAULT 30 NOT NULL,
	"author_id" text,
	"source_workflow_id" text,
	"source_upload_id" text,
	"job_id" text,
	"job_progress" real,
	"job_message" text,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sop_items" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"instruction_id" text NOT NULL,
	"position" integer NOT NULL,
	"order" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checklist_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"file_request" jsonb,
	"enable_ai_verification" boolean DEFAULT false NOT NULL,
	"allow_user_reference" boolean DEFAULT false NOT NULL,
	"parent_item_id" text,
	"sub_item_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" text DEFAULT '1.0' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', left(search_text, 100000))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sop_version_histories" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"instruction_id" text NOT NULL,
	"version" text NOT NULL,
	"title" text NOT NULL,
	"items_count" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"latest" boolean DEFAULT true NOT NULL,
	"published_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sop_edit_events" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"instruction_id" text NOT NULL,
	"version_history_id" text,
	"type" text NOT NULL,
	"item_id" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sop_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"instruction_id" text NOT NULL,
	"version" text NOT NULL,
	"user_id" text,
	"email" text,
	"is_public" boolean DEFAULT false NOT NULL,
	"on_enter" double precision NOT NULL,
	"on_exit" double precision,
	"duration_seconds" double precision NOT NULL,
	"device_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"current_item_id" text,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"skill_id" text,
	"task_performance_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sop_quiz_checks" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"instruction_id" text NOT NULL,
	"item_id" text NOT NULL,
	"session_id" text NOT NULL,
	"user_id" text,
	"score" integer NOT NULL,
	"passed" boolean NOT NULL,
	"questions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sop_user_files" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"instruction_id" text NOT NULL,
	"item_id" text NOT NULL,
	"session_id" text NOT NULL,
	"user_id" text,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "smart_instructions" ADD CONSTRAINT "smart_instructions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_instructions" ADD CONSTRAINT "smart_instructions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_instructions" ADD CONSTRAINT "smart_instructions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_instructions" ADD CONSTRAINT "smart_instructions_source_workflow_id_workflows_id_fk" FOREIGN KEY ("source_workflow_id") REFERENCES "public"."workflows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_items" ADD CONSTRAINT "sop_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_items" ADD CONSTRAINT "sop_items_instruction_id_smart_instructions_id_fk" FOREIGN KEY ("instruction_id") REFERENCES "public"."smart_instructions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_version_histories" ADD CONSTRAINT "sop_version_histories_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_version_histories" ADD CONSTRAINT "sop_version_histories_instruction_id_smart_instructions_id_fk" FOREIGN KEY ("instruction_id") REFERENCES "public"."smart_instructions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_version_histories" ADD CONSTRAINT "sop_version_histories_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_edit_events" ADD CONSTRAINT "sop_edit_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_edit_events" ADD CONSTRAINT "sop_edit_events_instruction_id_smart_instructions_id_fk" FOREIGN KEY ("instruction_id") REFERENCES "public"."smart_instructions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_edit_events" ADD CONSTRAINT "sop_edit_events_version_history_id_sop_version_histories_id_fk" FOREIGN KEY ("version_history_id") REFERENCES "public"."sop_version_histories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_edit_events" ADD CONSTRAINT "sop_edit_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_sessions" ADD CONSTRAINT "sop_sessions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_sessions" ADD CONSTRAINT "sop_sessions_instruction_id_smart_instructions_id_fk" FOREIGN KEY ("instruction_id") REFERENCES "public"."smart_instructions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_sessions" ADD CONSTRAINT "sop_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_quiz_checks" ADD CONSTRAINT "sop_quiz_checks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_quiz_checks" ADD CONSTRAINT "sop_quiz_checks_instruction_id_smart_instructions_id_fk" FOREIGN KEY ("instruction_id") REFERENCES "public"."smart_instructions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_quiz_checks" ADD CONSTRAINT "sop_quiz_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_user_files" ADD CONSTRAINT "sop_user_files_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_user_files" ADD CONSTRAINT "sop_user_files_instruction_id_smart_instructions_id_fk" FOREIGN KEY ("instruction_id") REFERENCES "public"."smart_instructions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_user_files" ADD CONSTRAINT "sop_user_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "smart_instructions_workspace_idx" ON "smart_instructions" USING btree ("workspace_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "smart_instructions_author_idx" ON "smart_instructions" USING btree ("organization_id","author_id");--> statement-breakpoint
CREATE INDEX "sop_items_instruction_idx" ON "sop_items" USING btree ("instruction_id","position");--> statement-breakpoint
CREATE INDEX "sop_items_search_idx" ON "sop_items" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "sop_version_histories_instruction_idx" ON "sop_version_histories" USING btree ("instruction_id","created_at");--> statement-breakpoint
CREATE INDEX "sop_edit_events_instruction_idx" ON "sop_edit_events" USING btree ("instruction_id","created_at");--> statement-breakpoint
CREATE INDEX "sop_sessions_instruction_idx" ON "sop_sessions" USING btree ("instruction_id","updated_at");--> statement-breakpoint
CREATE INDEX "sop_quiz_checks_session_idx" ON "sop_quiz_checks" USING btree ("session_id","item_id");--> statement-breakpoint
CREATE INDEX "sop_user_files_session_idx" ON "sop_user_files" USING btree ("session_id","item_id");--> statement-breakpoint
-- A share is of a workflow or of a smart instruction (001 §7 content-shares/ensure).
ALTER TABLE "content_shares" ALTER COLUMN "workflow_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "content_shares" ADD COLUMN "multimodal_sop_id" text;--> statement-breakpoint
ALTER TABLE "content_shares" ADD CONSTRAINT "content_shares_multimodal_sop_id_smart_instructions_id_fk" FOREIGN KEY ("multimodal_sop_id") REFERENCES "public"."smart_instructions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_shares_multimodal_sop_uq" ON "content_shares" USING btree ("organization_id","type","multimodal_sop_id");
