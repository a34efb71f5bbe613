CREATE TABLE "card_image_consents" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"terms_version" integer NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_images" (
	"card_image_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_images_card_image_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"card_id" integer NOT NULL,
	"side" text NOT NULL,
	"contributor_id" integer NOT NULL,
	"source_photo_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"source_hash" text NOT NULL,
	"source_key" text,
	"image_hash" text,
	"width" integer,
	"height" integer,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_image_consents" ADD CONSTRAINT "card_image_consents_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_images" ADD CONSTRAINT "card_images_card_id_cards_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("card_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_images" ADD CONSTRAINT "card_images_contributor_id_users_user_id_fk" FOREIGN KEY ("contributor_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_images" ADD CONSTRAINT "card_images_source_photo_id_user_card_photos_user_card_photo_id_fk" FOREIGN KEY ("source_photo_id") REFERENCES "public"."user_card_photos"("user_card_photo_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_images" ADD CONSTRAINT "card_images_decided_by_users_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_images_published_side_key" ON "card_images" USING btree ("card_id","side") WHERE "card_images"."status" = 'approved';--> statement-breakpoint
CREATE UNIQUE INDEX "card_images_live_source_key" ON "card_images" USING btree ("source_hash") WHERE "card_images"."status" in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "card_images_status_index" ON "card_images" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "card_images_contributor_index" ON "card_images" USING btree ("contributor_id","status");--> statement-breakpoint
CREATE INDEX "card_images_image_hash_index" ON "card_images" USING btree ("image_hash");--> statement-breakpoint
-- an install whose achievements were seeded before this migration gets the contributions category too (a fresh one seeds it from the starting catalogue)
INSERT INTO "achievement_categories" ("name", "icon")
SELECT 'Catalogue Contributions', 'image'
WHERE EXISTS (SELECT 1 FROM "achievement_categories")
  AND NOT EXISTS (SELECT 1 FROM "achievement_categories" WHERE "name" = 'Catalogue Contributions');--> statement-breakpoint
INSERT INTO "achievements" ("category_id", "name", "description", "points", "tier", "requirement_type", "requirement_value", "metric")
SELECT c."category_id", a.name, a.description, a.points, a.tier, 'count', a.value, 'catalogue_pictures'
FROM "achievement_categories" c
CROSS JOIN (VALUES
  ('First Picture', 'Have a photo of yours published as a catalogue picture', 10, 'common', 1),
  ('Illustrator', 'Have 10 catalogue pictures published', 25, 'uncommon', 10),
  ('Photographer', 'Have 50 catalogue pictures published', 50, 'rare', 50),
  ('Picture Editor', 'Have 250 catalogue pictures published', 100, 'epic', 250)
) AS a(name, description, points, tier, value)
WHERE c."name" = 'Catalogue Contributions'
  AND NOT EXISTS (SELECT 1 FROM "achievements" x WHERE x."name" = a.name);
