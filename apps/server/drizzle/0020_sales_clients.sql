CREATE TABLE "sales_client_tags" (
	"client_company_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "sales_client_tags_client_company_id_tag_id_pk" PRIMARY KEY("client_company_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "sales_clients" (
	"client_company_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'lead' NOT NULL,
	"owner_id" uuid,
	"sdi_code" text,
	"pec" text,
	"street" text,
	"postal_code" text,
	"city" text,
	"province" text,
	"country" text DEFAULT 'IT' NOT NULL,
	"ateco_code" text,
	"size" text,
	"notes" text DEFAULT '' NOT NULL,
	"archived_at" timestamp with time zone,
	"archived_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_company_id" uuid NOT NULL,
	"first_name" text,
	"last_name" text,
	"role" text DEFAULT '' NOT NULL,
	"emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"phones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"marketing_consent_date" date,
	"marketing_consent_source" text,
	"notes" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "client_companies_name_lower_key";--> statement-breakpoint
DROP INDEX "client_companies_vat_key";--> statement-breakpoint
ALTER TABLE "client_companies" ADD COLUMN "kind" text DEFAULT 'company' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_companies" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "client_companies" ADD COLUMN "last_name" text;--> statement-breakpoint
ALTER TABLE "client_companies" ADD COLUMN "tax_code" text;--> statement-breakpoint
ALTER TABLE "sales_client_tags" ADD CONSTRAINT "sales_client_tags_client_company_id_client_companies_id_fk" FOREIGN KEY ("client_company_id") REFERENCES "public"."client_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_client_tags" ADD CONSTRAINT "sales_client_tags_tag_id_sales_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."sales_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_clients" ADD CONSTRAINT "sales_clients_client_company_id_client_companies_id_fk" FOREIGN KEY ("client_company_id") REFERENCES "public"."client_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_clients" ADD CONSTRAINT "sales_clients_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_clients" ADD CONSTRAINT "sales_clients_archived_by_users_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_contacts" ADD CONSTRAINT "sales_contacts_client_company_id_client_companies_id_fk" FOREIGN KEY ("client_company_id") REFERENCES "public"."client_companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_client_tags_tag_idx" ON "sales_client_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "sales_clients_status_idx" ON "sales_clients" USING btree ("status");--> statement-breakpoint
CREATE INDEX "sales_clients_owner_idx" ON "sales_clients" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "sales_clients_archived_idx" ON "sales_clients" USING btree ("archived_at");--> statement-breakpoint
CREATE INDEX "sales_contacts_client_idx" ON "sales_contacts" USING btree ("client_company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_contacts_primary_key" ON "sales_contacts" USING btree ("client_company_id") WHERE "sales_contacts"."is_primary";--> statement-breakpoint
CREATE INDEX "sales_contacts_name_trgm_idx" ON "sales_contacts" USING gin (lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '')) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE UNIQUE INDEX "sales_tags_name_lower_key" ON "sales_tags" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "client_companies_vat_idx" ON "client_companies" USING btree ("vat_number");--> statement-breakpoint
CREATE INDEX "client_companies_tax_code_idx" ON "client_companies" USING btree ("tax_code");--> statement-breakpoint
CREATE INDEX "client_companies_name_trgm_idx" ON "client_companies" USING gin (lower("name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- Client companies that exist already (shared with documents, linked to `cliente` accounts) are clients: they get
-- their CRM record.
INSERT INTO "sales_clients" ("client_company_id", "status") SELECT "id", 'cliente' FROM "client_companies" ON CONFLICT DO NOTHING;
