CREATE TABLE "evaluation_concepts" (
	"id" serial PRIMARY KEY NOT NULL,
	"evaluation_id" integer NOT NULL,
	"edu_codigoconcepto" varchar(255) NOT NULL,
	"edu_valor" integer NOT NULL,
	"task_id" integer,
	"orden" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluation_scores" (
	"concept_id" integer NOT NULL,
	"edu_codigocontacto" varchar(50) NOT NULL,
	"edu_puntuacion" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_scores_concept_id_edu_codigocontacto_pk" PRIMARY KEY("concept_id","edu_codigocontacto")
);
--> statement-breakpoint
CREATE TABLE "evaluations" (
	"id" serial PRIMARY KEY NOT NULL,
	"edu_codigoformacion" varchar(50) NOT NULL,
	"edu_titulo" varchar(255) NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"edu_codigocontacto" varchar(50) NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"edu_fechaentrega" timestamp with time zone,
	"edu_calificacion" double precision,
	"edu_comentario" text,
	"graded_at" timestamp with time zone,
	"graded_by" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"edu_codigoformacion" varchar(50) NOT NULL,
	"event_id" integer,
	"edu_titulo" varchar(255) NOT NULL,
	"edu_tema" varchar(255),
	"edu_descripcion" text,
	"edu_fechafinmax" date NOT NULL,
	"edu_horafinmax" varchar(5) DEFAULT '23:59' NOT NULL,
	"edu_oportunidades" integer DEFAULT 3 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_activity_days" ADD COLUMN "active_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_activity_days" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "file_uploads" ADD COLUMN "task_delivery_id" integer;--> statement-breakpoint
ALTER TABLE "evaluation_concepts" ADD CONSTRAINT "evaluation_concepts_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_concepts" ADD CONSTRAINT "evaluation_concepts_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_scores" ADD CONSTRAINT "evaluation_scores_concept_id_evaluation_concepts_id_fk" FOREIGN KEY ("concept_id") REFERENCES "public"."evaluation_concepts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_scores" ADD CONSTRAINT "evaluation_scores_edu_codigocontacto_contacts_edu_codigocontacto_fk" FOREIGN KEY ("edu_codigocontacto") REFERENCES "public"."contacts"("edu_codigocontacto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_edu_codigoformacion_formations_edu_codigoformacion_fk" FOREIGN KEY ("edu_codigoformacion") REFERENCES "public"."formations"("edu_codigoformacion") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_deliveries" ADD CONSTRAINT "task_deliveries_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_deliveries" ADD CONSTRAINT "task_deliveries_edu_codigocontacto_contacts_edu_codigocontacto_fk" FOREIGN KEY ("edu_codigocontacto") REFERENCES "public"."contacts"("edu_codigocontacto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_deliveries" ADD CONSTRAINT "task_deliveries_graded_by_contacts_edu_codigocontacto_fk" FOREIGN KEY ("graded_by") REFERENCES "public"."contacts"("edu_codigocontacto") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_edu_codigoformacion_formations_edu_codigoformacion_fk" FOREIGN KEY ("edu_codigoformacion") REFERENCES "public"."formations"("edu_codigoformacion") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evaluation_concepts_evaluation_idx" ON "evaluation_concepts" USING btree ("evaluation_id","orden");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_concepts_task_idx" ON "evaluation_concepts" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "evaluation_scores_contact_idx" ON "evaluation_scores" USING btree ("edu_codigocontacto");--> statement-breakpoint
CREATE INDEX "evaluations_group_idx" ON "evaluations" USING btree ("edu_codigoformacion","orden");--> statement-breakpoint
CREATE UNIQUE INDEX "task_deliveries_task_contact_idx" ON "task_deliveries" USING btree ("task_id","edu_codigocontacto");--> statement-breakpoint
CREATE INDEX "task_deliveries_contact_idx" ON "task_deliveries" USING btree ("edu_codigocontacto");--> statement-breakpoint
CREATE INDEX "tasks_group_idx" ON "tasks" USING btree ("edu_codigoformacion","edu_fechafinmax");--> statement-breakpoint
CREATE INDEX "tasks_event_idx" ON "tasks" USING btree ("event_id");--> statement-breakpoint
ALTER TABLE "file_uploads" ADD CONSTRAINT "file_uploads_task_delivery_id_task_deliveries_id_fk" FOREIGN KEY ("task_delivery_id") REFERENCES "public"."task_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_uploads_task_delivery_idx" ON "file_uploads" USING btree ("task_delivery_id");--> statement-breakpoint
-- A graded task rings the bell under its own type.
INSERT INTO "notification_types" ("id", "name") VALUES
	(6, 'Evaluaciones')
ON CONFLICT ("id") DO NOTHING;
