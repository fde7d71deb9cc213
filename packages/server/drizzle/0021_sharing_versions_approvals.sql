-- Issue 23: restricted and password shares (their lists, password hash, token epoch and mailed
-- one-time codes), workflow version history, approval workflows, requests and their histories,
-- stored notifications, and the version a tracking record played. Hand-written.
ALTER TABLE "content_shares" ADD COLUMN "external_restricted_domains" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "content_shares" ADD COLUMN "external_restricted_emails" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "content_shares" ADD COLUMN "external_password_hash" text;--> statement-breakpoint
ALTER TABLE "content_shares" ADD COLUMN "token_epoch" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tracking_records" ADD COLUMN "version_id" text;--> statement-breakpoint
CREATE TABLE "share_access_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"share_id" text NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_version_histories" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"workflow_id" text NOT NULL,
	"version" text NOT NULL,
	"title" text NOT NULL,
	"steps_count" integer NOT NULL,
	"video_duration" real,
	"hls_key" text,
	"snapshot" jsonb NOT NULL,
	"latest" boolean DEFAULT true NOT NULL,
	"published_by" text,
	"approval_request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_workflows" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"title" text NOT NULL,
	"stages" jsonb NOT NULL,
	"reminder_days" integer NOT NULL,
	"escalation_days" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"approval_workflow_id" text,
	"workspace_id" text NOT NULL,
	"content_type" text NOT NULL,
	"workflow_id" text,
	"multimodal_sop_id" text,
	"title" text NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"stage_index" integer DEFAULT 0 NOT NULL,
	"stages" jsonb NOT NULL,
	"publish_options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"requested_by" text,
	"comment" text,
	"stage_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "approval_request_histories" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"request_id" text NOT NULL,
	"event" text NOT NULL,
	"stage_index" integer NOT NULL,
	"actor_id" text,
	"comment" text,
	"signature" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"receiver_id" text NOT NULL,
	"type" text NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"counter" integer DEFAULT 1 NOT NULL,
	"workflow_id" text,
	"multimodal_sop_id" text,
	"approval_request_id" text,
	"title" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"sender_id" text,
	"sender_name" text DEFAULT '' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "share_access_codes" ADD CONSTRAINT "share_access_codes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_access_codes" ADD CONSTRAINT "share_access_codes_share_id_content_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."content_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_version_histories" ADD CONSTRAINT "workflow_version_histories_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_version_histories" ADD CONSTRAINT "workflow_version_histories_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_version_histories" ADD CONSTRAINT "workflow_version_histories_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_workflows" ADD CONSTRAINT "approval_workflows_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_workflows" ADD CONSTRAINT "approval_workflows_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_workflows" ADD CONSTRAINT "approval_workflows_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_approval_workflow_id_approval_workflows_id_fk" FOREIGN KEY ("approval_workflow_id") REFERENCES "public"."approval_workflows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_multimodal_sop_id_smart_instructions_id_fk" FOREIGN KEY ("multimodal_sop_id") REFERENCES "public"."smart_instructions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_request_histories" ADD CONSTRAINT "approval_request_histories_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_request_histories" ADD CONSTRAINT "approval_request_histories_request_id_approval_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."approval_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_request_histories" ADD CONSTRAINT "approval_request_histories_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_multimodal_sop_id_smart_instructions_id_fk" FOREIGN KEY ("multimodal_sop_id") REFERENCES "public"."smart_instructions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_approval_request_id_approval_requests_id_fk" FOREIGN KEY ("approval_request_id") REFERENCES "public"."approval_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_access_codes_share_email_idx" ON "share_access_codes" USING btree ("share_id","email");--> statement-breakpoint
CREATE INDEX "workflow_version_histories_workflow_idx" ON "workflow_version_histories" USING btree ("workflow_id","created_at");--> statement-breakpoint
CREATE INDEX "workflow_version_histories_hls_idx" ON "workflow_version_histories" USING btree ("organization_id","hls_key");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_workflows_workspace_uq" ON "approval_workflows" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "approval_requests_workflow_idx" ON "approval_requests" USING btree ("workflow_id");--> statement-breakpoint
CREATE INDEX "approval_requests_sop_idx" ON "approval_requests" USING btree ("multimodal_sop_id");--> statement-breakpoint
CREATE INDEX "approval_requests_status_idx" ON "approval_requests" USING btree ("organization_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_open_workflow_uq" ON "approval_requests" USING btree ("workflow_id") WHERE status = 'in_progress' AND workflow_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_open_sop_uq" ON "approval_requests" USING btree ("multimodal_sop_id") WHERE status = 'in_progress' AND multimodal_sop_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "approval_request_histories_request_idx" ON "approval_request_histories" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_receiver_idx" ON "notifications" USING btree ("organization_id","receiver_id","created_at");
