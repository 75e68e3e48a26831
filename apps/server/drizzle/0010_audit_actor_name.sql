ALTER TABLE "audit_log" ADD COLUMN "actor_name" text;--> statement-breakpoint
UPDATE "audit_log" SET "actor_name" = u."first_name" || ' ' || u."last_name" FROM "users" u WHERE u."id" = "audit_log"."actor_user_id";
