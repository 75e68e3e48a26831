-- Global search (issue 4): Italian full-text search with accents folded, plus trigrams for typos and prefixes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE; generated columns and indexes need an IMMUTABLE function with a fixed dictionary.
CREATE OR REPLACE FUNCTION portale_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
-- The italian configuration (snowball stemming: "dipendenti" finds "dipendente") with accents folded first.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'portale_it') THEN
    CREATE TEXT SEARCH CONFIGURATION portale_it (COPY = italian);
    ALTER TEXT SEARCH CONFIGURATION portale_it ALTER MAPPING FOR hword, hword_part, word WITH unaccent, italian_stem;
  END IF;
END
$$;
