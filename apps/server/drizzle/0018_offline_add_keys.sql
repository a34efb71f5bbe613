ALTER TABLE "user_cards" ADD COLUMN "client_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "user_cards_user_client_key_key" ON "user_cards" USING btree ("user_id","client_key");