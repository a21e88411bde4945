CREATE TABLE "freemium_email_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" varchar(20) NOT NULL,
	"email" varchar(255) NOT NULL,
	"name" varchar(200) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"redirect_uri" text NOT NULL,
	"state" varchar(500) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" varchar(255) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "access_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "access_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "contact_code" varchar(50);--> statement-breakpoint
CREATE INDEX "freemium_email_challenges_expires_idx" ON "freemium_email_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "freemium_email_challenges_email_idx" ON "freemium_email_challenges" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to_address","created_at");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_contact_code_contacts_edu_codigocontacto_fk" FOREIGN KEY ("contact_code") REFERENCES "public"."contacts"("edu_codigocontacto") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_access_token_idx" ON "leads" USING btree ("access_token_hash");