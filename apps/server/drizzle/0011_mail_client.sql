CREATE TABLE "mail_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_copies" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"owner_codigocontacto" varchar(50) NOT NULL,
	"folder_id" varchar(20) NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"is_draft" boolean DEFAULT false NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_copies_folder_check" CHECK ("mail_copies"."folder_id" in ('inbox', 'drafts', 'sent', 'archive', 'junk', 'deleted', 'outbox', 'history'))
);
--> statement-breakpoint
CREATE TABLE "mail_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" varchar(64) NOT NULL,
	"in_reply_to" integer,
	"sender_codigocontacto" varchar(50),
	"subject" varchar(300) DEFAULT '' NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"preview" varchar(200) DEFAULT '' NOT NULL,
	"has_remote_images" boolean DEFAULT false NOT NULL,
	"from_line" jsonb NOT NULL,
	"to_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cc_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bcc_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sent_at" timestamp with time zone,
	"outside_delivery" varchar(20) DEFAULT 'none' NOT NULL,
	"outside_claimed_until" timestamp with time zone,
	"failed_recipients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_messages_outside_delivery_check" CHECK ("mail_messages"."outside_delivery" in ('none', 'pending', 'delivered', 'not-configured', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_message_id_mail_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."mail_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_copies" ADD CONSTRAINT "mail_copies_message_id_mail_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."mail_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_copies" ADD CONSTRAINT "mail_copies_owner_codigocontacto_contacts_edu_codigocontacto_fk" FOREIGN KEY ("owner_codigocontacto") REFERENCES "public"."contacts"("edu_codigocontacto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_in_reply_to_mail_messages_id_fk" FOREIGN KEY ("in_reply_to") REFERENCES "public"."mail_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_sender_codigocontacto_contacts_edu_codigocontacto_fk" FOREIGN KEY ("sender_codigocontacto") REFERENCES "public"."contacts"("edu_codigocontacto") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_attachments_message_idx" ON "mail_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "mail_attachments_file_idx" ON "mail_attachments" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "mail_copies_folder_page_idx" ON "mail_copies" USING btree ("owner_codigocontacto","folder_id","date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mail_copies_unread_idx" ON "mail_copies" USING btree ("owner_codigocontacto","folder_id") WHERE "mail_copies"."is_read" = false;--> statement-breakpoint
CREATE INDEX "mail_copies_message_idx" ON "mail_copies" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "mail_messages_conversation_idx" ON "mail_messages" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "mail_messages_sender_idx" ON "mail_messages" USING btree ("sender_codigocontacto");--> statement-breakpoint
CREATE INDEX "mail_messages_outside_pending_idx" ON "mail_messages" USING btree ("id") WHERE "mail_messages"."outside_delivery" = 'pending';