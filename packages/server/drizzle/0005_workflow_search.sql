CREATE TABLE "workflow_search" (
	"workflow_id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workflow_search" ADD CONSTRAINT "workflow_search_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workflow_search_document_idx" ON "workflow_search" USING gin ("document");--> statement-breakpoint
-- The search document of one workflow, built the same way for every writer (see schema.ts
-- workflowSearch). Each part is capped: PostgreSQL refuses a tsvector over 1 MB.
CREATE OR REPLACE FUNCTION workflow_search_document(title text, translated_titles jsonb, wid text)
RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT
    setweight(to_tsvector('simple', left(coalesce(title || ' ' || coalesce((
      SELECT string_agg(t.value, ' ' ORDER BY t.key)
      FROM jsonb_each_text(CASE WHEN jsonb_typeof(translated_titles) = 'object'
        THEN translated_titles ELSE '{}'::jsonb END) AS t(key, value)), ''), ''), 10000)), 'A')
    || setweight(to_tsvector('simple', left(coalesce((
      SELECT string_agg(t.value, ' ' ORDER BY s."order", t.key)
      FROM steps s
      CROSS JOIN LATERAL jsonb_each_text(CASE WHEN jsonb_typeof(s.title) = 'object'
        THEN s.title ELSE '{}'::jsonb END) AS t(key, value)
      WHERE s.workflow_id = wid), ''), 50000)), 'B')
    || setweight(to_tsvector('simple', left(coalesce((
      SELECT string_agg(e.value->>'sentence', ' ' ORDER BY tr.language_code, e.i)
      FROM transcriptions tr
      CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(tr.sentences) = 'array'
        THEN tr.sentences ELSE '[]'::jsonb END) WITH ORDINALITY AS e(value, i)
      WHERE tr.workflow_id = wid), ''), 200000)), 'C')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_workflow_search(wid text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO workflow_search (workflow_id, organization_id, document)
  SELECT w.id, w.organization_id, workflow_search_document(w.title, w.translated_titles, w.id)
  FROM workflows w WHERE w.id = wid
  ON CONFLICT (workflow_id) DO UPDATE
    SET document = excluded.document, organization_id = excluded.organization_id
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION workflows_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM workflow_search WHERE workflow_id = OLD.id;
  ELSE
    PERFORM refresh_workflow_search(NEW.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER workflows_search_refresh
  AFTER INSERT OR UPDATE OF title, translated_titles OR DELETE ON workflows
  FOR EACH ROW EXECUTE FUNCTION workflows_search_refresh();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION workflow_children_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM refresh_workflow_search(OLD.workflow_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.workflow_id IS DISTINCT FROM OLD.workflow_id) THEN
    PERFORM refresh_workflow_search(NEW.workflow_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER steps_search_refresh
  AFTER INSERT OR UPDATE OF title, workflow_id OR DELETE ON steps
  FOR EACH ROW EXECUTE FUNCTION workflow_children_search_refresh();
--> statement-breakpoint
CREATE TRIGGER transcriptions_search_refresh
  AFTER INSERT OR UPDATE OF sentences, workflow_id OR DELETE ON transcriptions
  FOR EACH ROW EXECUTE FUNCTION workflow_children_search_refresh();
--> statement-breakpoint
SELECT refresh_workflow_search(id) FROM workflows;
