-- Documents issued before this migration did not keep their holder: the name and DNI on file now are the best known.
ALTER TABLE "issued_documents" ADD COLUMN "holder_name" varchar(255);--> statement-breakpoint
ALTER TABLE "issued_documents" ADD COLUMN "holder_dni" varchar(50);--> statement-breakpoint
UPDATE "issued_documents" SET "holder_name" = "contacts"."fullname", "holder_dni" = "contacts"."edu_documentoidentificativo" FROM "contacts" WHERE "contacts"."edu_codigocontacto" = "issued_documents"."edu_codigocontacto";--> statement-breakpoint
ALTER TABLE "issued_documents" ALTER COLUMN "holder_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD COLUMN "content_digest" varchar(64);--> statement-breakpoint
CREATE UNIQUE INDEX "issued_documents_content_idx" ON "issued_documents" USING btree ("edu_codigocontacto","kind","content_digest") WHERE "issued_documents"."revoked_at" is null;
