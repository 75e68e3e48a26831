CREATE TABLE "department_skill_targets" (
	"department_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	"target_level" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "department_skill_targets_department_id_skill_id_pk" PRIMARY KEY("department_id","skill_id"),
	CONSTRAINT "department_skill_targets_level" CHECK ("department_skill_targets"."target_level" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "employee_skills" (
	"user_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	"self_level" integer,
	"validated_level" integer,
	"validated_by" uuid,
	"validated_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_skills_user_id_skill_id_pk" PRIMARY KEY("user_id","skill_id"),
	CONSTRAINT "employee_skills_self_level" CHECK ("employee_skills"."self_level" between 1 and 5),
	CONSTRAINT "employee_skills_validated_level" CHECK ("employee_skills"."validated_level" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "performance_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cycle_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"reviewer_id" uuid,
	"status" text DEFAULT 'bozza' NOT NULL,
	"self_comment" text DEFAULT '' NOT NULL,
	"manager_comment" text DEFAULT '' NOT NULL,
	"final_rating" numeric(3, 2),
	"self_submitted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performance_reviews_status" CHECK ("performance_reviews"."status" in ('bozza', 'autovalutazione', 'valutazione_responsabile', 'completata'))
);
--> statement-breakpoint
CREATE TABLE "review_cycles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"year" integer NOT NULL,
	"name" text NOT NULL,
	"self_review_due" date,
	"manager_review_due" date,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_objectives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"weight" integer NOT NULL,
	"self_rating" integer,
	"self_comment" text DEFAULT '' NOT NULL,
	"manager_rating" integer,
	"manager_comment" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_objectives_weight" CHECK ("review_objectives"."weight" between 1 and 100),
	CONSTRAINT "review_objectives_self_rating" CHECK ("review_objectives"."self_rating" between 1 and 5),
	CONSTRAINT "review_objectives_manager_rating" CHECK ("review_objectives"."manager_rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "skill_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skill_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ccnl_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cnel_code" text NOT NULL,
	"name" text NOT NULL,
	"sector" text DEFAULT '' NOT NULL,
	"valid_from" date,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ccnl_contracts_cnel_code_unique" UNIQUE("cnel_code"),
	CONSTRAINT "ccnl_contracts_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "ccnl_levels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"minimum_monthly_pay" numeric(10, 2),
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"description" text DEFAULT '' NOT NULL,
	"parent_id" uuid,
	"head_user_id" uuid,
	"cost_center" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_private" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"ral" numeric(12, 2),
	"tax_code" text,
	"iban" text,
	"address" text,
	"postal_code" text,
	"city" text,
	"province" text,
	"emergency_contact_name" text,
	"emergency_contact_relation" text,
	"emergency_contact_phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "employee_number" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "job_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "department_id" uuid;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "contract_end_date" date;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "part_time_pct" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "ccnl_level_id" uuid;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "termination_date" date;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "work_phone" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "share_birthday" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "bio" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "department_skill_targets" ADD CONSTRAINT "department_skill_targets_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_skill_targets" ADD CONSTRAINT "department_skill_targets_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_skills" ADD CONSTRAINT "employee_skills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_skills" ADD CONSTRAINT "employee_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_skills" ADD CONSTRAINT "employee_skills_validated_by_users_id_fk" FOREIGN KEY ("validated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_reviews" ADD CONSTRAINT "performance_reviews_cycle_id_review_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."review_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_reviews" ADD CONSTRAINT "performance_reviews_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_reviews" ADD CONSTRAINT "performance_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cycles" ADD CONSTRAINT "review_cycles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_objectives" ADD CONSTRAINT "review_objectives_review_id_performance_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."performance_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skills" ADD CONSTRAINT "skills_category_id_skill_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."skill_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ccnl_levels" ADD CONSTRAINT "ccnl_levels_contract_id_ccnl_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."ccnl_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_parent_id_departments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."departments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_head_user_id_users_id_fk" FOREIGN KEY ("head_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_private" ADD CONSTRAINT "employee_private_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_skills_skill_idx" ON "employee_skills" USING btree ("skill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "performance_reviews_cycle_employee_key" ON "performance_reviews" USING btree ("cycle_id","employee_id");--> statement-breakpoint
CREATE INDEX "performance_reviews_employee_idx" ON "performance_reviews" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "performance_reviews_reviewer_idx" ON "performance_reviews" USING btree ("reviewer_id");--> statement-breakpoint
CREATE INDEX "review_objectives_review_idx" ON "review_objectives" USING btree ("review_id");--> statement-breakpoint
CREATE UNIQUE INDEX "skills_name_lower_key" ON "skills" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "ccnl_levels_contract_code_key" ON "ccnl_levels" USING btree ("contract_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "departments_name_lower_key" ON "departments" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "departments_code_key" ON "departments" USING btree ("code");--> statement-breakpoint
CREATE INDEX "departments_parent_idx" ON "departments" USING btree ("parent_id");--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_ccnl_level_id_ccnl_levels_id_fk" FOREIGN KEY ("ccnl_level_id") REFERENCES "public"."ccnl_levels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employees_search_fts_idx" ON "employees" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "employees_department_idx" ON "employees" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "employees_level_idx" ON "employees" USING btree ("ccnl_level_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_number_key" ON "employees" USING btree ("employee_number");--> statement-breakpoint
-- People search (issue 7): job title, department and skill names on employees, kept by triggers.
CREATE OR REPLACE FUNCTION portale_employee_search_vector(p_user_id uuid, p_job_title text, p_department_id uuid)
RETURNS tsvector LANGUAGE sql STABLE AS $$
  select to_tsvector('portale_it', portale_unaccent(lower(
    coalesce(p_job_title, '') || ' ' ||
    coalesce((select d.name from departments d where d.id = p_department_id), '') || ' ' ||
    coalesce((select string_agg(s.name, ' ') from employee_skills es join skills s on s.id = es.skill_id
              where es.user_id = p_user_id), '')
  )))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION portale_employees_search_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := portale_employee_search_vector(NEW.user_id, NEW.job_title, NEW.department_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER employees_search_vector BEFORE INSERT OR UPDATE OF job_title, department_id ON employees
  FOR EACH ROW EXECUTE FUNCTION portale_employees_search_trg();--> statement-breakpoint
CREATE OR REPLACE FUNCTION portale_departments_search_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE employees SET search_vector = portale_employee_search_vector(user_id, job_title, department_id)
  WHERE department_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER departments_search_vector AFTER UPDATE OF name ON departments
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION portale_departments_search_trg();--> statement-breakpoint
CREATE OR REPLACE FUNCTION portale_employee_skills_search_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE employees SET search_vector = portale_employee_search_vector(user_id, job_title, department_id)
  WHERE user_id IN (
    (SELECT u FROM (VALUES (CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.user_id END),
                           (CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.user_id END)) AS v(u))
  );
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER employee_skills_search_vector AFTER INSERT OR DELETE OR UPDATE OF skill_id, user_id ON employee_skills
  FOR EACH ROW EXECUTE FUNCTION portale_employee_skills_search_trg();--> statement-breakpoint
CREATE OR REPLACE FUNCTION portale_skills_search_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE employees SET search_vector = portale_employee_search_vector(user_id, job_title, department_id)
  WHERE user_id IN (SELECT es.user_id FROM employee_skills es WHERE es.skill_id = NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER skills_search_vector AFTER UPDATE OF name ON skills
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION portale_skills_search_trg();--> statement-breakpoint
UPDATE employees SET search_vector = portale_employee_search_vector(user_id, job_title, department_id);
