-- A player page is kept for visitors while the catalogue does not change (migration 0019's generation), so
-- what it shows beyond card rows counts as a change too: a player's names, dates, flags and counts, their teams
-- (names, colours, organization) and the player-team pairings with their counts. A visit only sets
-- players.last_viewed, which is not a change. Updates have row triggers with WHEN, so an update that changes
-- nothing (the aggregates' recounts) notes nothing; inserts and deletes note once per statement.
CREATE TRIGGER catalogue_changes_players_insert_delete AFTER INSERT OR DELETE OR TRUNCATE ON players
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER catalogue_changes_players_update AFTER UPDATE ON players FOR EACH ROW
  WHEN ((old.first_name, old.last_name, old.nick_name, old.birthdate, old.is_hof, old.slug, old.card_count, old.rc_count)
        IS DISTINCT FROM (new.first_name, new.last_name, new.nick_name, new.birthdate, new.is_hof, new.slug, new.card_count, new.rc_count))
  EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER catalogue_changes_teams_insert_delete AFTER INSERT OR DELETE OR TRUNCATE ON teams
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER catalogue_changes_teams_update AFTER UPDATE ON teams FOR EACH ROW
  WHEN (old.* IS DISTINCT FROM new.*) EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER catalogue_changes_player_teams_insert_delete AFTER INSERT OR DELETE OR TRUNCATE ON player_teams
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER catalogue_changes_player_teams_update AFTER UPDATE ON player_teams FOR EACH ROW
  WHEN (old.* IS DISTINCT FROM new.*) EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER catalogue_changes_organizations AFTER INSERT OR UPDATE OR DELETE ON organizations
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
