-- The board's columns read each stage's first open cards in order (docs/benchmarks.md, "Sales"): decided proposals
-- keep their stage, so the stage's index alone walked thousands of them to find fifty open ones.
CREATE INDEX "sales_proposals_open_board_idx" ON "sales_proposals" USING btree ("stage_id","board_rank","id") WHERE "sales_proposals"."status" in ('bozza', 'inviata');