CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"chat_id" integer NOT NULL,
	"sender_codigocontacto" varchar(50) NOT NULL,
	"receiver_codigocontacto" varchar(50) NOT NULL,
	"mensaje" text DEFAULT '' NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_a" varchar(50) NOT NULL,
	"member_b" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone,
	CONSTRAINT "chats_members_order_check" CHECK ("chats"."member_a" collate "C" < "chats"."member_b" collate "C")
);
--> statement-breakpoint
CREATE TABLE "freemium_oauth_codes" (
	"code_hash" varchar(64) PRIMARY KEY NOT NULL,
	"provider" varchar(20) NOT NULL,
	"email" varchar(255) NOT NULL,
	"name" varchar(200) NOT NULL,
	"redirect_uri" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_codigocontacto_contacts_edu_codigocontacto_fk" FOREIGN KEY ("sender_codigocontacto") REFERENCES "public"."contacts"("edu_codigocontacto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_receiver_codigocontacto_contacts_edu_codigocontacto_fk" FOREIGN KEY ("receiver_codigocontacto") REFERENCES "public"."contacts"("edu_codigocontacto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_member_a_contacts_edu_codigocontacto_fk" FOREIGN KEY ("member_a") REFERENCES "public"."contacts"("edu_codigocontacto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_member_b_contacts_edu_codigocontacto_fk" FOREIGN KEY ("member_b") REFERENCES "public"."contacts"("edu_codigocontacto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_chat_idx" ON "chat_messages" USING btree ("chat_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_unread_idx" ON "chat_messages" USING btree ("receiver_codigocontacto","is_read","chat_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chats_members_idx" ON "chats" USING btree ("member_a","member_b");--> statement-breakpoint
CREATE INDEX "chats_member_b_idx" ON "chats" USING btree ("member_b");--> statement-breakpoint
CREATE INDEX "freemium_oauth_codes_expires_idx" ON "freemium_oauth_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_onboardings_contact_onboarding_idx" ON "user_onboardings" USING btree ("edu_codigocontacto","onboarding_id");