CREATE TABLE "sales_contract_milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"description" text NOT NULL,
	"due_date" date NOT NULL,
	"amount_cents" bigint,
	"percent" numeric(5, 2),
	"pre_invoice_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_contract_projects" (
	"contract_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_contract_projects_contract_id_project_id_pk" PRIMARY KEY("contract_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "sales_contract_reminders" (
	"contract_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"due_on" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_contract_reminders_contract_id_kind_due_on_pk" PRIMARY KEY("contract_id","kind","due_on")
);
--> statement-breakpoint
CREATE TABLE "sales_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"title" text NOT NULL,
	"client_company_id" uuid NOT NULL,
	"proposal_id" uuid,
	"type" text NOT NULL,
	"status" text DEFAULT 'bozza' NOT NULL,
	"value_cents" bigint,
	"fee_period" text,
	"signed_on" date,
	"start_date" date NOT NULL,
	"end_date" date,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"renewal_months" integer,
	"notice_days" integer,
	"terminated_on" date,
	"notes" text DEFAULT '' NOT NULL,
	"owner_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('portale_it', portale_unaccent(lower(number || ' ' || title)))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_pre_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"client_company_id" uuid NOT NULL,
	"contract_id" uuid,
	"project_id" uuid,
	"source" text DEFAULT 'manuale' NOT NULL,
	"period_from" date,
	"period_to" date,
	"status" text DEFAULT 'bozza' NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date,
	"causale" text DEFAULT '' NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"split_payment" boolean DEFAULT false NOT NULL,
	"charge_stamp_duty" boolean DEFAULT true NOT NULL,
	"withholding" jsonb,
	"taxable_cents" bigint DEFAULT 0 NOT NULL,
	"vat_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"amount_due_cents" bigint DEFAULT 0 NOT NULL,
	"invoice_number" text,
	"invoice_date" date,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"invoiced_at" timestamp with time zone,
	"invoiced_by" uuid,
	"notes" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('portale_it', portale_unaccent(lower(number || ' ' || coalesce(invoice_number, '') || ' ' || causale)))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_number_sequences" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "sales_number_sequences_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
CREATE TABLE "sales_pipeline_stages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pipeline_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"probability" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_pipelines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"client_company_id" uuid NOT NULL,
	"contact_id" uuid,
	"title" text NOT NULL,
	"pipeline_id" uuid NOT NULL,
	"stage_id" uuid NOT NULL,
	"board_rank" double precision DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'bozza' NOT NULL,
	"issue_date" date NOT NULL,
	"valid_until" date NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"split_payment" boolean DEFAULT false NOT NULL,
	"charge_stamp_duty" boolean DEFAULT true NOT NULL,
	"withholding" jsonb,
	"taxable_cents" bigint DEFAULT 0 NOT NULL,
	"vat_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"owner_id" uuid,
	"sent_at" timestamp with time zone,
	"sent_by" uuid,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"decision_channel" text,
	"decision_name" text,
	"decision_ip" text,
	"refusal_reason" text,
	"expired_at" timestamp with time zone,
	"project_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('portale_it', portale_unaccent(lower(number || ' ' || title)))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "client_company_id" uuid;--> statement-breakpoint
ALTER TABLE "sales_contract_milestones" ADD CONSTRAINT "sales_contract_milestones_contract_id_sales_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."sales_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_contract_milestones" ADD CONSTRAINT "sales_contract_milestones_pre_invoice_id_sales_pre_invoices_id_fk" FOREIGN KEY ("pre_invoice_id") REFERENCES "public"."sales_pre_invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_contract_projects" ADD CONSTRAINT "sales_contract_projects_contract_id_sales_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."sales_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_contract_reminders" ADD CONSTRAINT "sales_contract_reminders_contract_id_sales_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."sales_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_contracts" ADD CONSTRAINT "sales_contracts_client_company_id_client_companies_id_fk" FOREIGN KEY ("client_company_id") REFERENCES "public"."client_companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_contracts" ADD CONSTRAINT "sales_contracts_proposal_id_sales_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."sales_proposals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_contracts" ADD CONSTRAINT "sales_contracts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_contracts" ADD CONSTRAINT "sales_contracts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_pre_invoices" ADD CONSTRAINT "sales_pre_invoices_client_company_id_client_companies_id_fk" FOREIGN KEY ("client_company_id") REFERENCES "public"."client_companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_pre_invoices" ADD CONSTRAINT "sales_pre_invoices_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_pre_invoices" ADD CONSTRAINT "sales_pre_invoices_invoiced_by_users_id_fk" FOREIGN KEY ("invoiced_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_pre_invoices" ADD CONSTRAINT "sales_pre_invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_pipeline_stages" ADD CONSTRAINT "sales_pipeline_stages_pipeline_id_sales_pipelines_id_fk" FOREIGN KEY ("pipeline_id") REFERENCES "public"."sales_pipelines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_proposals" ADD CONSTRAINT "sales_proposals_client_company_id_client_companies_id_fk" FOREIGN KEY ("client_company_id") REFERENCES "public"."client_companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_proposals" ADD CONSTRAINT "sales_proposals_contact_id_sales_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."sales_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_proposals" ADD CONSTRAINT "sales_proposals_pipeline_id_sales_pipelines_id_fk" FOREIGN KEY ("pipeline_id") REFERENCES "public"."sales_pipelines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_proposals" ADD CONSTRAINT "sales_proposals_stage_id_sales_pipeline_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."sales_pipeline_stages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_proposals" ADD CONSTRAINT "sales_proposals_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_proposals" ADD CONSTRAINT "sales_proposals_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_proposals" ADD CONSTRAINT "sales_proposals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_proposals" ADD CONSTRAINT "sales_proposals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_contract_milestones_contract_idx" ON "sales_contract_milestones" USING btree ("contract_id","position");--> statement-breakpoint
CREATE INDEX "sales_contract_milestones_pre_invoice_idx" ON "sales_contract_milestones" USING btree ("pre_invoice_id");--> statement-breakpoint
CREATE INDEX "sales_contract_milestones_due_idx" ON "sales_contract_milestones" USING btree ("due_date") WHERE "sales_contract_milestones"."pre_invoice_id" is null;--> statement-breakpoint
CREATE INDEX "sales_contract_projects_project_idx" ON "sales_contract_projects" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_contracts_number_key" ON "sales_contracts" USING btree ("year","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_contracts_proposal_key" ON "sales_contracts" USING btree ("proposal_id") WHERE "sales_contracts"."proposal_id" is not null;--> statement-breakpoint
CREATE INDEX "sales_contracts_client_idx" ON "sales_contracts" USING btree ("client_company_id");--> statement-breakpoint
CREATE INDEX "sales_contracts_status_end_idx" ON "sales_contracts" USING btree ("status","end_date");--> statement-breakpoint
CREATE INDEX "sales_contracts_search_idx" ON "sales_contracts" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE UNIQUE INDEX "sales_pre_invoices_number_key" ON "sales_pre_invoices" USING btree ("year","seq");--> statement-breakpoint
CREATE INDEX "sales_pre_invoices_client_idx" ON "sales_pre_invoices" USING btree ("client_company_id");--> statement-breakpoint
CREATE INDEX "sales_pre_invoices_contract_idx" ON "sales_pre_invoices" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "sales_pre_invoices_project_period_idx" ON "sales_pre_invoices" USING btree ("project_id","period_from");--> statement-breakpoint
CREATE INDEX "sales_pre_invoices_status_idx" ON "sales_pre_invoices" USING btree ("status","issue_date");--> statement-breakpoint
CREATE INDEX "sales_pre_invoices_search_idx" ON "sales_pre_invoices" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "sales_pipeline_stages_pipeline_idx" ON "sales_pipeline_stages" USING btree ("pipeline_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_pipelines_name_key" ON "sales_pipelines" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "sales_pipelines_default_key" ON "sales_pipelines" USING btree ("is_default") WHERE "sales_pipelines"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "sales_proposals_number_key" ON "sales_proposals" USING btree ("year","seq");--> statement-breakpoint
CREATE INDEX "sales_proposals_client_idx" ON "sales_proposals" USING btree ("client_company_id");--> statement-breakpoint
CREATE INDEX "sales_proposals_status_idx" ON "sales_proposals" USING btree ("status","valid_until");--> statement-breakpoint
CREATE INDEX "sales_proposals_board_idx" ON "sales_proposals" USING btree ("stage_id","board_rank");--> statement-breakpoint
CREATE INDEX "sales_proposals_pipeline_status_idx" ON "sales_proposals" USING btree ("pipeline_id","status","decided_at");--> statement-breakpoint
CREATE INDEX "sales_proposals_updated_idx" ON "sales_proposals" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "sales_proposals_search_idx" ON "sales_proposals" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_client_company_id_client_companies_id_fk" FOREIGN KEY ("client_company_id") REFERENCES "public"."client_companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_client_company_idx" ON "projects" USING btree ("client_company_id");--> statement-breakpoint
-- Links to the timesheet module's projects and between the sales tables that Drizzle's schema files cannot name
-- without importing each other (modules and areas import one way).
ALTER TABLE "sales_proposals" ADD CONSTRAINT "sales_proposals_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_contract_projects" ADD CONSTRAINT "sales_contract_projects_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_pre_invoices" ADD CONSTRAINT "sales_pre_invoices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_pre_invoices" ADD CONSTRAINT "sales_pre_invoices_contract_id_sales_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."sales_contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A project's client was free text: each distinct name becomes a client company (an existing one with the same
-- name is reused) with its CRM record, and the project points at it.
INSERT INTO "client_companies" ("name")
  SELECT DISTINCT ON (lower(btrim(p."client_name"))) btrim(p."client_name") FROM "projects" p
  WHERE btrim(p."client_name") <> ''
    AND NOT EXISTS (SELECT 1 FROM "client_companies" cc WHERE lower(cc."name") = lower(btrim(p."client_name")));--> statement-breakpoint
UPDATE "projects" p SET "client_company_id" = (
  SELECT cc."id" FROM "client_companies" cc WHERE lower(cc."name") = lower(btrim(p."client_name"))
  ORDER BY cc."created_at", cc."id" LIMIT 1)
  WHERE btrim(p."client_name") <> '';--> statement-breakpoint
INSERT INTO "sales_clients" ("client_company_id", "status") SELECT "id", 'cliente' FROM "client_companies" ON CONFLICT DO NOTHING;--> statement-breakpoint
-- From now on `projects.client_name` is the linked company's name, kept here for search and the analytics: set
-- from the company on every write of the link, cleared when the link is removed, and renamed with the company.
CREATE FUNCTION "projects_client_name_from_company"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."client_company_id" IS NOT NULL THEN
    NEW."client_name" := coalesce((SELECT "name" FROM "client_companies" WHERE "id" = NEW."client_company_id"), '');
  ELSIF TG_OP = 'UPDATE' AND OLD."client_company_id" IS NOT NULL THEN
    NEW."client_name" := '';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "projects_client_name" BEFORE INSERT OR UPDATE OF "client_company_id", "client_name" ON "projects"
  FOR EACH ROW EXECUTE FUNCTION "projects_client_name_from_company"();--> statement-breakpoint
CREATE FUNCTION "client_companies_name_to_projects"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "projects" SET "client_name" = NEW."name" WHERE "client_company_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "client_companies_name_to_projects" AFTER UPDATE OF "name" ON "client_companies"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "client_companies_name_to_projects"();
--> statement-breakpoint
-- Every installation starts with one pipeline (DEFAULT_PIPELINE_NAME and DEFAULT_PIPELINE_STAGES of the shared
-- proposal constants), so a proposal always has a board to go to.
WITH "pipeline" AS (
  INSERT INTO "sales_pipelines" ("name", "position", "is_default") VALUES ('Vendite', 0, true) RETURNING "id"
)
INSERT INTO "sales_pipeline_stages" ("pipeline_id", "name", "position", "probability")
  SELECT "pipeline"."id", s."name", s."position", s."probability" FROM "pipeline",
    (VALUES ('Da preparare', 0, 10), ('Offerta inviata', 1, 40), ('In trattativa', 2, 70)) AS s("name", "position", "probability");
