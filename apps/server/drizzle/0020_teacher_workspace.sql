ALTER TABLE "notifications" DROP CONSTRAINT "notifications_notifiable_type_check";--> statement-breakpoint
ALTER TABLE "post_responses" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "post_responses" ADD COLUMN "hidden_by" varchar(50);--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "hidden_by" varchar(50);--> statement-breakpoint
ALTER TABLE "student_requests" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "student_requests" ADD COLUMN "location" varchar(500);--> statement-breakpoint
ALTER TABLE "post_responses" ADD CONSTRAINT "post_responses_hidden_by_contacts_edu_codigocontacto_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."contacts"("edu_codigocontacto") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_hidden_by_contacts_edu_codigocontacto_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."contacts"("edu_codigocontacto") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_records_event_idx" ON "activity_records" USING btree (("metadata" ->> 'id_evento'),"tipo_actividad_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_notifiable_type_check" CHECK ("notifications"."notifiable_type" is null or "notifications"."notifiable_type" in ('post', 'chat', 'event', 'case', 'task', 'request'));