-- The assistant's passage index (issue 7): one row per step of a workflow and language, kept by
-- triggers like workflow_search (0005), so every writer of workflows, steps and transcriptions
-- keeps it right. Access is not stored here: retrieval joins `workflows` at query time.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "retrieval_passages" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"workflow_id" text NOT NULL,
	"step_id" text NOT NULL,
	"language_code" text NOT NULL,
	"config" text NOT NULL,
	"step_order" integer NOT NULL,
	"step_start" real NOT NULL,
	"step_end" real NOT NULL,
	"workflow_title" text NOT NULL,
	"step_title" text NOT NULL,
	"sentences" jsonb NOT NULL,
	"document" "tsvector" NOT NULL,
	"content_hash" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "retrieval_passages" ADD CONSTRAINT "retrieval_passages_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retrieval_passages" ADD CONSTRAINT "retrieval_passages_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retrieval_passages_document_idx" ON "retrieval_passages" USING gin ("document");--> statement-breakpoint
CREATE INDEX "retrieval_passages_workflow_idx" ON "retrieval_passages" USING btree ("workflow_id");--> statement-breakpoint
CREATE INDEX "retrieval_passages_org_config_idx" ON "retrieval_passages" USING btree ("organization_id","config");--> statement-breakpoint
CREATE TABLE "retrieval_lexicon" (
	"organization_id" text NOT NULL,
	"config" text NOT NULL,
	"lexeme" text NOT NULL,
	CONSTRAINT "retrieval_lexicon_organization_id_config_lexeme_pk" PRIMARY KEY("organization_id","config","lexeme")
);
--> statement-breakpoint
ALTER TABLE "retrieval_lexicon" ADD CONSTRAINT "retrieval_lexicon_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retrieval_lexicon_trgm_idx" ON "retrieval_lexicon" USING gin ("lexeme" gin_trgm_ops);--> statement-breakpoint
-- The text search configuration of a language code ('en-us' -> english), 'simple' (no stemming,
-- no stop words) for a language PostgreSQL has no configuration for.
CREATE OR REPLACE FUNCTION retrieval_ts_config(language_code text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((
    SELECT c.cfgname::text FROM pg_ts_config c
    WHERE c.cfgnamespace = 'pg_catalog'::regnamespace
      AND c.cfgname = (CASE split_part(replace(lower(coalesce(language_code, '')), '_', '-'), '-', 1)
        WHEN 'ar' THEN 'arabic' WHEN 'hy' THEN 'armenian' WHEN 'eu' THEN 'basque'
        WHEN 'ca' THEN 'catalan' WHEN 'da' THEN 'danish' WHEN 'nl' THEN 'dutch'
        WHEN 'en' THEN 'english' WHEN 'fi' THEN 'finnish' WHEN 'fr' THEN 'french'
        WHEN 'de' THEN 'german' WHEN 'el' THEN 'greek' WHEN 'hi' THEN 'hindi'
        WHEN 'hu' THEN 'hungarian' WHEN 'id' THEN 'indonesian' WHEN 'ga' THEN 'irish'
        WHEN 'it' THEN 'italian' WHEN 'lt' THEN 'lithuanian' WHEN 'ne' THEN 'nepali'
        WHEN 'no' THEN 'norwegian' WHEN 'nb' THEN 'norwegian' WHEN 'nn' THEN 'norwegian'
        WHEN 'pt' THEN 'portuguese' WHEN 'ro' THEN 'romanian' WHEN 'ru' THEN 'russian'
        WHEN 'sr' THEN 'serbian' WHEN 'es' THEN 'spanish' WHEN 'sv' THEN 'swedish'
        WHEN 'ta' THEN 'tamil' WHEN 'tr' THEN 'turkish' WHEN 'yi' THEN 'yiddish' END)
    LIMIT 1), 'simple')
$$;
--> statement-breakpoint
-- Rebuilds the passages of one workflow: for each step and each language the workflow has a
-- transcript or the step a title in, the step's sentences (a sentence belongs to the step its
-- start falls in, compared as numeric like workflow-search's matchRows), its title and the
-- workflow's title. A jsonb of the wrong shape gives nothing, never an error.
CREATE OR REPLACE FUNCTION refresh_retrieval_passages(wid text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM retrieval_passages WHERE workflow_id = wid;
  INSERT INTO retrieval_passages (id, organization_id, workflow_id, step_id, language_code, config,
    step_order, step_start, step_end, workflow_title, step_title, sentences, document, content_hash)
  SELECT p.step_id || ':' || p.lang, p.organization_id, p.workflow_id, p.step_id, p.lang, p.cfg,
    p.step_order, p.step_start, p.step_end, p.wtitle, p.stitle, p.sentences,
    setweight(to_tsvector(p.cfg::regconfig, left(p.wtitle, 10000)), 'A')
      || setweight(to_tsvector(p.cfg::regconfig, left(p.stitle, 10000)), 'B')
      || to_tsvector(p.cfg::regconfig, left(p.body, 200000)),
    md5(p.lang || E'\n' || p.wtitle || E'\n' || p.stitle || E'\n' || p.body)
  FROM (
    SELECT w.organization_id, w.id AS workflow_id, s.id AS step_id, l.lang,
      retrieval_ts_config(l.lang) AS cfg, s.position AS step_order,
      s.start_time AS step_start, s.end_time AS step_end,
      coalesce(nullif(btrim((CASE WHEN jsonb_typeof(w.translated_titles) = 'object'
        THEN w.translated_titles ELSE '{}'::jsonb END) ->> l.lang), ''), w.title) AS wtitle,
      coalesce((CASE WHEN jsonb_typeof(s.title) = 'object' THEN s.title ELSE '{}'::jsonb END)
        ->> l.lang, '') AS stitle,
      coalesce(x.sentences, '[]'::jsonb) AS sentences, coalesce(x.body, '') AS body
    FROM workflows w
    -- step_order is the step's 1-based position (what "step 4" means to a reader), not the
    -- sparse sort key in steps."order" (10, 20, ...); every step change rebuilds the workflow.
    JOIN (SELECT st.*, row_number() OVER (ORDER BY st."order", st.id) AS position
      FROM steps st WHERE st.workflow_id = wid) AS s ON s.workflow_id = w.id
    CROSS JOIN LATERAL (
      SELECT tr.language_code FROM transcriptions tr WHERE tr.workflow_id = w.id
      UNION
      SELECT t.key FROM jsonb_each_text(CASE WHEN jsonb_typeof(s.title) = 'object'
        THEN s.title ELSE '{}'::jsonb END) AS t(key, value)
    ) AS l(lang)
    LEFT JOIN LATERAL (
      SELECT jsonb_agg(jsonb_build_object('sentence', e.value->>'sentence',
          'startTime', e.value->'startTime', 'endTime', e.value->'endTime') ORDER BY e.i) AS sentences,
        string_agg(e.value->>'sentence', ' ' ORDER BY e.i) AS body
      FROM transcriptions tr
      CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(tr.sentences) = 'array'
        THEN tr.sentences ELSE '[]'::jsonb END) WITH ORDINALITY AS e(value, i)
      WHERE tr.workflow_id = w.id AND tr.language_code = l.lang
        AND jsonb_typeof(e.value) = 'object'
        AND jsonb_typeof(e.value->'sentence') = 'string'
        AND jsonb_typeof(e.value->'endTime') = 'number'
        AND (CASE WHEN jsonb_typeof(e.value->'startTime') = 'number'
          THEN (e.value->>'startTime')::numeric END) >= s.start_time::text::numeric
        AND (CASE WHEN jsonb_typeof(e.value->'startTime') = 'number'
          THEN (e.value->>'startTime')::numeric END) < s.end_time::text::numeric
    ) AS x ON true
    WHERE w.id = wid
  ) AS p
  WHERE p.stitle ~ '[^[:space:]]' OR p.body ~ '[^[:space:]]';
END
$$;
--> statement-breakpoint
-- The organisation's words per configuration, for typo correction (trigram index). Rows are only
-- added (in lexeme order, so concurrent writers take their locks in the same order); a word no
-- passage holds any more matches nothing and weighs nothing at query time.
CREATE OR REPLACE FUNCTION retrieval_lexicon_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO retrieval_lexicon (organization_id, config, lexeme)
  SELECT DISTINCT n.organization_id, n.config, u.lexeme
  FROM retrieval_new_passages n CROSS JOIN LATERAL unnest(n.document) AS u
  ORDER BY 1, 2, 3
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER retrieval_passages_lexicon_insert
  AFTER INSERT ON retrieval_passages REFERENCING NEW TABLE AS retrieval_new_passages
  FOR EACH STATEMENT EXECUTE FUNCTION retrieval_lexicon_add();
--> statement-breakpoint
CREATE TRIGGER retrieval_passages_lexicon_update
  AFTER UPDATE ON retrieval_passages REFERENCING NEW TABLE AS retrieval_new_passages
  FOR EACH STATEMENT EXECUTE FUNCTION retrieval_lexicon_add();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION workflows_retrieval_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM refresh_retrieval_passages(NEW.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER workflows_retrieval_refresh
  AFTER INSERT OR UPDATE OF title, translated_titles ON workflows
  FOR EACH ROW EXECUTE FUNCTION workflows_retrieval_refresh();
--> statement-breakpoint
-- Steps and transcriptions: once per statement and workflow (a workflow's ten steps inserted in
-- one statement rebuild its passages once). UPDATE compares the columns that make a passage,
-- so a poster or status change rebuilds nothing.
CREATE OR REPLACE FUNCTION steps_retrieval_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_retrieval_passages(x.workflow_id)
    FROM (SELECT DISTINCT workflow_id FROM retrieval_new_rows ORDER BY 1) AS x;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_retrieval_passages(x.workflow_id)
    FROM (SELECT DISTINCT workflow_id FROM retrieval_old_rows ORDER BY 1) AS x;
  ELSE
    PERFORM refresh_retrieval_passages(x.workflow_id)
    FROM (
      SELECT o.workflow_id FROM retrieval_old_rows o JOIN retrieval_new_rows n ON n.id = o.id
      WHERE n.workflow_id IS DISTINCT FROM o.workflow_id OR n.title IS DISTINCT FROM o.title
        OR n."order" IS DISTINCT FROM o."order" OR n.start_time IS DISTINCT FROM o.start_time
        OR n.end_time IS DISTINCT FROM o.end_time
      UNION
      SELECT n.workflow_id FROM retrieval_old_rows o JOIN retrieval_new_rows n ON n.id = o.id
      WHERE n.workflow_id IS DISTINCT FROM o.workflow_id OR n.title IS DISTINCT FROM o.title
        OR n."order" IS DISTINCT FROM o."order" OR n.start_time IS DISTINCT FROM o.start_time
        OR n.end_time IS DISTINCT FROM o.end_time
      ORDER BY 1
    ) AS x;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER steps_retrieval_insert
  AFTER INSERT ON steps REFERENCING NEW TABLE AS retrieval_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION steps_retrieval_refresh();
--> statement-breakpoint
CREATE TRIGGER steps_retrieval_update
  AFTER UPDATE ON steps REFERENCING OLD TABLE AS retrieval_old_rows NEW TABLE AS retrieval_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION steps_retrieval_refresh();
--> statement-breakpoint
CREATE TRIGGER steps_retrieval_delete
  AFTER DELETE ON steps REFERENCING OLD TABLE AS retrieval_old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION steps_retrieval_refresh();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION transcriptions_retrieval_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_retrieval_passages(x.workflow_id)
    FROM (SELECT DISTINCT workflow_id FROM retrieval_new_rows ORDER BY 1) AS x;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_retrieval_passages(x.workflow_id)
    FROM (SELECT DISTINCT workflow_id FROM retrieval_old_rows ORDER BY 1) AS x;
  ELSE
    PERFORM refresh_retrieval_passages(x.workflow_id)
    FROM (
      SELECT o.workflow_id FROM retrieval_old_rows o JOIN retrieval_new_rows n ON n.id = o.id
      WHERE n.workflow_id IS DISTINCT FROM o.workflow_id OR n.sentences IS DISTINCT FROM o.sentences
        OR n.language_code IS DISTINCT FROM o.language_code
      UNION
      SELECT n.workflow_id FROM retrieval_old_rows o JOIN retrieval_new_rows n ON n.id = o.id
      WHERE n.workflow_id IS DISTINCT FROM o.workflow_id OR n.sentences IS DISTINCT FROM o.sentences
        OR n.language_code IS DISTINCT FROM o.language_code
      ORDER BY 1
    ) AS x;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER transcriptions_retrieval_insert
  AFTER INSERT ON transcriptions REFERENCING NEW TABLE AS retrieval_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION transcriptions_retrieval_refresh();
--> statement-breakpoint
CREATE TRIGGER transcriptions_retrieval_update
  AFTER UPDATE ON transcriptions REFERENCING OLD TABLE AS retrieval_old_rows NEW TABLE AS retrieval_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION transcriptions_retrieval_refresh();
--> statement-breakpoint
CREATE TRIGGER transcriptions_retrieval_delete
  AFTER DELETE ON transcriptions REFERENCING OLD TABLE AS retrieval_old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION transcriptions_retrieval_refresh();
--> statement-breakpoint
SELECT refresh_retrieval_passages(id) FROM workflows;
