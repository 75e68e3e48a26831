CREATE TABLE "self_healing_error_counts" (
	"bucket" timestamp with time zone NOT NULL,
	"counter" text NOT NULL,
	"shard" smallint NOT NULL,
	"occurrences" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "self_healing_error_counts_bucket_counter_shard_pk" PRIMARY KEY("bucket","counter","shard")
);
--> statement-breakpoint
CREATE TABLE "self_healing_error_samples" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pattern_id" uuid NOT NULL,
	"slot" smallint NOT NULL,
	"batch_id" uuid NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"occurred_at" timestamp with time zone,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"severity" text NOT NULL,
	"automatic" boolean NOT NULL,
	"stack" text,
	"url" text,
	"filename" text,
	"lineno" integer,
	"colno" integer,
	"user_agent" text,
	"session_id" text,
	"user_id" uuid,
	"page_context" jsonb,
	"browser_context" jsonb,
	"error_context" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "self_healing_health_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"score" smallint NOT NULL,
	"error_count_24h" bigint NOT NULL,
	"critical_errors" bigint NOT NULL,
	"pending_issues" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "self_healing_pattern_sessions" (
	"pattern_id" uuid NOT NULL,
	"session_key" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "self_healing_pattern_sessions_pattern_id_session_key_pk" PRIMARY KEY("pattern_id","session_key")
);
--> statement-breakpoint
CREATE TABLE "self_healing_patterns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fingerprint" text NOT NULL,
	"error_type" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"source" text NOT NULL,
	"severity" text NOT NULL,
	"severity_rank" smallint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"occurrence_count" bigint DEFAULT 0 NOT NULL,
	"sampled_count" bigint DEFAULT 0 NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_url" text,
	"top_frames" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sample_seq" integer DEFAULT 0 NOT NULL,
	"resolved_at" timestamp with time zone,
	"regressed_at" timestamp with time zone,
	"regression_count" integer DEFAULT 0 NOT NULL,
	"status_note" text,
	"status_changed_at" timestamp with time zone,
	"status_changed_by" uuid,
	"analysis" jsonb,
	"analyzed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "self_healing_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pattern_id" uuid NOT NULL,
	"user_id" uuid,
	"error_type" text NOT NULL,
	"severity" text NOT NULL,
	"quick_report" boolean NOT NULL,
	"message" text NOT NULL,
	"url" text,
	"user_agent" text,
	"error_context" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "self_healing_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pattern_id" uuid NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"prompt" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_by" uuid,
	"completed_at" timestamp with time zone,
	"completed_by" uuid,
	"outcome_notes" text,
	"pattern_resolved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "self_healing_error_samples" ADD CONSTRAINT "self_healing_error_samples_pattern_id_self_healing_patterns_id_fk" FOREIGN KEY ("pattern_id") REFERENCES "public"."self_healing_patterns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_healing_error_samples" ADD CONSTRAINT "self_healing_error_samples_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_healing_pattern_sessions" ADD CONSTRAINT "self_healing_pattern_sessions_pattern_id_self_healing_patterns_id_fk" FOREIGN KEY ("pattern_id") REFERENCES "public"."self_healing_patterns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_healing_pattern_sessions" ADD CONSTRAINT "self_healing_pattern_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_healing_patterns" ADD CONSTRAINT "self_healing_patterns_status_changed_by_users_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_healing_reports" ADD CONSTRAINT "self_healing_reports_pattern_id_self_healing_patterns_id_fk" FOREIGN KEY ("pattern_id") REFERENCES "public"."self_healing_patterns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_healing_reports" ADD CONSTRAINT "self_healing_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_healing_sessions" ADD CONSTRAINT "self_healing_sessions_pattern_id_self_healing_patterns_id_fk" FOREIGN KEY ("pattern_id") REFERENCES "public"."self_healing_patterns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_healing_sessions" ADD CONSTRAINT "self_healing_sessions_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_healing_sessions" ADD CONSTRAINT "self_healing_sessions_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "self_healing_error_samples_slot_key" ON "self_healing_error_samples" USING btree ("pattern_id","slot");--> statement-breakpoint
CREATE INDEX "self_healing_health_snapshots_created_idx" ON "self_healing_health_snapshots" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "self_healing_patterns_fingerprint_key" ON "self_healing_patterns" USING btree ("fingerprint");--> statement-breakpoint
CREATE INDEX "self_healing_patterns_status_idx" ON "self_healing_patterns" USING btree ("status","severity_rank");--> statement-breakpoint
CREATE INDEX "self_healing_patterns_type_idx" ON "self_healing_patterns" USING btree ("error_type");--> statement-breakpoint
CREATE INDEX "self_healing_reports_pattern_idx" ON "self_healing_reports" USING btree ("pattern_id","created_at");--> statement-breakpoint
CREATE INDEX "self_healing_sessions_started_idx" ON "self_healing_sessions" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "self_healing_sessions_pattern_idx" ON "self_healing_sessions" USING btree ("pattern_id");--> statement-breakpoint
CREATE INDEX "self_healing_sessions_status_idx" ON "self_healing_sessions" USING btree ("status") WHERE status = 'in_progress';--> statement-breakpoint
ALTER TABLE "self_healing_patterns" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "self_healing_error_counts" SET (fillfactor = 70);
