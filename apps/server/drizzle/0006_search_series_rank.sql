CREATE TABLE "search_index_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_cards" ADD COLUMN "series_rank" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_cards" ADD COLUMN "series_size" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
WITH "base_of_set" AS (
  SELECT DISTINCT ON ("set_id") "set_id", "series_id" FROM "series" WHERE "parallel_of_series" IS NULL
  ORDER BY "set_id", "is_base" DESC, ("name" ~* '^(base|commons?)$') DESC, "card_count" DESC, "series_id"
)
UPDATE "search_cards" sc SET "series_rank" = CASE
    WHEN s."parallel_of_series" IS NOT NULL THEN 0
    WHEN s."is_base" OR s."series_id" = b."series_id" THEN 2
    ELSE 1 END, "series_size" = s."card_count"
FROM "cards" c JOIN "series" s ON s."series_id" = c."series_id" LEFT JOIN "base_of_set" b ON b."set_id" = s."set_id"
WHERE c."card_id" = sc."card_id";--> statement-breakpoint
ALTER TABLE "search_cards" ALTER COLUMN "series_rank" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "search_cards" ALTER COLUMN "series_size" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "search_cards" DROP COLUMN "is_base";--> statement-breakpoint
CREATE INDEX "search_documents_min_print_run_idx" ON "search_documents" USING btree ("min_print_run");--> statement-breakpoint
CREATE INDEX "search_documents_max_print_run_idx" ON "search_documents" USING btree ("max_print_run");
