CREATE TABLE "card_list_rows" (
	"card_id" integer PRIMARY KEY NOT NULL,
	"series_id" integer NOT NULL,
	"series_name" text NOT NULL,
	"sort_order" integer,
	"card_number" text NOT NULL,
	"list_json" text NOT NULL,
	"collection_json" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_list_rows" ADD CONSTRAINT "card_list_rows_card_id_cards_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("card_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_list_rows_series_idx" ON "card_list_rows" USING btree ("series_id");--> statement-breakpoint
-- Whatever a card's list rows show, changed: drop those rows (they are rebuilt on next use). Every trigger holds
-- advisory lock 7301 shared until its transaction ends; a builder stores rows only when it gets the lock
-- exclusively, so it never stores rows read before a change that has not committed yet.
CREATE FUNCTION card_list_rows_drop(card_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(7301);
  DELETE FROM card_list_rows WHERE card_id = ANY(card_ids);
END $$;
--> statement-breakpoint
CREATE FUNCTION card_list_rows_drop_series(series_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(7301);
  DELETE FROM card_list_rows WHERE series_id = ANY(series_ids);
END $$;
--> statement-breakpoint
CREATE FUNCTION card_list_rows_on_card() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM card_list_rows_drop(ARRAY[OLD.card_id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER card_list_rows_card AFTER UPDATE ON cards FOR EACH ROW
  WHEN ((OLD.card_number, OLD.slug, OLD.sort_order, OLD.is_rookie, OLD.is_autograph, OLD.is_relic, OLD.print_run,
         OLD.notes, OLD.series_id)
        IS DISTINCT FROM (NEW.card_number, NEW.slug, NEW.sort_order, NEW.is_rookie, NEW.is_autograph,
         NEW.is_relic, NEW.print_run, NEW.notes, NEW.series_id))
  EXECUTE FUNCTION card_list_rows_on_card();
--> statement-breakpoint
CREATE FUNCTION card_list_rows_on_links_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM card_list_rows_drop(ARRAY(SELECT DISTINCT card_id FROM added_links));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION card_list_rows_on_links_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM card_list_rows_drop(ARRAY(SELECT DISTINCT card_id FROM removed_links));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER card_list_rows_links_insert AFTER INSERT ON card_player_teams
  REFERENCING NEW TABLE AS added_links FOR EACH STATEMENT EXECUTE FUNCTION card_list_rows_on_links_added();
--> statement-breakpoint
CREATE TRIGGER card_list_rows_links_update AFTER UPDATE ON card_player_teams
  REFERENCING OLD TABLE AS removed_links FOR EACH STATEMENT EXECUTE FUNCTION card_list_rows_on_links_removed();
--> statement-breakpoint
CREATE TRIGGER card_list_rows_links_delete AFTER DELETE ON card_player_teams
  REFERENCING OLD TABLE AS removed_links FOR EACH STATEMENT EXECUTE FUNCTION card_list_rows_on_links_removed();
--> statement-breakpoint
CREATE FUNCTION card_list_rows_on_player() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM card_list_rows_drop(ARRAY(SELECT card_id FROM card_player_teams WHERE player_id = NEW.player_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER card_list_rows_player AFTER UPDATE ON players FOR EACH ROW
  WHEN ((OLD.first_name, OLD.last_name, OLD.slug) IS DISTINCT FROM (NEW.first_name, NEW.last_name, NEW.slug))
  EXECUTE FUNCTION card_list_rows_on_player();
--> statement-breakpoint
CREATE FUNCTION card_list_rows_on_team() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM card_list_rows_drop(ARRAY(SELECT card_id FROM card_player_teams WHERE team_id = NEW.team_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER card_list_rows_team AFTER UPDATE ON teams FOR EACH ROW
  WHEN ((OLD.name, OLD.slug, OLD.abbreviation, OLD.primary_color, OLD.secondary_color)
        IS DISTINCT FROM (NEW.name, NEW.slug, NEW.abbreviation, NEW.primary_color, NEW.secondary_color))
  EXECUTE FUNCTION card_list_rows_on_team();
--> statement-breakpoint
CREATE FUNCTION card_list_rows_on_series() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM card_list_rows_drop_series(ARRAY[OLD.series_id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER card_list_rows_series AFTER UPDATE ON series FOR EACH ROW
  WHEN ((OLD.name, OLD.slug, OLD.parallel_of_series, OLD.set_id, OLD.color_id, OLD.front_image_path,
         OLD.max_print_run)
        IS DISTINCT FROM (NEW.name, NEW.slug, NEW.parallel_of_series, NEW.set_id, NEW.color_id,
         NEW.front_image_path, NEW.max_print_run))
  EXECUTE FUNCTION card_list_rows_on_series();
--> statement-breakpoint
CREATE FUNCTION card_list_rows_on_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM card_list_rows_drop_series(ARRAY(SELECT series_id FROM series WHERE set_id = NEW.set_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER card_list_rows_set AFTER UPDATE ON sets FOR EACH ROW
  WHEN ((OLD.name, OLD.slug, OLD.year) IS DISTINCT FROM (NEW.name, NEW.slug, NEW.year))
  EXECUTE FUNCTION card_list_rows_on_set();
--> statement-breakpoint
CREATE FUNCTION card_list_rows_on_color() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM card_list_rows_drop_series(ARRAY(SELECT series_id FROM series WHERE color_id = NEW.color_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER card_list_rows_color AFTER UPDATE ON colors FOR EACH ROW
  WHEN ((OLD.name, OLD.hex_value) IS DISTINCT FROM (NEW.name, NEW.hex_value))
  EXECUTE FUNCTION card_list_rows_on_color();
