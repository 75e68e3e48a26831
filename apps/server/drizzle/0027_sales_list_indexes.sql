-- The proposals list and board at scale (docs/benchmarks.md, "Sales"): the board's outcome columns read what a
-- pipeline decided lately by that moment, and the text filter finds numbers and titles through trigrams.
CREATE INDEX "sales_proposals_outcome_idx" ON "sales_proposals" USING btree ("pipeline_id","status",coalesce("decided_at", "expired_at", "updated_at"));--> statement-breakpoint
CREATE INDEX "sales_proposals_number_trgm_idx" ON "sales_proposals" USING gin ("number" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "sales_proposals_title_trgm_idx" ON "sales_proposals" USING gin (lower("title") gin_trgm_ops) WITH (fastupdate=false);