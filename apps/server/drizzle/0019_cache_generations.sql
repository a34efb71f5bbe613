-- Generations that tell a kept answer (card tables, collection lists) it is still current in one index probe,
-- where a fingerprint read the version of every row it shows.
--
-- catalogue_changes: one row per transaction that changed what a card table or a collection list shows (every
-- drop of stored list rows, a card added or deleted, a grading agency edited). Readers compare max(change_id);
-- each writer also holds advisory lock 7301 shared until it ends, so a reader keeps an answer only when no change
-- was in flight while it was built (a change committed out of id order is never missed).
-- collection_versions: a version per collector, raised in the transaction of every write to their entries,
-- photos or locations (the row lock orders one collector's own writes only).
CREATE TABLE "catalogue_changes" (
	"change_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalogue_changes_change_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transaction_id" bigint DEFAULT txid_current() NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_changes_transaction_key" UNIQUE("transaction_id")
);
--> statement-breakpoint
CREATE TABLE "collection_versions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collection_versions" ADD CONSTRAINT "collection_versions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE FUNCTION note_catalogue_change() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(7301);
  INSERT INTO catalogue_changes (transaction_id) VALUES (txid_current()) ON CONFLICT DO NOTHING;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION card_list_rows_drop(card_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_catalogue_change();
  DELETE FROM card_list_rows WHERE card_id = ANY(card_ids);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION card_list_rows_drop_series(series_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_catalogue_change();
  DELETE FROM card_list_rows WHERE series_id = ANY(series_ids);
END $$;
--> statement-breakpoint
CREATE FUNCTION catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_catalogue_change();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER catalogue_changes_cards AFTER INSERT OR DELETE OR TRUNCATE ON cards
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER catalogue_changes_grading_agencies AFTER INSERT OR UPDATE OR DELETE ON grading_agencies
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE FUNCTION raise_collection_versions(user_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO collection_versions (user_id, version)
  SELECT DISTINCT u.user_id, 1 FROM unnest(user_ids) AS u (user_id)
    WHERE u.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE users.user_id = u.user_id)
  ON CONFLICT (user_id) DO UPDATE SET version = collection_versions.version + 1;
END $$;
--> statement-breakpoint
CREATE FUNCTION collection_changed_by_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM raise_collection_versions(ARRAY(SELECT DISTINCT user_id FROM old_rows));
  ELSE
    PERFORM raise_collection_versions(ARRAY(SELECT DISTINCT user_id FROM new_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER collection_versions_user_cards_insert AFTER INSERT ON user_cards
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION collection_changed_by_rows();
--> statement-breakpoint
CREATE TRIGGER collection_versions_user_cards_update AFTER UPDATE ON user_cards
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION collection_changed_by_rows();
--> statement-breakpoint
CREATE TRIGGER collection_versions_user_cards_delete AFTER DELETE ON user_cards
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION collection_changed_by_rows();
--> statement-breakpoint
CREATE TRIGGER collection_versions_locations_insert AFTER INSERT ON user_locations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION collection_changed_by_rows();
--> statement-breakpoint
CREATE TRIGGER collection_versions_locations_update AFTER UPDATE ON user_locations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION collection_changed_by_rows();
--> statement-breakpoint
CREATE TRIGGER collection_versions_locations_delete AFTER DELETE ON user_locations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION collection_changed_by_rows();
--> statement-breakpoint
CREATE FUNCTION collection_changed_by_photos() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- a photo deleted with its entry has no owner left to read: the entry's own delete raised the version
  IF TG_OP = 'DELETE' THEN
    PERFORM raise_collection_versions(ARRAY(SELECT DISTINCT uc.user_id FROM old_rows p
      JOIN user_cards uc ON uc.user_card_id = p.user_card_id));
  ELSE
    PERFORM raise_collection_versions(ARRAY(SELECT DISTINCT uc.user_id FROM new_rows p
      JOIN user_cards uc ON uc.user_card_id = p.user_card_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER collection_versions_photos_insert AFTER INSERT ON user_card_photos
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION collection_changed_by_photos();
--> statement-breakpoint
CREATE TRIGGER collection_versions_photos_update AFTER UPDATE ON user_card_photos
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION collection_changed_by_photos();
--> statement-breakpoint
CREATE TRIGGER collection_versions_photos_delete AFTER DELETE ON user_card_photos
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION collection_changed_by_photos();
--> statement-breakpoint
-- search answers are kept the same way: a write to the search documents is a catalogue change too
CREATE TRIGGER catalogue_changes_search_documents AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_documents
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER catalogue_changes_search_cards AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_cards
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER catalogue_changes_search_words AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_words
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
