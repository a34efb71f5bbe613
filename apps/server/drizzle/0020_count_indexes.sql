DROP INDEX "card_player_teams_player_id_index";--> statement-breakpoint
DROP INDEX "card_player_teams_team_id_index";--> statement-breakpoint
CREATE INDEX "card_player_teams_player_id_card_id_index" ON "card_player_teams" USING btree ("player_id","card_id");--> statement-breakpoint
CREATE INDEX "card_player_teams_team_id_card_id_index" ON "card_player_teams" USING btree ("team_id","card_id");--> statement-breakpoint
CREATE INDEX "cards_rookie_idx" ON "cards" USING btree ("card_id") WHERE "cards"."is_rookie";