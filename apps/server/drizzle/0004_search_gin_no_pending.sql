DROP INDEX "search_cards_facets_idx";--> statement-breakpoint
DROP INDEX "search_documents_tsv_idx";--> statement-breakpoint
DROP INDEX "search_documents_names_idx";--> statement-breakpoint
DROP INDEX "search_documents_text_trgm_idx";--> statement-breakpoint
DROP INDEX "search_words_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_cards_facets_idx" ON "search_cards" USING gin ("facets") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_documents_tsv_idx" ON "search_documents" USING gin ("tsv") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_documents_names_idx" ON "search_documents" USING gin ("names") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_documents_text_trgm_idx" ON "search_documents" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);