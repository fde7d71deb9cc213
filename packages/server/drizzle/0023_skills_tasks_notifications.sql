-- Issue 24: skills (playlists, assignments, performances, certificates), tasks (assignee
-- settings, members, performances), favourite workflows and smart instructions, run comments,
-- due-date digests, the other notification kinds' columns, and a trigger that tells every
-- process when a receiver's notifications change (live delivery). Hand-written.
CREATE TABLE "skills" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"workspace_id" text NOT NULL REFERENCES "workspaces"("id") ON DELETE cascade,
	"title" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"assessment" jsonb NOT NULL,
	"certification" jsonb NOT NULL,
	"created_by" text REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "skills_workspace_idx" ON "skills" USING btree ("organization_id","workspace_id");--> statement-breakpoint
CREATE TABLE "skill_assignments" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"skill_id" text NOT NULL REFERENCES "skills"("id") ON DELETE cascade,
	"assignee_type" text NOT NULL,
	"assignee_id" text NOT NULL,
	"due_at" timestamp with time zone,
	"assigned_by" text REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "skill_assignments_uq" ON "skill_assignments" USING btree ("skill_id","assignee_type","assignee_id");--> statement-breakpoint
CREATE TABLE "skill_performances" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"skill_id" text NOT NULL REFERENCES "skills"("id") ON DELETE cascade,
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"team_id" text REFERENCES "teams"("id") ON DELETE set null,
	"due_at" timestamp with time zone,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"passed_at" timestamp with time zone,
	"assessment_result" text,
	"assessment_score" integer,
	"certified_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"due_soon_notified_at" timestamp with time zone,
	"overdue_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "skill_performances_skill_user_uq" ON "skill_performances" USING btree ("skill_id","user_id");--> statement-breakpoint
CREATE INDEX "skill_performances_user_idx" ON "skill_performances" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE TABLE "skill_certificates" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"skill_id" text NOT NULL REFERENCES "skills"("id") ON DELETE cascade,
	"performance_id" text NOT NULL REFERENCES "skill_performances"("id") ON DELETE cascade,
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"display_name" text NOT NULL,
	"email" text,
	"certified" boolean DEFAULT true NOT NULL,
	"sign_date" timestamp with time zone NOT NULL,
	"signer_id" text REFERENCES "users"("id") ON DELETE set null,
	"signature" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "skill_certificates_performance_idx" ON "skill_certificates" USING btree ("performance_id","sign_date");--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"workspace_id" text NOT NULL REFERENCES "workspaces"("id") ON DELETE cascade,
	"title" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" text REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "tasks_workspace_idx" ON "tasks" USING btree ("organization_id","workspace_id");--> statement-breakpoint
CREATE TABLE "task_assignee_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"task_id" text NOT NULL REFERENCES "tasks"("id") ON DELETE cascade,
	"schedule" jsonb NOT NULL,
	"next_occurrence_at" timestamp with time zone,
	"created_by" text REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "task_assignee_settings_task_idx" ON "task_assignee_settings" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "task_assignee_settings_next_idx" ON "task_assignee_settings" USING btree ("next_occurrence_at");--> statement-breakpoint
CREATE TABLE "task_members" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"task_id" text NOT NULL REFERENCES "tasks"("id") ON DELETE cascade,
	"assignee_setting_id" text NOT NULL REFERENCES "task_assignee_settings"("id") ON DELETE cascade,
	"member_type" text NOT NULL,
	"member_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "task_members_uq" ON "task_members" USING btree ("assignee_setting_id","member_type","member_id");--> statement-breakpoint
CREATE TABLE "task_performances" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"task_id" text NOT NULL REFERENCES "tasks"("id") ON DELETE cascade,
	"assignee_setting_id" text NOT NULL REFERENCES "task_assignee_settings"("id") ON DELETE cascade,
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"team_id" text REFERENCES "teams"("id") ON DELETE set null,
	"starts_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone,
	"status" text DEFAULT 'todo' NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"due_soon_notified_at" timestamp with time zone,
	"overdue_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "task_performances_occurrence_uq" ON "task_performances" USING btree ("assignee_setting_id","user_id","starts_at");--> statement-breakpoint
CREATE INDEX "task_performances_user_idx" ON "task_performances" USING btree ("organization_id","user_id","status");--> statement-breakpoint
CREATE INDEX "task_performances_task_idx" ON "task_performances" USING btree ("task_id","starts_at");--> statement-breakpoint
CREATE TABLE "workflow_likes" (
	"organization_id" text NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"workflow_id" text NOT NULL REFERENCES "workflows"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflow_likes_user_id_workflow_id_pk" PRIMARY KEY("user_id","workflow_id")
);
--> statement-breakpoint
CREATE TABLE "sop_likes" (
	"organization_id" text NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"multimodal_sop_id" text NOT NULL REFERENCES "smart_instructions"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sop_likes_user_id_multimodal_sop_id_pk" PRIMARY KEY("user_id","multimodal_sop_id")
);
--> statement-breakpoint
CREATE TABLE "sop_session_comments" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"session_id" text NOT NULL REFERENCES "sop_sessions"("id") ON DELETE cascade,
	"user_id" text REFERENCES "users"("id") ON DELETE set null,
	"display_name" text NOT NULL,
	"comment" text NOT NULL,
	"is_reviewer" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sop_session_comments_session_idx" ON "sop_session_comments" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE TABLE "due_digests" (
	"organization_id" text NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "due_digests_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "skill_id" text REFERENCES "skills"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "skill_performance_id" text REFERENCES "skill_performances"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "task_id" text REFERENCES "tasks"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "task_performance_id" text REFERENCES "task_performances"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mmsop_session_id" text REFERENCES "sop_sessions"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "reaction" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "is_reviewer" boolean;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "group_key" text;--> statement-breakpoint
CREATE FUNCTION stepwise_notification_changed() RETURNS trigger AS $$
BEGIN
    PERFORM pg_notify('stepwise_notification', COALESCE(NEW.receiver_id, OLD.receiver_id));
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER notifications_notify_change AFTER INSERT OR UPDATE OR DELETE ON notifications
    FOR EACH ROW EXECUTE FUNCTION stepwise_notification_changed();
