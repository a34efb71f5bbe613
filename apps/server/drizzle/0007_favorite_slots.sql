-- Favorites: user_favorite_cards (five slots) is the one record; user_cards.is_special mirrors it for the lists.
-- Cards starred before this migration keep their star in the first five slots by date added.
INSERT INTO "user_favorite_cards" ("user_id", "user_card_id", "sort_order")
SELECT "user_id", "user_card_id", "slot" FROM (
  SELECT uc."user_id", uc."user_card_id",
    (row_number() OVER (PARTITION BY uc."user_id" ORDER BY uc."date_added", uc."user_card_id"))::int AS "slot"
  FROM "user_cards" uc
  WHERE uc."is_special"
    AND NOT EXISTS (SELECT 1 FROM "user_favorite_cards" f WHERE f."user_id" = uc."user_id")
) starred
WHERE "slot" <= 5;
--> statement-breakpoint
DELETE FROM "user_favorite_cards" WHERE "sort_order" NOT BETWEEN 1 AND 5;
--> statement-breakpoint
UPDATE "user_cards" uc SET "is_special" = EXISTS (
  SELECT 1 FROM "user_favorite_cards" f WHERE f."user_card_id" = uc."user_card_id"
) WHERE uc."is_special" <> EXISTS (SELECT 1 FROM "user_favorite_cards" f WHERE f."user_card_id" = uc."user_card_id");
--> statement-breakpoint
ALTER TABLE "user_favorite_cards" ADD CONSTRAINT "user_favorite_cards_slot_check" CHECK ("user_favorite_cards"."sort_order" between 1 and 5);
--> statement-breakpoint
CREATE FUNCTION user_favorite_cards_mirror() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE user_cards SET is_special = false WHERE user_card_id = OLD.user_card_id AND is_special;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE user_cards SET is_special = true WHERE user_card_id = NEW.user_card_id AND NOT is_special;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_favorite_cards_mirror AFTER INSERT OR UPDATE OF user_card_id OR DELETE ON user_favorite_cards
  FOR EACH ROW EXECUTE FUNCTION user_favorite_cards_mirror();
