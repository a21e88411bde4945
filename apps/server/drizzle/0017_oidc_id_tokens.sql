CREATE TABLE "session_id_tokens" (
	"session_id" integer PRIMARY KEY NOT NULL,
	"id_token" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_in_codes" ADD COLUMN "id_token" text;--> statement-breakpoint
ALTER TABLE "session_id_tokens" ADD CONSTRAINT "session_id_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;