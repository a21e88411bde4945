CREATE TABLE "contact_activity_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"edu_codigocontacto" varchar(50) NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"edu_codigocontacto" varchar(50) PRIMARY KEY NOT NULL,
	"contactid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"fullname" varchar(200) NOT NULL,
	"firstname" varchar(100),
	"lastname" varchar(100),
	"birthdate" date,
	"emailaddress1" varchar(255) NOT NULL,
	"emailaddress2" varchar(255),
	"emailaddress3" varchar(255),
	"mobilephone" varchar(50),
	"telephone1" varchar(50),
	"edu_codigoo365" varchar(100),
	"edu_codigousuariomoodle" integer,
	"edu_matriculado" varchar(1) DEFAULT '1' NOT NULL,
	"edu_tipocontacto" varchar(6) DEFAULT '1' NOT NULL,
	"edu_documentoidentificativo" varchar(15),
	"edu_tomamedicacion" boolean DEFAULT false NOT NULL,
	"edu_medicacion" varchar(255),
	"edu_alergias" varchar(255),
	"edu_account" varchar(255),
	"edu_empleado" varchar(255),
	"edu_fechaalta" date,
	"edu_materialextra" boolean DEFAULT false NOT NULL,
	"edu_modalidad" integer,
	"edu_nps" integer,
	"edu_onboarding" boolean DEFAULT false NOT NULL,
	"edu_plataformaid" varchar(100),
	"edu_renueva" boolean DEFAULT false NOT NULL,
	"employeeid" varchar(255),
	"statecode" integer DEFAULT 0 NOT NULL,
	"statuscode" integer DEFAULT 1 NOT NULL,
	"nickname" varchar(100),
	"description" varchar(255),
	"foto" varchar(255),
	"msgdpr_gdprparentid" varchar(255),
	"address1_composite" varchar(255),
	"address1_line1" varchar(255),
	"address1_line2" varchar(255),
	"address1_line3" varchar(255),
	"address1_city" varchar(255),
	"address1_postalcode" varchar(255),
	"address1_county" varchar(255),
	"address1_stateorprovince" varchar(255),
	"address1_country" varchar(255),
	"address1_telephone1" varchar(50),
	"address1_telephone2" varchar(50),
	"address1_telephone3" varchar(50),
	"address1_postofficebox" integer,
	"address1_freighttermscode" integer,
	"address1_primarycontactname" varchar(255),
	"address1_name" varchar(255),
	"address1_addresstypecode" integer,
	"admin" boolean DEFAULT false NOT NULL,
	"freemium" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contacts_emailaddress1_unique" UNIQUE("emailaddress1")
);
--> statement-breakpoint
CREATE TABLE "onboardings" (
	"id" integer PRIMARY KEY NOT NULL,
	"onboarding_name" varchar(50) NOT NULL,
	CONSTRAINT "onboardings_onboarding_name_unique" UNIQUE("onboarding_name")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"edu_codigocontacto" varchar(50) NOT NULL,
	"method" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" varchar(255),
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sign_in_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(255) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_codes" (
	"code_hash" varchar(64) PRIMARY KEY NOT NULL,
	"edu_codigocontacto" varchar(50) NOT NULL,
	"redirect_uri" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "teacher_tokens" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"edu_codigocontacto" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_onboardings" (
	"id" serial PRIMARY KEY NOT NULL,
	"edu_codigocontacto" varchar(50) NOT NULL,
	"onboarding_id" integer NOT NULL,
	"completed" boolean,
	"onboarding_visible" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "formation_teachers" (
	"edu_codigoformacion" varchar(50) NOT NULL,
	"edu_codigocontacto" varchar(50) NOT NULL,
	"role" text,
	CONSTRAINT "formation_teachers_edu_codigoformacion_edu_codigocontacto_pk" PRIMARY KEY("edu_codigoformacion","edu_codigocontacto")
);
--> statement-breakpoint
CREATE TABLE "formations" (
	"edu_codigoformacion" varchar(50) PRIMARY KEY NOT NULL,
	"edu_formacionid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"edu_formacion" varchar(255) NOT NULL,
	"edu_nombre" varchar(255),
	"edu_principalcodigoformacion" varchar(50),
	"edu_path" varchar(255),
	"slug" varchar(255),
	"edu_gru_n4" varchar(50),
	"edu_fechainicioclases" timestamp with time zone,
	"edu_fechafinclases" timestamp with time zone,
	"edu_fechainicioacceso" timestamp with time zone,
	"edu_fechafinacceso" timestamp with time zone,
	"allow_certificate" boolean DEFAULT false NOT NULL,
	"cr479_modalidad" integer,
	"is_freemium_available" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "formations_edu_formacionid_unique" UNIQUE("edu_formacionid")
);
--> statement-breakpoint
CREATE TABLE "event_contacts" (
	"event_id" integer NOT NULL,
	"edu_codigocontacto" varchar(50) NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_contacts_event_id_edu_codigocontacto_pk" PRIMARY KEY("event_id","edu_codigocontacto"),
	CONSTRAINT "event_contacts_completed_check" CHECK ("event_contacts"."completed" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "event_files" (
	"event_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"kind" varchar(10) DEFAULT 'archivo' NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_files_event_id_file_id_pk" PRIMARY KEY("event_id","file_id"),
	CONSTRAINT "event_files_kind_check" CHECK ("event_files"."kind" in ('archivo', 'h5p'))
);
--> statement-breakpoint
CREATE TABLE "event_formations" (
	"event_id" integer NOT NULL,
	"edu_codigoformacion" varchar(50) NOT NULL,
	CONSTRAINT "event_formations_event_id_edu_codigoformacion_pk" PRIMARY KEY("event_id","edu_codigoformacion")
);
--> statement-breakpoint
CREATE TABLE "event_organizers" (
	"event_id" integer NOT NULL,
	"edu_codigocontacto" varchar(50) NOT NULL,
	CONSTRAINT "event_organizers_event_id_edu_codigocontacto_pk" PRIMARY KEY("event_id","edu_codigocontacto")
);
--> statement-breakpoint
CREATE TABLE "event_topics" (
	"event_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"unidad_id" integer NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_topics_event_id_topic_id_pk" PRIMARY KEY("event_id","topic_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"serie_id" uuid,
	"title" varchar(255) NOT NULL,
	"description" text,
	"event_type" varchar(30) NOT NULL,
	"event_date" date,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"start_hour" time,
	"end_hour" time,
	"all_day" boolean DEFAULT false NOT NULL,
	"days_of_week" integer[],
	"inicio_calendario" date,
	"fin_calendario" date,
	"no_fechar" integer DEFAULT 0 NOT NULL,
	"freemium" boolean DEFAULT false NOT NULL,
	"download" integer DEFAULT 0 NOT NULL,
	"join_url" text,
	"zoom_id" varchar(100),
	"source_id" varchar(100),
	"orden" integer DEFAULT 0 NOT NULL,
	"rescheduled" integer DEFAULT 0 NOT NULL,
	"event_original" integer,
	"event_rescheduled" integer,
	"metadata" jsonb,
	"foto" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_type_check" CHECK ("events"."event_type" in ('clases', 'clases_directo', 'clases_prueba', 'tutorias', 'tutoria', 'examen', 'taller', 'reunion', 'zoom', 'actividad', 'test')),
	CONSTRAINT "events_flags_check" CHECK ("events"."no_fechar" in (0, 1) and "events"."download" in (0, 1) and "events"."rescheduled" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"file_type" varchar(100) NOT NULL,
	"storage_key" varchar(500),
	"url" text,
	"embed_code" text,
	"subtitles_url" text,
	"subtitles_storage_key" varchar(500),
	"id_sharepoint" varchar(255),
	"size_bytes" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"unidad_id" integer NOT NULL,
	"titulo" varchar(255) NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"type" varchar(30) DEFAULT 'tema' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" serial PRIMARY KEY NOT NULL,
	"formation" varchar(50) NOT NULL,
	"titulo" varchar(255) NOT NULL,
	"type" varchar(20) DEFAULT 'unidad' NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "units_type_check" CHECK ("units"."type" in ('unidad', 'unidad extra'))
);
--> statement-breakpoint
CREATE TABLE "lineas_matricula" (
	"edu_codigolineamatricula" varchar(50) PRIMARY KEY NOT NULL,
	"edu_matricula" varchar(50) NOT NULL,
	"edu_codigoformacion" varchar(50) NOT NULL,
	"edu_codigoalumno" varchar(50) NOT NULL,
	"edu_gru_n4" varchar(50),
	"edu_fechainicio" timestamp with time zone,
	"edu_fechafin" timestamp with time zone,
	"edu_activa" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lineas_producto" (
	"edu_codigolineaproducto" varchar(50) PRIMARY KEY NOT NULL,
	"edu_matricula" varchar(50) NOT NULL,
	"product_id" integer NOT NULL,
	"statecode" integer DEFAULT 0 NOT NULL,
	"edu_precio" numeric(10, 2),
	"edu_fechainicio" timestamp with time zone,
	"edu_fechafin" timestamp with time zone,
	"unidad_id" integer,
	"events_id" integer[],
	"edu_codigoslineamatricula" varchar(500),
	"fecha_inicio_bonus" timestamp with time zone,
	"fecha_fin_bonus" timestamp with time zone,
	"tipo" varchar(10),
	"metadata" jsonb,
	"invoice_id" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lineas_producto_tipo_check" CHECK ("lineas_producto"."tipo" is null or "lineas_producto"."tipo" in ('fecha', 'unidad'))
);
--> statement-breakpoint
CREATE TABLE "matriculas" (
	"edu_codigomatricula" varchar(50) PRIMARY KEY NOT NULL,
	"edu_matriculaid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"edu_codigocontacto" varchar(50) NOT NULL,
	"edu_codigoformacion" varchar(50),
	"edu_fechamatricula" timestamp with time zone,
	"statecode" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matriculas_edu_matriculaid_unique" UNIQUE("edu_matriculaid")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"edu_codigoproducto" varchar(50) NOT NULL,
	"xerppa_nombreproducto" varchar(255) NOT NULL,
	"recurrencia" varchar(50),
	"mkt_precio" numeric(10, 2),
	"xcrm_codigolistaprecios" varchar(100),
	"cr479_modalidad" integer,
	"is_bonus" boolean DEFAULT false NOT NULL,
	"tipo" varchar(10),
	"unidad_id" integer,
	"events_id" integer[],
	"fecha_inicio_bonus" timestamp with time zone,
	"fecha_fin_bonus" timestamp with time zone,
	"metadata" jsonb,
	"statecode" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_edu_codigoproducto_unique" UNIQUE("edu_codigoproducto"),
	CONSTRAINT "products_tipo_check" CHECK ("products"."tipo" is null or "products"."tipo" in ('fecha', 'unidad'))
);
--> statement-breakpoint
CREATE TABLE "activity_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo_actividad_id" integer NOT NULL,
	"edu_codigocontacto" varchar(50) NOT NULL,
	"has_activity" boolean DEFAULT true NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_formations" (
	"notification_id" integer NOT NULL,
	"edu_codigoformacion" varchar(50) NOT NULL,
	CONSTRAINT "notification_formations_notification_id_edu_codigoformacion_pk" PRIMARY KEY("notification_id","edu_codigoformacion")
);
--> statement-breakpoint
CREATE TABLE "notification_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"notification_id" integer NOT NULL,
	"edu_codigocontacto" varchar(50) NOT NULL,
	"sent_at" timestamp with time zone,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"message" text NOT NULL,
	"type_id" integer NOT NULL,
	"notifiable_type" varchar(10),
	"notifiable_id" integer,
	"scheduled_at" timestamp with time zone,
	"created_by" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_notifiable_type_check" CHECK ("notifications"."notifiable_type" is null or "notifications"."notifiable_type" in ('post', 'chat', 'event'))
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"apellidos" varchar(150) NOT NULL,
	"telefono" varchar(50) NOT NULL,
	"email" varchar(255) NOT NULL,
	"formacion" varchar(255),
	"acepta_politica" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_activity_days" ADD CONSTRAINT "contact_activity_days_edu_codigocontacto_contacts_edu_codigocontacto_fk" FOREIGN KEY ("edu_codigocontacto") REFERENCES "public"."contacts"("edu_codigocontacto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_edu_codigocontacto_contacts_edu_codigocontacto_fk" FOREIGN KEY ("edu_codigocontacto") REFERENCES "public"."contacts"("edu_codigocontacto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_codes" ADD CONSTRAINT "sign_in_codes_edu_codigocontacto_contacts_edu_codigocontacto_fk" FOREIGN KEY ("edu_codigocontacto") REFERENCES "public"."contacts"("edu_codigocontacto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_tokens" ADD CONSTRAINT "teacher_tokens_edu_codigocontacto_contacts_edu_codigocontacto_fk" FOREIGN KEY ("edu_codigocontacto") REFERENCES "public"."contacts"("edu_codigocontacto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_onboardings" ADD CONSTRAINT "user_onboardings_edu_codigocontacto_contacts_edu_codigocontacto_fk" FOREIGN KEY ("edu_codigocontacto") REFERENCES "public"."contacts"("edu_codigocontacto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_onboardings" ADD CONSTRAINT "user_onboardings_onboarding_id_onboardings_id_fk" FOREIGN KEY ("onboarding_id") REFERENCES "public"."onboardings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formation_teachers" ADD CONSTRAINT "formation_teachers_edu_codigoformacion_formations_edu_codigoformacion_fk" FOREIGN KEY ("edu_codigoformacion") REFERENCES "public"."formations"("edu_codigoformacion") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formation_teachers" ADD CONSTRAINT "formation_teachers_edu_codigocontacto_contacts_edu_codigocontacto_fk" FOREIGN KEY ("edu_codigocontacto") REFERENCES "public"."contacts"("edu_codigocontacto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formations" ADD CONSTRAINT "formations_edu_principalcodigoformacion_formations_edu_codigoformacion_fk" FOREIGN KEY ("edu_principalcodigoformacion") REFERENCES "public"."formations"("edu_codigoformacion") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_contacts" ADD CONSTRAINT "event_contacts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_contacts" ADD CONSTRAINT "event_contacts_edu_codigocontacto_contacts_edu_codigocontacto_fk" FOREIGN KEY ("edu_codigocontacto") REFERENCES "public"."contacts"("edu_codigocontacto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_files" ADD CONSTRAINT "event_files_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_files" ADD CONSTRAINT "event_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_formations" ADD CONSTRAINT "event_formations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_formations" ADD CONSTRAINT "event_formations_edu_codigoformacion_formations_edu_codigoformacion_fk" FOREIGN KEY ("edu_codigoformacion") REFERENCES "public"."formations"("edu_codigoformacion") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_organizers" ADD CONSTRAINT "event_organizers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_organizers" ADD CONSTRAINT "event_organizers_edu_codigocontacto_contacts_edu_codigocontacto_fk" FOREIGN KEY ("edu_codigocontacto") REFERENCES "public"."contacts"("edu_codigocontacto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_topics" ADD CONSTRAINT "event_topics_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_topics" ADD CONSTRAINT "event_topics_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_topics" ADD CONSTRAINT "event_topics_unidad_id_units_id_fk" FOREIGN KEY ("unidad_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_event_original_events_id_fk" FOREIGN KEY ("event_original") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_event_rescheduled_events_id_fk" FOREIGN KEY ("event_rescheduled") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_unidad_id_units_id_fk" FOREIGN KEY ("unidad_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_formation_formations_edu_codigoformacion_fk" FOREIGN KEY ("formation") REFERENCES "public"."formations"("edu_codigoformacion") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineas_matricula" ADD CONSTRAINT "lineas_matricula_edu_matricula_matriculas_edu_codigomatricula_fk" FOREIGN KEY ("edu_matricula") REFERENCES "public"."matriculas"("edu_codigomatricula") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineas_matricula" ADD CONSTRAINT "lineas_matricula_edu_codigoformacion_formations_edu_codigoformacion_fk" FOREIGN KEY ("edu_codigoformacion") REFERENCES "public"."formations"("edu_codigoformacion") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineas_matricula" ADD CONSTRAINT "lineas_matricula_edu_codigoalumno_contacts_edu_codigocontacto_fk" FOREIGN KEY ("edu_codigoalumno") REFERENCES "public"."contacts"("edu_codigocontacto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineas_producto" ADD CONSTRAINT "lineas_producto_edu_matricula_matriculas_edu_codigomatricula_fk" FOREIGN KEY ("edu_matricula") REFERENCES "public"."matriculas"("edu_codigomatricula") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineas_producto" ADD CONSTRAINT "lineas_producto_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineas_producto" ADD CONSTRAINT "lineas_producto_unidad_id_units_id_fk" FOREIGN KEY ("unidad_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matriculas" ADD CONSTRAINT "matriculas_edu_codigocontacto_contacts_edu_codigocontacto_fk" FOREIGN KEY ("edu_codigocontacto") REFERENCES "public"."contacts"("edu_codigocontacto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matriculas" ADD CONSTRAINT "matriculas_edu_codigoformacion_formations_edu_codigoformacion_fk" FOREIGN KEY ("edu_codigoformacion") REFERENCES "public"."formations"("edu_codigoformacion") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_unidad_id_units_id_fk" FOREIGN KEY ("unidad_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_records" ADD CONSTRAINT "activity_records_tipo_actividad_id_activity_types_id_fk" FOREIGN KEY ("tipo_actividad_id") REFERENCES "public"."activity_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_records" ADD CONSTRAINT "activity_records_edu_codigocontacto_contacts_edu_codigocontacto_fk" FOREIGN KEY ("edu_codigocontacto") REFERENCES "public"."contacts"("edu_codigocontacto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_formations" ADD CONSTRAINT "notification_formations_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_formations" ADD CONSTRAINT "notification_formations_edu_codigoformacion_formations_edu_codigoformacion_fk" FOREIGN KEY ("edu_codigoformacion") REFERENCES "public"."formations"("edu_codigoformacion") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_users" ADD CONSTRAINT "notification_users_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_users" ADD CONSTRAINT "notification_users_edu_codigocontacto_contacts_edu_codigocontacto_fk" FOREIGN KEY ("edu_codigocontacto") REFERENCES "public"."contacts"("edu_codigocontacto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_id_notification_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."notification_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_created_by_contacts_edu_codigocontacto_fk" FOREIGN KEY ("created_by") REFERENCES "public"."contacts"("edu_codigocontacto") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_activity_days_contact_day_idx" ON "contact_activity_days" USING btree ("edu_codigocontacto","day");--> statement-breakpoint
CREATE INDEX "contacts_fullname_idx" ON "contacts" USING btree ("fullname");--> statement-breakpoint
CREATE INDEX "sessions_contact_idx" ON "sessions" USING btree ("edu_codigocontacto");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_email_idx" ON "sign_in_attempts" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_ip_idx" ON "sign_in_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "user_onboardings_contact_idx" ON "user_onboardings" USING btree ("edu_codigocontacto");--> statement-breakpoint
CREATE INDEX "formation_teachers_contact_idx" ON "formation_teachers" USING btree ("edu_codigocontacto");--> statement-breakpoint
CREATE INDEX "formations_parent_idx" ON "formations" USING btree ("edu_principalcodigoformacion");--> statement-breakpoint
CREATE INDEX "formations_slug_idx" ON "formations" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "event_contacts_contact_idx" ON "event_contacts" USING btree ("edu_codigocontacto","completed");--> statement-breakpoint
CREATE INDEX "event_files_file_idx" ON "event_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "event_formations_formation_idx" ON "event_formations" USING btree ("edu_codigoformacion","event_id");--> statement-breakpoint
CREATE INDEX "event_organizers_contact_idx" ON "event_organizers" USING btree ("edu_codigocontacto");--> statement-breakpoint
CREATE INDEX "event_topics_topic_idx" ON "event_topics" USING btree ("topic_id","orden");--> statement-breakpoint
CREATE INDEX "event_topics_unit_idx" ON "event_topics" USING btree ("unidad_id");--> statement-breakpoint
CREATE INDEX "events_event_date_idx" ON "events" USING btree ("event_date");--> statement-breakpoint
CREATE INDEX "events_start_date_idx" ON "events" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "events_serie_idx" ON "events" USING btree ("serie_id");--> statement-breakpoint
CREATE INDEX "events_type_idx" ON "events" USING btree ("event_type");--> statement-breakpoint
CREATE INDEX "files_sharepoint_idx" ON "files" USING btree ("id_sharepoint");--> statement-breakpoint
CREATE INDEX "topics_unit_idx" ON "topics" USING btree ("unidad_id","orden");--> statement-breakpoint
CREATE INDEX "units_formation_idx" ON "units" USING btree ("formation","orden");--> statement-breakpoint
CREATE INDEX "lineas_matricula_student_idx" ON "lineas_matricula" USING btree ("edu_codigoalumno","edu_activa");--> statement-breakpoint
CREATE INDEX "lineas_matricula_matricula_idx" ON "lineas_matricula" USING btree ("edu_matricula");--> statement-breakpoint
CREATE INDEX "lineas_matricula_formation_idx" ON "lineas_matricula" USING btree ("edu_codigoformacion");--> statement-breakpoint
CREATE INDEX "lineas_producto_matricula_idx" ON "lineas_producto" USING btree ("edu_matricula");--> statement-breakpoint
CREATE INDEX "lineas_producto_product_idx" ON "lineas_producto" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "matriculas_contact_idx" ON "matriculas" USING btree ("edu_codigocontacto");--> statement-breakpoint
CREATE INDEX "products_unit_idx" ON "products" USING btree ("unidad_id");--> statement-breakpoint
CREATE INDEX "products_events_idx" ON "products" USING gin ("events_id");--> statement-breakpoint
CREATE INDEX "activity_records_contact_idx" ON "activity_records" USING btree ("edu_codigocontacto","created_at");--> statement-breakpoint
CREATE INDEX "activity_records_type_idx" ON "activity_records" USING btree ("tipo_actividad_id","created_at");--> statement-breakpoint
CREATE INDEX "notification_formations_formation_idx" ON "notification_formations" USING btree ("edu_codigoformacion");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_users_notification_contact_idx" ON "notification_users" USING btree ("notification_id","edu_codigocontacto");--> statement-breakpoint
CREATE INDEX "notification_users_contact_idx" ON "notification_users" USING btree ("edu_codigocontacto","is_read","sent_at");--> statement-breakpoint
CREATE INDEX "notifications_created_by_idx" ON "notifications" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "notifications_scheduled_idx" ON "notifications" USING btree ("scheduled_at");--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at");