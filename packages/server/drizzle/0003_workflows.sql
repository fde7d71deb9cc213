CREATE TABLE "steps" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"workflow_id" text NOT NULL,
	"order" integer NOT NULL,
	"start_time" real NOT NULL,
	"end_time" real NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"poster_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transcriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"workflow_id" text NOT NULL,
	"language_code" text NOT NULL,
	"sentences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflows" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"title" text NOT NULL,
	"translated_titles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"language_code" text NOT NULL,
	"author_id" text,
	"published" boolean DEFAULT false NOT NULL,
	"published_date" timestamp with time zone,
	"processed" boolean DEFAULT false NOT NULL,
	"editor_status" text DEFAULT '' NOT NULL,
	"speech_status" text DEFAULT 'waiting' NOT NULL,
	"steps_status" text DEFAULT 'scheduled' NOT NULL,
	"convert_status" text DEFAULT 'job scheduled' NOT NULL,
	"blocked" text DEFAULT '' NOT NULL,
	"review_status" text DEFAULT '' NOT NULL,
	"frame_capture_status" text DEFAULT '' NOT NULL,
	"video_extract_status" text DEFAULT '' NOT NULL,
	"video_duration" real,
	"poster_key" text,
	"original_key" text,
	"hls_key" text,
	"image_map" jsonb,
	"edit_type" text DEFAULT 'original' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "steps" ADD CONSTRAINT "steps_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "steps" ADD CONSTRAINT "steps_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcriptions" ADD CONSTRAINT "transcriptions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcriptions" ADD CONSTRAINT "transcriptions_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "steps_workflow_idx" ON "steps" USING btree ("workflow_id","order");--> statement-breakpoint
CREATE UNIQUE INDEX "transcriptions_workflow_language_uq" ON "transcriptions" USING btree ("workflow_id","language_code");--> statement-breakpoint
CREATE INDEX "workflows_org_idx" ON "workflows" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "workflows_workspace_idx" ON "workflows" USING btree ("workspace_id");