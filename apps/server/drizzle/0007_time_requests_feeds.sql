CREATE TABLE "calendar_feeds" (
	"edu_codigocontacto" varchar(50) PRIMARY KEY NOT NULL,
	"token" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "student_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_type" integer DEFAULT 1 NOT NULL,
	"request_id" integer DEFAULT 1 NOT NULL,
	"title" varchar(255) NOT NULL,
	"student_code" varchar(50) NOT NULL,
	"teacher_code" varchar(50) NOT NULL,
	"group_code" varchar(50) NOT NULL,
	"date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"status" varchar(20) DEFAULT 'pendiente' NOT NULL,
	"response" text,
	"event_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "student_requests_status_check" CHECK ("student_requests"."status" in ('pendiente', 'aprobado', 'rechazado')),
	CONSTRAINT "student_requests_times_check" CHECK ("student_requests"."end_time" > "student_requests"."start_time")
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "plan_contact" varchar(50);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "plan_group" varchar(50);--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_edu_codigocontacto_contacts_edu_codigocontacto_fk" FOREIGN KEY ("edu_codigocontacto") REFERENCES "public"."contacts"("edu_codigocontacto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_requests" ADD CONSTRAINT "student_requests_student_code_contacts_edu_codigocontacto_fk" FOREIGN KEY ("student_code") REFERENCES "public"."contacts"("edu_codigocontacto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_requests" ADD CONSTRAINT "student_requests_teacher_code_contacts_edu_codigocontacto_fk" FOREIGN KEY ("teacher_code") REFERENCES "public"."contacts"("edu_codigocontacto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_requests" ADD CONSTRAINT "student_requests_group_code_formations_edu_codigoformacion_fk" FOREIGN KEY ("group_code") REFERENCES "public"."formations"("edu_codigoformacion") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_requests" ADD CONSTRAINT "student_requests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_requests_student_idx" ON "student_requests" USING btree ("student_code","created_at");--> statement-breakpoint
CREATE INDEX "student_requests_teacher_idx" ON "student_requests" USING btree ("teacher_code","status","created_at");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_plan_contact_contacts_edu_codigocontacto_fk" FOREIGN KEY ("plan_contact") REFERENCES "public"."contacts"("edu_codigocontacto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_plan_group_formations_edu_codigoformacion_fk" FOREIGN KEY ("plan_group") REFERENCES "public"."formations"("edu_codigoformacion") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_plan_idx" ON "events" USING btree ("plan_contact","plan_group");