CREATE TABLE "file_uploads" (
	"file_id" integer PRIMARY KEY NOT NULL,
	"edu_codigocontacto" varchar(50) NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"chat_id" integer,
	"post_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_cases" (
	"incidentid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticketnumber" varchar(30) NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text NOT NULL,
	"tipo_incidencia" integer NOT NULL,
	"technology" integer DEFAULT 9 NOT NULL,
	"edu_codigocontacto" varchar(50) NOT NULL,
	"statecode" integer DEFAULT 0 NOT NULL,
	"statuscode" integer DEFAULT 1 NOT NULL,
	"resolution" text,
	"resolved_by" varchar(50),
	"resolved_at" timestamp with time zone,
	"createdon" timestamp with time zone DEFAULT now() NOT NULL,
	"modifiedon" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_cases_ticketnumber_unique" UNIQUE("ticketnumber"),
	CONSTRAINT "support_cases_statecode_check" CHECK ("support_cases"."statecode" in (0, 1, 2)),
	CONSTRAINT "support_cases_tipo_check" CHECK ("support_cases"."tipo_incidencia" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "file_uploads" ADD CONSTRAINT "file_uploads_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_uploads" ADD CONSTRAINT "file_uploads_edu_codigocontacto_contacts_edu_codigocontacto_fk" FOREIGN KEY ("edu_codigocontacto") REFERENCES "public"."contacts"("edu_codigocontacto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_uploads" ADD CONSTRAINT "file_uploads_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_uploads" ADD CONSTRAINT "file_uploads_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_cases" ADD CONSTRAINT "support_cases_edu_codigocontacto_contacts_edu_codigocontacto_fk" FOREIGN KEY ("edu_codigocontacto") REFERENCES "public"."contacts"("edu_codigocontacto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_cases" ADD CONSTRAINT "support_cases_resolved_by_contacts_edu_codigocontacto_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."contacts"("edu_codigocontacto") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_uploads_owner_idx" ON "file_uploads" USING btree ("edu_codigocontacto","created_at");--> statement-breakpoint
CREATE INDEX "file_uploads_chat_idx" ON "file_uploads" USING btree ("chat_id");--> statement-breakpoint
CREATE INDEX "file_uploads_post_idx" ON "file_uploads" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "support_cases_contact_idx" ON "support_cases" USING btree ("edu_codigocontacto","createdon");--> statement-breakpoint
CREATE INDEX "support_cases_state_idx" ON "support_cases" USING btree ("statecode","modifiedon");