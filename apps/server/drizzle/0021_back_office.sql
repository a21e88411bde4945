CREATE TABLE "api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"scope" varchar(10) NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"key_prefix" varchar(16) NOT NULL,
	"created_by" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_keys_key_hash_unique" UNIQUE("key_hash"),
	CONSTRAINT "api_keys_scope_check" CHECK ("api_keys"."scope" in ('read', 'write'))
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_code" varchar(50),
	"api_key_id" integer,
	"action" varchar(60) NOT NULL,
	"entity_type" varchar(40) NOT NULL,
	"entity_id" varchar(100) NOT NULL,
	"summary" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"edu_codigocontacto" varchar(50) NOT NULL,
	"created_by" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"superseded_at" timestamp with time zone,
	"delivery" varchar(10) NOT NULL,
	"note" text,
	CONSTRAINT "invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "suspended_by" varchar(50);--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD COLUMN "decided_by" varchar(50);--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_contacts_edu_codigocontacto_fk" FOREIGN KEY ("created_by") REFERENCES "public"."contacts"("edu_codigocontacto") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_edu_codigocontacto_contacts_edu_codigocontacto_fk" FOREIGN KEY ("edu_codigocontacto") REFERENCES "public"."contacts"("edu_codigocontacto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_code","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invitations_contact_idx" ON "invitations" USING btree ("edu_codigocontacto","created_at");--> statement-breakpoint
CREATE INDEX "contacts_document_idx" ON "contacts" USING btree ("edu_documentoidentificativo");--> statement-breakpoint
CREATE INDEX "contacts_lower_email_idx" ON "contacts" USING btree (lower("emailaddress1"));--> statement-breakpoint
CREATE UNIQUE INDEX "events_source_id_idx" ON "events" USING btree ("source_id") WHERE "events"."source_id" is not null;--> statement-breakpoint
CREATE INDEX "withdrawal_requests_status_idx" ON "withdrawal_requests" USING btree ("status","created_at");