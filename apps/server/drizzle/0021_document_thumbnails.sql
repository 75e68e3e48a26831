ALTER TABLE "document_versions" ADD COLUMN "thumbnail_file_id" uuid;--> statement-breakpoint
ALTER TABLE "document_versions" ADD COLUMN "thumbnail_state" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_thumbnail_file_id_files_id_fk" FOREIGN KEY ("thumbnail_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_versions_thumbnail_pending_idx" ON "document_versions" USING btree ("created_at") WHERE "document_versions"."thumbnail_state" = 'pending';--> statement-breakpoint
-- Versions uploaded before thumbnails: the sweep draws the PDFs and images; other types never get one.
UPDATE "document_versions" v SET "thumbnail_state" = 'unsupported' FROM "files" fi WHERE fi."id" = v."file_id" AND split_part(lower(fi."mime_type"), ';', 1) NOT IN ('application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/gif');
