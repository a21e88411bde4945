CREATE TABLE "task_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_delivery_id" integer NOT NULL,
	"intento" integer NOT NULL,
	"codigo" varchar(40) NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL,
	"ficheros" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_uploads" ADD COLUMN "task_attempt" integer;--> statement-breakpoint
ALTER TABLE "task_receipts" ADD CONSTRAINT "task_receipts_task_delivery_id_task_deliveries_id_fk" FOREIGN KEY ("task_delivery_id") REFERENCES "public"."task_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "task_receipts_delivery_attempt_idx" ON "task_receipts" USING btree ("task_delivery_id","intento");--> statement-breakpoint
CREATE UNIQUE INDEX "task_receipts_codigo_idx" ON "task_receipts" USING btree ("codigo");--> statement-breakpoint
-- Issue 29: files uploaded before drafts existed were handed in with the delivery's last attempt, and that
-- delivery gets its receipt (the files it holds now, its last delivery date).
UPDATE "file_uploads" SET "task_attempt" = d."intentos" FROM "task_deliveries" d WHERE "file_uploads"."task_delivery_id" = d."id" AND d."intentos" > 0;--> statement-breakpoint
INSERT INTO "task_receipts" ("task_delivery_id", "intento", "codigo", "delivered_at", "ficheros")
SELECT d."id", d."intentos", d."task_id" || '-' || d."intentos" || '-' || upper(substr(md5(d."id"::text || '-' || random()::text), 1, 8)), d."edu_fechaentrega",
  coalesce((SELECT jsonb_agg(jsonb_build_object('id', f."id", 'name', f."name", 'size', coalesce(f."size_bytes", 0)) ORDER BY f."created_at", f."id")
    FROM "file_uploads" u INNER JOIN "files" f ON f."id" = u."file_id" WHERE u."task_delivery_id" = d."id"), '[]'::jsonb)
FROM "task_deliveries" d WHERE d."intentos" > 0 AND d."edu_fechaentrega" IS NOT NULL;
