DROP INDEX "trade_wants_card_user_index";--> statement-breakpoint
CREATE INDEX "trade_wants_card_user_grade_index" ON "trade_wants" USING btree ("card_id","user_id","max_grade");