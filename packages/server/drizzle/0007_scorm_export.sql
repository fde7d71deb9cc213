CREATE TABLE "custom_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"workflow_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "export_processes" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"export_type" text NOT NULL,
	"export_source" text DEFAULT 'workflow' NOT NULL,
	"workflow_ids" jsonb NOT NULL,
	"resolution" integer DEFAULT 720 NOT NULL,
	"server_url" text NOT NULL,
	"created_by" text,
	"error_message" text,
	"file_key" text,
	"file_size" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lms_learner_id" text;--> statement-breakpoint
ALTER TABLE "custom_sessions" ADD CONSTRAINT "custom_sessions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_sessions" ADD CONSTRAINT "custom_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_processes" ADD CONSTRAINT "export_processes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_processes" ADD CONSTRAINT "export_processes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_sessions_user_idx" ON "custom_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "export_processes_org_idx" ON "export_processes" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "export_processes_workflows_idx" ON "export_processes" USING gin ("workflow_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "users_org_lms_learner_uq" ON "users" USING btree ("organization_id","lms_learner_id");