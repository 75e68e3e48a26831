-- News and announcements of the communications module (issue 19, docs/communications.md): the articles with their
-- audience and schedule, and who confirmed reading a mandatory announcement.
CREATE TABLE "news_confirmations" (
	"news_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_confirmations_news_id_user_id_pk" PRIMARY KEY("news_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body_html" text NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"audience" jsonb NOT NULL,
	"status" text DEFAULT 'bozza' NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"mandatory" boolean DEFAULT false NOT NULL,
	"publish_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"author_id" uuid,
	"last_reminded_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('portale_it', portale_unaccent(lower(title || ' ' || summary || ' ' || body_text)))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "news_confirmations" ADD CONSTRAINT "news_confirmations_news_id_news_items_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_confirmations" ADD CONSTRAINT "news_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_items_published_idx" ON "news_items" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "news_items_scheduled_idx" ON "news_items" USING btree ("publish_at") WHERE "news_items"."status" = 'programmata';--> statement-breakpoint
CREATE INDEX "news_items_search_idx" ON "news_items" USING gin ("search_vector");