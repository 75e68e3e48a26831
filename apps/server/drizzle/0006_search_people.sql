ALTER TABLE "users" ADD COLUMN "name_text" text GENERATED ALWAYS AS (portale_unaccent(lower(first_name || ' ' || last_name))) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('portale_it', portale_unaccent(lower(first_name || ' ' || last_name || ' ' || username || ' ' || email)))) STORED;--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_fts_idx" ON "users" USING gin ("search_vector");