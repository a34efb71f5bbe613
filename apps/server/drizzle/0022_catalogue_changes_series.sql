-- A series page is kept for visitors while the catalogue does not change (as player pages, migration 0021): its
-- series, their set, colours and manufacturer count as changes when they change. A visit only sets
-- sets.last_viewed, which is not a change.
CREATE TRIGGER catalogue_changes_series_insert_delete AFTER INSERT OR DELETE OR TRUNCATE ON series
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER catalogue_changes_series_update AFTER UPDATE ON series FOR EACH ROW
  WHEN (old.* IS DISTINCT FROM new.*) EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER catalogue_changes_sets_insert_delete AFTER INSERT OR DELETE OR TRUNCATE ON sets
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER catalogue_changes_sets_update AFTER UPDATE ON sets FOR EACH ROW
  WHEN ((old.name, old.slug, old.year, old.organization_id, old.manufacturer_id, old.is_complete, old.thumbnail,
         old.series_count, old.card_count)
        IS DISTINCT FROM (new.name, new.slug, new.year, new.organization_id, new.manufacturer_id, new.is_complete,
         new.thumbnail, new.series_count, new.card_count))
  EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER catalogue_changes_colors AFTER INSERT OR UPDATE OR DELETE ON colors
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER catalogue_changes_manufacturers AFTER INSERT OR UPDATE OR DELETE ON manufacturers
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
