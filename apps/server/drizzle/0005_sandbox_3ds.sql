CREATE TABLE "sandbox_payment_intents" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"invoice_id" varchar(40) NOT NULL,
	"payment_method_id" varchar(40) NOT NULL,
	"edu_codigocontacto" varchar(50) NOT NULL,
	"client_secret_hash" varchar(64) NOT NULL,
	"status" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "sandbox_payment_intents_status_check" CHECK ("sandbox_payment_intents"."status" in ('requires_action', 'succeeded', 'requires_payment_method', 'canceled'))
);
--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD CONSTRAINT "sandbox_payment_intents_invoice_id_sandbox_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."sandbox_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD CONSTRAINT "sandbox_payment_intents_payment_method_id_sandbox_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."sandbox_payment_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD CONSTRAINT "sandbox_payment_intents_edu_codigocontacto_contacts_edu_codigocontacto_fk" FOREIGN KEY ("edu_codigocontacto") REFERENCES "public"."contacts"("edu_codigocontacto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_payment_intents_invoice_idx" ON "sandbox_payment_intents" USING btree ("invoice_id");