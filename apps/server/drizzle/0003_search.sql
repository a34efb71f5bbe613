CREATE TABLE "search_cards" (
	"card_id" integer PRIMARY KEY NOT NULL,
	"facets" text[] NOT NULL,
	"year" integer NOT NULL,
	"is_base" boolean NOT NULL,
	"sort_order" integer
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"description" text,
	"data" jsonb NOT NULL,
	"names" text[] NOT NULL,
	"search_text" text NOT NULL,
	"tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_text)) STORED NOT NULL,
	"year" integer,
	"min_print_run" integer,
	"max_print_run" integer,
	"facet" text NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_documents_entity_type_entity_id_pk" PRIMARY KEY("entity_type","entity_id")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_cards" ADD CONSTRAINT "search_cards_card_id_cards_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("card_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_cards_facets_idx" ON "search_cards" USING gin ("facets");--> statement-breakpoint
CREATE INDEX "search_documents_tsv_idx" ON "search_documents" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "search_documents_names_idx" ON "search_documents" USING gin ("names");--> statement-breakpoint
CREATE INDEX "search_documents_text_trgm_idx" ON "search_documents" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_documents_year_idx" ON "search_documents" USING btree ("year");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);