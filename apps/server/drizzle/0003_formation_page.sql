CREATE TABLE "post_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"content" text NOT NULL,
	"edu_codigocontacto" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"content" text NOT NULL,
	"edu_codigocontacto" varchar(50) NOT NULL,
	"metadata" jsonb,
	"codigos_grupos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"postable_type" varchar(20),
	"postable_id" varchar(50),
	"edu_codigoformacion" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "posts_postable_type_check" CHECK ("posts"."postable_type" is null or "posts"."postable_type" in ('event', 'content'))
);
--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"provider" varchar(10) NOT NULL,
	"customer_id" varchar(100) NOT NULL,
	"edu_codigocontacto" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_customers_provider_customer_id_pk" PRIMARY KEY("provider","customer_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_customers" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"email" varchar(255) NOT NULL,
	"name" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_invoices" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"customer_id" varchar(40) NOT NULL,
	"status" varchar(15) NOT NULL,
	"amount_due" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"description" varchar(255),
	"metadata" jsonb NOT NULL,
	"payment_method_id" varchar(40),
	"last_payment_error" varchar(30),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "sandbox_invoices_status_check" CHECK ("sandbox_invoices"."status" in ('draft', 'open', 'paid', 'void', 'uncollectible')),
	CONSTRAINT "sandbox_invoices_amount_check" CHECK ("sandbox_invoices"."amount_due" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_methods" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"customer_id" varchar(40),
	"created_by" varchar(50) NOT NULL,
	"brand" varchar(20) NOT NULL,
	"last4" varchar(4) NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"cardholder_name" varchar(100),
	"outcome" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_responses" ADD CONSTRAINT "post_responses_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_responses" ADD CONSTRAINT "post_responses_edu_codigocontacto_contacts_edu_codigocontacto_fk" FOREIGN KEY ("edu_codigocontacto") REFERENCES "public"."contacts"("edu_codigocontacto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_edu_codigocontacto_contacts_edu_codigocontacto_fk" FOREIGN KEY ("edu_codigocontacto") REFERENCES "public"."contacts"("edu_codigocontacto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_edu_codigoformacion_formations_edu_codigoformacion_fk" FOREIGN KEY ("edu_codigoformacion") REFERENCES "public"."formations"("edu_codigoformacion") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_edu_codigocontacto_contacts_edu_codigocontacto_fk" FOREIGN KEY ("edu_codigocontacto") REFERENCES "public"."contacts"("edu_codigocontacto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_invoices" ADD CONSTRAINT "sandbox_invoices_customer_id_sandbox_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."sandbox_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payment_methods" ADD CONSTRAINT "sandbox_payment_methods_customer_id_sandbox_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."sandbox_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payment_methods" ADD CONSTRAINT "sandbox_payment_methods_created_by_contacts_edu_codigocontacto_fk" FOREIGN KEY ("created_by") REFERENCES "public"."contacts"("edu_codigocontacto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_responses_post_idx" ON "post_responses" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE INDEX "posts_postable_idx" ON "posts" USING btree ("postable_type","postable_id","created_at");--> statement-breakpoint
CREATE INDEX "posts_formation_idx" ON "posts" USING btree ("edu_codigoformacion","created_at");--> statement-breakpoint
CREATE INDEX "posts_author_idx" ON "posts" USING btree ("edu_codigocontacto");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_customers_contact_idx" ON "payment_customers" USING btree ("provider","edu_codigocontacto");--> statement-breakpoint
CREATE INDEX "sandbox_invoices_customer_idx" ON "sandbox_invoices" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sandbox_payment_methods_customer_idx" ON "sandbox_payment_methods" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lineas_producto_invoice_idx" ON "lineas_producto" USING btree ("invoice_id");