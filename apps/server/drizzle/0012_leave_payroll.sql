CREATE TABLE "leave_balance_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"leave_type_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"amount" numeric(7, 2) NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leave_types" ADD COLUMN "payroll_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "leave_balance_adjustments" ADD CONSTRAINT "leave_balance_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_balance_adjustments" ADD CONSTRAINT "leave_balance_adjustments_leave_type_id_leave_types_id_fk" FOREIGN KEY ("leave_type_id") REFERENCES "public"."leave_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_balance_adjustments" ADD CONSTRAINT "leave_balance_adjustments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leave_balance_adjustments_user_year_idx" ON "leave_balance_adjustments" USING btree ("user_id","year");--> statement-breakpoint
-- Hand-written: the attendance sheet's codes for the leave types every installation starts from.
UPDATE "leave_types" SET "payroll_code" = CASE "code"
  WHEN 'ferie' THEN 'FE'
  WHEN 'rol' THEN 'ROL'
  WHEN 'ex_festivita' THEN 'EXF'
  WHEN 'malattia' THEN 'MAL'
  WHEN 'smart_working' THEN 'SW'
  WHEN 'trasferta' THEN 'TR'
  WHEN 'permesso_non_retribuito' THEN 'PNR'
  WHEN 'permesso_104' THEN 'L104'
  WHEN 'congedo_parentale' THEN 'CONG'
  ELSE '' END
WHERE "payroll_code" = '';
