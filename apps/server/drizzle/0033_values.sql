CREATE TABLE "card_value_queue" (
	"card_id" integer PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_values" (
	"card_id" integer NOT NULL,
	"bucket" text NOT NULL,
	"grading_agency" integer,
	"grade" numeric(4, 1),
	"value" numeric(12, 2) NOT NULL,
	"source" text NOT NULL,
	"sales_count" integer NOT NULL,
	"collector_count" integer NOT NULL,
	"first_date" date,
	"last_date" date,
	"monthly" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_values_card_id_bucket_pk" PRIMARY KEY("card_id","bucket")
);
--> statement-breakpoint
CREATE TABLE "collection_value_snapshots" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"cards" integer NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"cost" numeric(14, 2) NOT NULL,
	CONSTRAINT "collection_value_snapshots_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "value_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"contribute" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_values" ADD CONSTRAINT "card_values_card_id_cards_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("card_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_value_snapshots" ADD CONSTRAINT "collection_value_snapshots_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_settings" ADD CONSTRAINT "value_settings_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_value_snapshots_day_index" ON "collection_value_snapshots" USING btree ("day");--> statement-breakpoint
-- the values module reads a card's purchase lines (recomputing its value) and skips entries a line made
CREATE INDEX IF NOT EXISTS "marketplace_purchases_matched_card_index" ON "marketplace_purchases" ("matched_card_id") WHERE "matched_card_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "marketplace_purchases_user_card_index" ON "marketplace_purchases" ("user_card_id") WHERE "user_card_id" IS NOT NULL;
