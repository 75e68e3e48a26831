CREATE TABLE "person_search_words" (
	"source" text NOT NULL,
	"word" text NOT NULL,
	"user_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE INDEX "person_search_words_lookup_idx" ON "person_search_words" USING btree ("source","word" text_pattern_ops,"user_id");--> statement-breakpoint
CREATE INDEX "person_search_words_user_idx" ON "person_search_words" USING btree ("user_id");--> statement-breakpoint
-- The people search's word list (issue 16), kept by statement-level triggers with transition tables: a bulk
-- insert of 200,000 people runs each trigger once, not once per row. A person has rows only while their account
-- is active and not a client's, the accounts search may show; every change that can alter that or a lexeme
-- (users.search_vector, status, role; employees.search_vector, which the 0009 triggers rewrite when a department,
-- skill or job title changes) rewrites the person's rows. The statements reading a transition table are dynamic
-- (EXECUTE): PL/pgSQL would otherwise keep the plan made for the session's first, small statement (the demo seed's
-- 29 employees: a nested loop over users) and reuse it for 200,000 rows, which took over ten minutes.
CREATE OR REPLACE FUNCTION portale_person_words_insert(p_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO person_search_words (source, word, user_id)
  SELECT 'name', w, u.id FROM users u CROSS JOIN LATERAL unnest(tsvector_to_array(u.search_vector)) w
  WHERE u.id = ANY (p_ids) AND u.status = 'active' AND u.role <> 'client'
  UNION ALL
  SELECT 'work', w, e.user_id FROM employees e JOIN users u ON u.id = e.user_id
    CROSS JOIN LATERAL unnest(tsvector_to_array(e.search_vector)) w
  WHERE e.user_id = ANY (p_ids) AND u.status = 'active' AND u.role <> 'client';
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION portale_users_words_ins() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE $q$
    INSERT INTO person_search_words (source, word, user_id)
    SELECT 'name', w, n.id FROM new_rows n CROSS JOIN LATERAL unnest(tsvector_to_array(n.search_vector)) w
    WHERE n.status = 'active' AND n.role <> 'client'
  $q$;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_words_ins AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION portale_users_words_ins();--> statement-breakpoint
-- Most updates of users (a login's last_login_at) change nothing search reads: only the changed people are rewritten.
CREATE OR REPLACE FUNCTION portale_users_words_upd() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed uuid[];
BEGIN
  EXECUTE $q$
    SELECT array_agg(n.id) FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.search_vector IS DISTINCT FROM o.search_vector OR n.status IS DISTINCT FROM o.status
      OR n.role IS DISTINCT FROM o.role
  $q$ INTO changed;
  IF changed IS NOT NULL THEN
    EXECUTE 'DELETE FROM person_search_words WHERE user_id = ANY ($1)' USING changed;
    PERFORM portale_person_words_insert(changed);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_words_upd AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION portale_users_words_upd();--> statement-breakpoint
CREATE OR REPLACE FUNCTION portale_users_words_del() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE 'DELETE FROM person_search_words WHERE user_id IN (SELECT id FROM old_rows)';
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_words_del AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION portale_users_words_del();--> statement-breakpoint
CREATE OR REPLACE FUNCTION portale_employees_words_ins() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE $q$
    INSERT INTO person_search_words (source, word, user_id)
    SELECT 'work', w, n.user_id FROM new_rows n JOIN users u ON u.id = n.user_id
      CROSS JOIN LATERAL unnest(tsvector_to_array(n.search_vector)) w
    WHERE u.status = 'active' AND u.role <> 'client'
  $q$;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER employees_words_ins AFTER INSERT ON employees REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION portale_employees_words_ins();--> statement-breakpoint
CREATE OR REPLACE FUNCTION portale_employees_words_upd() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed uuid[];
BEGIN
  EXECUTE $q$
    SELECT array_agg(n.user_id) FROM new_rows n JOIN old_rows o ON o.user_id = n.user_id
    WHERE n.search_vector IS DISTINCT FROM o.search_vector
  $q$ INTO changed;
  IF changed IS NOT NULL THEN
    EXECUTE 'DELETE FROM person_search_words WHERE source = ''work'' AND user_id = ANY ($1)' USING changed;
    EXECUTE $q$
      INSERT INTO person_search_words (source, word, user_id)
      SELECT 'work', w, e.user_id FROM employees e JOIN users u ON u.id = e.user_id
        CROSS JOIN LATERAL unnest(tsvector_to_array(e.search_vector)) w
      WHERE e.user_id = ANY ($1) AND u.status = 'active' AND u.role <> 'client'
    $q$ USING changed;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER employees_words_upd AFTER UPDATE ON employees REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION portale_employees_words_upd();--> statement-breakpoint
CREATE OR REPLACE FUNCTION portale_employees_words_del() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE 'DELETE FROM person_search_words WHERE source = ''work'' AND user_id IN (SELECT user_id FROM old_rows)';
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER employees_words_del AFTER DELETE ON employees REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION portale_employees_words_del();--> statement-breakpoint
INSERT INTO person_search_words (source, word, user_id)
SELECT 'name', w, u.id FROM users u CROSS JOIN LATERAL unnest(tsvector_to_array(u.search_vector)) w
WHERE u.status = 'active' AND u.role <> 'client'
UNION ALL
SELECT 'work', w, e.user_id FROM employees e JOIN users u ON u.id = e.user_id
  CROSS JOIN LATERAL unnest(tsvector_to_array(e.search_vector)) w
WHERE u.status = 'active' AND u.role <> 'client';
