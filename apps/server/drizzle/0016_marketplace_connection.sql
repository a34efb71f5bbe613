CREATE TABLE "marketplace_oauth_states" (
	"nonce" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "marketplace_accounts" ADD COLUMN "needs_reconnect" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_accounts" ADD COLUMN "next_sync_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "marketplace_purchases" ADD COLUMN "confidence" numeric(4, 3);--> statement-breakpoint
ALTER TABLE "marketplace_purchases" ADD COLUMN "candidate_card_ids" integer[];--> statement-breakpoint
ALTER TABLE "marketplace_oauth_states" ADD CONSTRAINT "marketplace_oauth_states_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;