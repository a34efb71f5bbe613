CREATE TABLE "marketplace_remembered_wordings" (
	"wording" text PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"times_chosen" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "marketplace_remembered_wordings" ADD CONSTRAINT "marketplace_remembered_wordings_card_id_cards_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("card_id") ON DELETE cascade ON UPDATE no action;
