CREATE TABLE "document_reminders_sent" (
	"document_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"due_on" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_reminders_sent_document_id_kind_due_on_pk" PRIMARY KEY("document_id","kind","due_on")
);
--> statement-breakpoint
ALTER TABLE "document_reminders_sent" ADD CONSTRAINT "document_reminders_sent_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;