CREATE TABLE "document_search_words" (
	"word" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "document_search_words_word_key" ON "document_search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
-- Content search's word list (issue 17): every lexeme of documents.search, once, so a query's prefix ("contratt")
-- is turned into the lexemes it stands for and the GIN index looks up exact lexemes, several times faster than a
-- prefix. Statement-level triggers with transition tables: a bulk write runs each once. Words go in in byte order,
-- so two transactions adding the same new words wait for each other instead of deadlocking. The statements are
-- dynamic (EXECUTE), as in 0018: PL/pgSQL would keep the plan of the session's first, small statement.
CREATE OR REPLACE FUNCTION portale_document_words_ins() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE $q$
    INSERT INTO document_search_words (word)
    SELECT DISTINCT w FROM new_rows n CROSS JOIN LATERAL unnest(tsvector_to_array(n.search)) w
    WHERE n.search IS NOT NULL
    ORDER BY w
    ON CONFLICT DO NOTHING
  $q$;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER documents_words_ins AFTER INSERT ON documents REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION portale_document_words_ins();--> statement-breakpoint
-- Most updates of documents (a check-out, updated_at) leave the vector alone: only changed vectors are read.
CREATE OR REPLACE FUNCTION portale_document_words_upd() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE $q$
    INSERT INTO document_search_words (word)
    SELECT DISTINCT w FROM new_rows n JOIN old_rows o ON o.id = n.id
      CROSS JOIN LATERAL unnest(tsvector_to_array(n.search)) w
    WHERE n.search IS NOT NULL AND n.search IS DISTINCT FROM o.search
    ORDER BY w
    ON CONFLICT DO NOTHING
  $q$;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER documents_words_upd AFTER UPDATE ON documents REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION portale_document_words_upd();--> statement-breakpoint
INSERT INTO document_search_words (word)
SELECT DISTINCT w FROM documents d CROSS JOIN LATERAL unnest(tsvector_to_array(d.search)) w
WHERE d.search IS NOT NULL
ON CONFLICT DO NOTHING;
