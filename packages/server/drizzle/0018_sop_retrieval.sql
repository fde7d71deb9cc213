-- Issue 20 item 2: smart instructions are indexed by the assistant's retrieval like workflows.
-- Each item of a published, completed smart instruction is a passage of `retrieval_passages`
-- (one language: the instruction's), so the same ranking, IDF, lexicon (typos) and coverage
-- (answer or decline) apply to both kinds of content. A passage belongs to a workflow or to an
-- instruction, never both; `step_*` hold the item (its id, its list order, its title) and
-- `workflow_title` the instruction's title; times are 0 (an item has no video). Kept by
-- triggers like 0008's, so every writer of instructions and items keeps it right. Access is not
-- stored here: retrieval joins `smart_instructions` at query time (ai/retrieval/retrieve.ts).
-- Hand-written like 0008-0017.
ALTER TABLE "retrieval_passages" ALTER COLUMN "workflow_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "retrieval_passages" ADD COLUMN "instruction_id" text;
--> statement-breakpoint
ALTER TABLE "retrieval_passages" ADD CONSTRAINT "retrieval_passages_instruction_id_smart_instructions_id_fk" FOREIGN KEY ("instruction_id") REFERENCES "public"."smart_instructions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "retrieval_passages" ADD CONSTRAINT "retrieval_passages_one_source_ck" CHECK (("workflow_id" IS NULL) <> ("instruction_id" IS NULL));
--> statement-breakpoint
CREATE INDEX "retrieval_passages_instruction_idx" ON "retrieval_passages" USING btree ("instruction_id");
--> statement-breakpoint
-- Rebuilds the passages of one instruction: one per item with text, when the instruction is
-- published and completed (drafts, processing and failed ones are not retrieved). The item's
-- text (description, checklist items, quiz question titles, file request) is split into
-- sentences at line breaks and sentence ends, so an answer quotes the sentences that match.
CREATE OR REPLACE FUNCTION refresh_sop_retrieval_passages(iid text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM retrieval_passages WHERE instruction_id = iid;
  INSERT INTO retrieval_passages (id, organization_id, workflow_id, instruction_id, step_id,
    language_code, config, step_order, step_start, step_end, workflow_title, step_title,
    sentences, document, content_hash)
  SELECT 'sop:' || p.item_id, p.organization_id, NULL, p.instruction_id, p.item_id, p.lang, p.cfg,
    p.item_order, 0, 0, p.title, p.item_title, coalesce(x.sentences, '[]'::jsonb),
    setweight(to_tsvector(p.cfg::regconfig, left(p.title, 10000)), 'A')
      || setweight(to_tsvector(p.cfg::regconfig, left(p.item_title, 10000)), 'B')
      || to_tsvector(p.cfg::regconfig, left(coalesce(x.body, ''), 200000)),
    md5(p.lang || E'\n' || p.title || E'\n' || p.item_title || E'\n' || coalesce(x.body, ''))
  FROM (
    SELECT si.organization_id, si.id AS instruction_id, i.id AS item_id,
      si.language_code AS lang, retrieval_ts_config(si.language_code) AS cfg,
      i."order" AS item_order, si.title, i.title AS item_title,
      concat_ws(E'\n', i.description,
        (SELECT string_agg(c.value->>'text', E'\n' ORDER BY c.n)
          FROM jsonb_array_elements(CASE WHEN jsonb_typeof(i.checklist_items) = 'array'
            THEN i.checklist_items ELSE '[]'::jsonb END) WITH ORDINALITY AS c(value, n)
          WHERE jsonb_typeof(c.value) = 'object'),
        (SELECT string_agg(q.value->>'title', E'\n' ORDER BY q.n)
          FROM jsonb_array_elements(CASE WHEN jsonb_typeof(i.questions) = 'array'
            THEN i.questions ELSE '[]'::jsonb END) WITH ORDINALITY AS q(value, n)
          WHERE jsonb_typeof(q.value) = 'object'),
        CASE WHEN jsonb_typeof(i.file_request) = 'object' THEN i.file_request->>'description' END
      ) AS text
    FROM smart_instructions si
    JOIN sop_items i ON i.instruction_id = si.id
    WHERE si.id = iid AND si.published AND si.status = 'completed'
  ) AS p
  LEFT JOIN LATERAL (
    SELECT string_agg(btrim(s.sentence), ' ' ORDER BY s.n) AS body,
      jsonb_agg(jsonb_build_object('sentence', btrim(s.sentence), 'startTime', 0, 'endTime', 0)
        ORDER BY s.n) AS sentences
    FROM regexp_split_to_table(p.text, E'\\n+|(?<=[.!?])\\s+') WITH ORDINALITY AS s(sentence, n)
    WHERE s.sentence ~ '[^[:space:]]'
  ) AS x ON true
  WHERE p.item_title ~ '[^[:space:]]' OR coalesce(x.body, '') ~ '[^[:space:]]';
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION smart_instructions_retrieval_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_sop_retrieval_passages(NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER smart_instructions_retrieval_refresh
  AFTER INSERT OR UPDATE OF title, published, status, language_code ON smart_instructions
  FOR EACH ROW EXECUTE FUNCTION smart_instructions_retrieval_refresh();
--> statement-breakpoint
-- Items: once per statement and instruction (a whole list written in one statement rebuilds
-- its instruction once).
CREATE OR REPLACE FUNCTION sop_items_retrieval_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_sop_retrieval_passages(x.instruction_id)
    FROM (SELECT DISTINCT instruction_id FROM retrieval_new_rows ORDER BY 1) AS x;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_sop_retrieval_passages(x.instruction_id)
    FROM (SELECT DISTINCT instruction_id FROM retrieval_old_rows ORDER BY 1) AS x;
  ELSE
    PERFORM refresh_sop_retrieval_passages(x.instruction_id)
    FROM (
      SELECT instruction_id FROM retrieval_old_rows
      UNION
      SELECT instruction_id FROM retrieval_new_rows
      ORDER BY 1
    ) AS x;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sop_items_retrieval_insert
  AFTER INSERT ON sop_items REFERENCING NEW TABLE AS retrieval_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sop_items_retrieval_refresh();
--> statement-breakpoint
CREATE TRIGGER sop_items_retrieval_update
  AFTER UPDATE ON sop_items REFERENCING OLD TABLE AS retrieval_old_rows NEW TABLE AS retrieval_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sop_items_retrieval_refresh();
--> statement-breakpoint
CREATE TRIGGER sop_items_retrieval_delete
  AFTER DELETE ON sop_items REFERENCING OLD TABLE AS retrieval_old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sop_items_retrieval_refresh();
--> statement-breakpoint
SELECT refresh_sop_retrieval_passages(id) FROM smart_instructions;
