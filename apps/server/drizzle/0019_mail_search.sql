ALTER TABLE "mail_messages" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, translate(lower(
  coalesce("subject", '') || ' ' || coalesce("from_line"->>'name', '') || ' ' || coalesce("from_line"->>'address', '') || ' ' ||
  translate(coalesce("from_line"->>'address', ''), '@.', '  ') || ' ' || regexp_replace(coalesce("body_html", ''), '<[^>]*>', ' ', 'g')
), 'áàâäãéèêëíìîïóòôöõúùûüñç', 'aaaaaeeeeiiiiooooouuuunc'))) STORED;--> statement-breakpoint
CREATE INDEX "mail_messages_search_idx" ON "mail_messages" USING gin ("search_document");