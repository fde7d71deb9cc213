-- Issue 19: a workflow's quiz (one per workflow) and every graded attempt at it.
CREATE TABLE "quizzes" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"workflow_id" text NOT NULL,
	"status" text DEFAULT 'completed' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"passing_score" integer DEFAULT 80 NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"generator" text DEFAULT 'author' NOT NULL,
	"model" text,
	"error_message" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_quizzes" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"quiz_id" text NOT NULL,
	"workflow_id" text NOT NULL,
	"user_id" text,
	"is_public" boolean DEFAULT false NOT NULL,
	"user_or_team_skill_id" text,
	"status" text NOT NULL,
	"correct_answer_count" integer NOT NULL,
	"question_count" integer NOT NULL,
	"score" integer NOT NULL,
	"passing_score" integer NOT NULL,
	"attempt" integer NOT NULL,
	"questions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_quizzes" ADD CONSTRAINT "user_quizzes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_quizzes" ADD CONSTRAINT "user_quizzes_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_quizzes" ADD CONSTRAINT "user_quizzes_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_quizzes" ADD CONSTRAINT "user_quizzes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quizzes_workflow_uq" ON "quizzes" USING btree ("workflow_id");--> statement-breakpoint
CREATE INDEX "user_quizzes_quiz_user_idx" ON "user_quizzes" USING btree ("quiz_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_quizzes_workflow_idx" ON "user_quizzes" USING btree ("organization_id","workflow_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_quizzes_attempt_uq" ON "user_quizzes" USING btree ("quiz_id","user_id","attempt");
