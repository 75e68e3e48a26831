CREATE TABLE "leave_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"leave_type_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"start_time" time,
	"end_time" time,
	"hours" numeric(7, 2) DEFAULT 0 NOT NULL,
	"days" numeric(6, 2) DEFAULT 0 NOT NULL,
	"protocol_number" text,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'in_attesa' NOT NULL,
	"approver_id" uuid,
	"decided_at" timestamp with time zone,
	"decision_comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_members" (
	"project_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"project_role" text DEFAULT '' NOT NULL,
	"allocation_pct" integer DEFAULT 100 NOT NULL,
	"hourly_rate" numeric(10, 2),
	"hourly_cost" numeric(10, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_members_project_id_user_id_pk" PRIMARY KEY("project_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "project_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"assignee_id" uuid,
	"status" text DEFAULT 'da_fare' NOT NULL,
	"priority" text DEFAULT 'media' NOT NULL,
	"estimate_hours" numeric(8, 2),
	"due_date" date,
	"position" double precision DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"created_by" uuid,
	"deleted_at" timestamp with time zone,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('portale_it', portale_unaccent(lower(title)))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"client_name" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pianificazione' NOT NULL,
	"start_date" date,
	"end_date" date,
	"manager_id" uuid,
	"budget_hours" numeric(10, 2),
	"budget_amount" numeric(12, 2),
	"billing_type" text DEFAULT 'tempo_materiali' NOT NULL,
	"hourly_rate" numeric(10, 2),
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"color" text DEFAULT '#4f46e5' NOT NULL,
	"created_by" uuid,
	"deleted_at" timestamp with time zone,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('portale_it', portale_unaccent(lower(code || ' ' || name || ' ' || client_name)))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"task_id" uuid,
	"work_date" date NOT NULL,
	"minutes" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"billable" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_entries_quarter_hours" CHECK ("time_entries"."minutes" > 0 and "time_entries"."minutes" % 15 = 0 and "time_entries"."minutes" <= 1440)
);
--> statement-breakpoint
CREATE TABLE "timesheet_month_totals" (
	"user_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"month" date NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	"billable_minutes" integer DEFAULT 0 NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "timesheet_month_totals_user_id_project_id_month_pk" PRIMARY KEY("user_id","project_id","month")
);
--> statement-breakpoint
CREATE TABLE "timesheet_weeks" (
	"user_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"status" text DEFAULT 'bozza' NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_weeks_user_id_week_start_pk" PRIMARY KEY("user_id","week_start")
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"manager_id" uuid,
	"work_location_id" uuid,
	"contract_type" text,
	"ccnl" text,
	"weekly_hours" numeric(5, 2) DEFAULT 40 NOT NULL,
	"hourly_cost" numeric(10, 2),
	"hire_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_leave_type_id_leave_types_id_fk" FOREIGN KEY ("leave_type_id") REFERENCES "public"."leave_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_approver_id_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_activity" ADD CONSTRAINT "project_activity_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_activity" ADD CONSTRAINT "project_activity_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_tasks" ADD CONSTRAINT "project_tasks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_tasks" ADD CONSTRAINT "project_tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_tasks" ADD CONSTRAINT "project_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_task_id_project_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."project_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_weeks" ADD CONSTRAINT "timesheet_weeks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_weeks" ADD CONSTRAINT "timesheet_weeks_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_work_location_id_work_locations_id_fk" FOREIGN KEY ("work_location_id") REFERENCES "public"."work_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leave_requests_user_dates_idx" ON "leave_requests" USING btree ("user_id","start_date");--> statement-breakpoint
CREATE INDEX "leave_requests_status_idx" ON "leave_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "leave_requests_dates_idx" ON "leave_requests" USING btree ("start_date","end_date");--> statement-breakpoint
CREATE INDEX "project_activity_project_idx" ON "project_activity" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "project_members_user_idx" ON "project_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "project_tasks_project_status_idx" ON "project_tasks" USING btree ("project_id","status","position");--> statement-breakpoint
CREATE INDEX "project_tasks_assignee_idx" ON "project_tasks" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "project_tasks_search_fts_idx" ON "project_tasks" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_code_lower_key" ON "projects" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "projects_status_idx" ON "projects" USING btree ("status");--> statement-breakpoint
CREATE INDEX "projects_manager_idx" ON "projects" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "projects_search_fts_idx" ON "projects" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "time_entries_cell_key" ON "time_entries" USING btree ("user_id","project_id",coalesce("task_id", '00000000-0000-0000-0000-000000000000'::uuid),"work_date");--> statement-breakpoint
CREATE INDEX "time_entries_user_date_idx" ON "time_entries" USING btree ("user_id","work_date");--> statement-breakpoint
CREATE INDEX "time_entries_project_date_idx" ON "time_entries" USING btree ("project_id","work_date");--> statement-breakpoint
CREATE INDEX "timesheet_month_totals_month_idx" ON "timesheet_month_totals" USING btree ("month");--> statement-breakpoint
CREATE INDEX "timesheet_month_totals_project_idx" ON "timesheet_month_totals" USING btree ("project_id","month");--> statement-breakpoint
CREATE INDEX "timesheet_weeks_status_idx" ON "timesheet_weeks" USING btree ("status");--> statement-breakpoint
CREATE INDEX "employees_manager_idx" ON "employees" USING btree ("manager_id");--> statement-breakpoint
-- Timesheet analytics: timesheet_month_totals (above) is a monthly rollup of time_entries per user and project,
-- kept exact by statement-level triggers with transition tables (a bulk INSERT … SELECT costs one aggregate,
-- not one upsert per row). The analytics read it for whole months.
CREATE FUNCTION timesheet_month_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO timesheet_month_totals AS t (user_id, project_id, month, minutes, billable_minutes, entries)
  SELECT user_id, project_id, date_trunc('month', work_date)::date, sum(minutes),
    sum(CASE WHEN billable THEN minutes ELSE 0 END), count(*)
  FROM new_rows GROUP BY 1, 2, 3
  ON CONFLICT (user_id, project_id, month) DO UPDATE SET
    minutes = t.minutes + excluded.minutes,
    billable_minutes = t.billable_minutes + excluded.billable_minutes,
    entries = t.entries + excluded.entries;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION timesheet_month_totals_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO timesheet_month_totals AS t (user_id, project_id, month, minutes, billable_minutes, entries)
  SELECT user_id, project_id, month, sum(minutes), sum(billable_minutes), sum(entries)
  FROM (
    SELECT user_id, project_id, date_trunc('month', work_date)::date AS month, minutes,
      CASE WHEN billable THEN minutes ELSE 0 END AS billable_minutes, 1 AS entries
    FROM new_rows
    UNION ALL
    SELECT user_id, project_id, date_trunc('month', work_date)::date, -minutes,
      CASE WHEN billable THEN -minutes ELSE 0 END, -1
    FROM old_rows
  ) d
  GROUP BY 1, 2, 3
  HAVING sum(minutes) <> 0 OR sum(billable_minutes) <> 0 OR sum(entries) <> 0
  ON CONFLICT (user_id, project_id, month) DO UPDATE SET
    minutes = t.minutes + excluded.minutes,
    billable_minutes = t.billable_minutes + excluded.billable_minutes,
    entries = t.entries + excluded.entries;
  DELETE FROM timesheet_month_totals t
  USING (SELECT DISTINCT user_id, project_id, date_trunc('month', work_date)::date AS month FROM old_rows) k
  WHERE t.user_id = k.user_id AND t.project_id = k.project_id AND t.month = k.month AND t.entries <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION timesheet_month_totals_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE timesheet_month_totals t SET
    minutes = t.minutes - d.minutes,
    billable_minutes = t.billable_minutes - d.billable_minutes,
    entries = t.entries - d.entries
  FROM (
    SELECT user_id, project_id, date_trunc('month', work_date)::date AS month, sum(minutes) AS minutes,
      sum(CASE WHEN billable THEN minutes ELSE 0 END) AS billable_minutes, count(*) AS entries
    FROM old_rows GROUP BY 1, 2, 3
  ) d
  WHERE t.user_id = d.user_id AND t.project_id = d.project_id AND t.month = d.month;
  DELETE FROM timesheet_month_totals t
  USING (SELECT DISTINCT user_id, project_id, date_trunc('month', work_date)::date AS month FROM old_rows) k
  WHERE t.user_id = k.user_id AND t.project_id = k.project_id AND t.month = k.month AND t.entries <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION timesheet_month_totals_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE timesheet_month_totals;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER time_entries_month_totals_insert AFTER INSERT ON time_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION timesheet_month_totals_add();
--> statement-breakpoint
CREATE TRIGGER time_entries_month_totals_update AFTER UPDATE ON time_entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION timesheet_month_totals_change();
--> statement-breakpoint
CREATE TRIGGER time_entries_month_totals_delete AFTER DELETE ON time_entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION timesheet_month_totals_remove();
--> statement-breakpoint
CREATE TRIGGER time_entries_month_totals_truncate AFTER TRUNCATE ON time_entries
  FOR EACH STATEMENT EXECUTE FUNCTION timesheet_month_totals_clear();
--> statement-breakpoint
INSERT INTO timesheet_month_totals (user_id, project_id, month, minutes, billable_minutes, entries)
SELECT user_id, project_id, date_trunc('month', work_date)::date, sum(minutes),
  sum(CASE WHEN billable THEN minutes ELSE 0 END), count(*)
FROM time_entries GROUP BY 1, 2, 3;
