CREATE TABLE "adeudos" (
	"caja_adeudoid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"edu_matricula" varchar(50) NOT NULL,
	"caja_periodoservicio" date NOT NULL,
	"caja_concepto" varchar(255) NOT NULL,
	"caja_importe" numeric(10, 2) NOT NULL,
	"caja_pagado" boolean DEFAULT false NOT NULL,
	"caja_cajero" boolean DEFAULT false NOT NULL,
	"caja_fechapago" timestamp with time zone,
	"caja_stripeid" varchar(100),
	"caja_numerofactura" varchar(30),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "adeudos_caja_numerofactura_unique" UNIQUE("caja_numerofactura")
);
--> statement-breakpoint
CREATE TABLE "contratos" (
	"edu_contratoid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"edu_matricula" varchar(50) NOT NULL,
	"edu_codigocontacto" varchar(50) NOT NULL,
	"edu_referencia" varchar(30) NOT NULL,
	"edu_fechafirma" timestamp with time zone NOT NULL,
	"edu_mesespermanencia" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contratos_edu_referencia_unique" UNIQUE("edu_referencia")
);
--> statement-breakpoint
CREATE TABLE "issued_documents" (
	"verification_code" varchar(32) PRIMARY KEY NOT NULL,
	"kind" varchar(30) NOT NULL,
	"edu_codigocontacto" varchar(50) NOT NULL,
	"subject_ref" varchar(100),
	"title" varchar(255) NOT NULL,
	"facts" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"storage_key" varchar(500),
	"revoked_at" timestamp with time zone,
	CONSTRAINT "issued_documents_kind_check" CHECK ("issued_documents"."kind" in ('factura', 'facturas-anuales', 'certificado-matricula', 'certificado-asistencia', 'certificado-contenidos', 'contrato'))
);
--> statement-breakpoint
CREATE TABLE "withdrawal_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"edu_codigolineamatricula" varchar(50) NOT NULL,
	"edu_codigocontacto" varchar(50) NOT NULL,
	"status" varchar(20) DEFAULT 'pendiente' NOT NULL,
	"effective_date" date NOT NULL,
	"survey_reason" varchar(50) NOT NULL,
	"survey_rating" integer NOT NULL,
	"survey_comments" text,
	"response" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "withdrawal_requests_status_check" CHECK ("withdrawal_requests"."status" in ('pendiente', 'aprobado', 'rechazado')),
	CONSTRAINT "withdrawal_requests_rating_check" CHECK ("withdrawal_requests"."survey_rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "foto_key" varchar(500);--> statement-breakpoint
ALTER TABLE "lineas_matricula" ADD COLUMN "edu_fechafinpermanencia" date;--> statement-breakpoint
ALTER TABLE "adeudos" ADD CONSTRAINT "adeudos_edu_matricula_matriculas_edu_codigomatricula_fk" FOREIGN KEY ("edu_matricula") REFERENCES "public"."matriculas"("edu_codigomatricula") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contratos" ADD CONSTRAINT "contratos_edu_matricula_matriculas_edu_codigomatricula_fk" FOREIGN KEY ("edu_matricula") REFERENCES "public"."matriculas"("edu_codigomatricula") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contratos" ADD CONSTRAINT "contratos_edu_codigocontacto_contacts_edu_codigocontacto_fk" FOREIGN KEY ("edu_codigocontacto") REFERENCES "public"."contacts"("edu_codigocontacto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_edu_codigocontacto_contacts_edu_codigocontacto_fk" FOREIGN KEY ("edu_codigocontacto") REFERENCES "public"."contacts"("edu_codigocontacto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD CONSTRAINT "withdrawal_requests_edu_codigolineamatricula_lineas_matricula_edu_codigolineamatricula_fk" FOREIGN KEY ("edu_codigolineamatricula") REFERENCES "public"."lineas_matricula"("edu_codigolineamatricula") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD CONSTRAINT "withdrawal_requests_edu_codigocontacto_contacts_edu_codigocontacto_fk" FOREIGN KEY ("edu_codigocontacto") REFERENCES "public"."contacts"("edu_codigocontacto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adeudos_matricula_idx" ON "adeudos" USING btree ("edu_matricula","caja_periodoservicio");--> statement-breakpoint
CREATE INDEX "contratos_contact_idx" ON "contratos" USING btree ("edu_codigocontacto");--> statement-breakpoint
CREATE INDEX "issued_documents_contact_idx" ON "issued_documents" USING btree ("edu_codigocontacto","issued_at");--> statement-breakpoint
CREATE INDEX "withdrawal_requests_contact_idx" ON "withdrawal_requests" USING btree ("edu_codigocontacto","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_requests_open_line_idx" ON "withdrawal_requests" USING btree ("edu_codigolineamatricula") WHERE "withdrawal_requests"."status" = 'pendiente';