CREATE TABLE "email_tokens" (
	"token_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_tokens_token_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"mail_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_mail_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"session_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "user_mutes" (
	"mute_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_mutes_mute_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"muted_by" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unmuted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_user_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"name" text,
	"first_name" text,
	"last_name" text,
	"role" text DEFAULT 'user' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"login_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"avatar_url" text,
	"bio" text,
	"website" text,
	"location" text,
	"is_public_profile" boolean DEFAULT true NOT NULL,
	"is_muted" boolean DEFAULT false NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "card_player_teams" (
	"card_player_team_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_player_teams_card_player_team_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"card_id" integer NOT NULL,
	"player_id" integer,
	"team_id" integer,
	"sort_order" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "card_player_teams_key" UNIQUE NULLS NOT DISTINCT("card_id","player_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"card_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cards_card_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"series_id" integer NOT NULL,
	"card_number" text NOT NULL,
	"slug" text NOT NULL,
	"sort_order" integer,
	"is_rookie" boolean DEFAULT false NOT NULL,
	"is_autograph" boolean DEFAULT false NOT NULL,
	"is_relic" boolean DEFAULT false NOT NULL,
	"print_run" integer,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cards_series_number_key" UNIQUE("series_id","card_number"),
	CONSTRAINT "cards_series_slug_key" UNIQUE("series_id","slug")
);
--> statement-breakpoint
CREATE TABLE "colors" (
	"color_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "colors_color_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"hex_value" text NOT NULL,
	CONSTRAINT "colors_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"manufacturer_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "manufacturers_manufacturer_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	CONSTRAINT "manufacturers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"organization_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "organizations_organization_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"abbreviation" text NOT NULL,
	CONSTRAINT "organizations_name_unique" UNIQUE("name"),
	CONSTRAINT "organizations_abbreviation_unique" UNIQUE("abbreviation")
);
--> statement-breakpoint
CREATE TABLE "player_teams" (
	"player_team_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_teams_player_team_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"card_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "player_teams_player_team_key" UNIQUE("player_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "players" (
	"player_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "players_player_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"nick_name" text,
	"birthdate" date,
	"is_hof" boolean DEFAULT false NOT NULL,
	"slug" text NOT NULL,
	"name_key" text NOT NULL,
	"card_count" integer DEFAULT 0 NOT NULL,
	"rc_count" integer DEFAULT 0 NOT NULL,
	"last_viewed" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "players_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "series" (
	"series_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "series_series_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"set_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"is_base" boolean DEFAULT false NOT NULL,
	"parallel_of_series" integer,
	"color_id" integer,
	"print_run_display" text,
	"min_print_run" integer,
	"max_print_run" integer,
	"front_image_path" text,
	"back_image_path" text,
	"card_count" integer DEFAULT 0 NOT NULL,
	"card_entered_count" integer DEFAULT 0 NOT NULL,
	"rookie_count" integer DEFAULT 0 NOT NULL,
	"parallel_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "series_slug_unique" UNIQUE("slug"),
	CONSTRAINT "series_set_name_key" UNIQUE("set_id","name")
);
--> statement-breakpoint
CREATE TABLE "sets" (
	"set_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sets_set_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"year" integer NOT NULL,
	"organization_id" integer,
	"manufacturer_id" integer,
	"is_complete" boolean DEFAULT false NOT NULL,
	"thumbnail" text,
	"series_count" integer DEFAULT 0 NOT NULL,
	"card_count" integer DEFAULT 0 NOT NULL,
	"last_viewed" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sets_year_slug_key" UNIQUE("year","slug"),
	CONSTRAINT "sets_year_name_key" UNIQUE("year","name")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"team_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teams_team_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"city" text,
	"mascot" text,
	"abbreviation" text,
	"organization_id" integer,
	"primary_color" text,
	"secondary_color" text,
	"card_count" integer DEFAULT 0 NOT NULL,
	"player_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teams_slug_unique" UNIQUE("slug"),
	CONSTRAINT "teams_organization_name_key" UNIQUE("organization_id","name")
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"visit_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visits_visit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grading_agencies" (
	"grading_agency_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "grading_agencies_grading_agency_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"abbreviation" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "grading_agencies_abbreviation_unique" UNIQUE("abbreviation")
);
--> statement-breakpoint
CREATE TABLE "user_card_photos" (
	"user_card_photo_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_card_photos_user_card_photo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_card_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"content_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"sort_order" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_card_photos_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "user_card_photos_thumbnail_key_unique" UNIQUE("thumbnail_key")
);
--> statement-breakpoint
CREATE TABLE "user_cards" (
	"user_card_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_cards_user_card_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"random_code" text NOT NULL,
	"serial_number" integer,
	"user_location" integer,
	"purchase_price" numeric(12, 2),
	"estimated_value" numeric(12, 2),
	"current_value" numeric(12, 2),
	"notes" text,
	"aftermarket_autograph" boolean DEFAULT false NOT NULL,
	"grading_agency" integer,
	"grade" numeric(4, 1),
	"grade_id" text,
	"is_special" boolean DEFAULT false NOT NULL,
	"marketplace_purchase_id" integer,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_cards_user_code_key" UNIQUE("user_id","random_code")
);
--> statement-breakpoint
CREATE TABLE "user_favorite_cards" (
	"favorite_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_favorite_cards_favorite_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"user_card_id" integer NOT NULL,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_favorite_cards_slot_key" UNIQUE("user_id","sort_order"),
	CONSTRAINT "user_favorite_cards_card_key" UNIQUE("user_id","user_card_id")
);
--> statement-breakpoint
CREATE TABLE "user_locations" (
	"user_location_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_locations_user_location_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"location" text NOT NULL,
	"is_dashboard" boolean DEFAULT true NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"comment_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comments_comment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"comment_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"comment_text" text NOT NULL,
	"is_edited" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"notification_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_notification_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"notification_type" text NOT NULL,
	"item_type" text,
	"item_id" integer,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "achievement_categories" (
	"category_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "achievement_categories_category_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"icon" text,
	CONSTRAINT "achievement_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "achievements" (
	"achievement_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "achievements_achievement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"subcategory" text,
	"points" integer NOT NULL,
	"tier" text NOT NULL,
	"requirement_type" text NOT NULL,
	"requirement_value" integer NOT NULL,
	"requirement_query" text,
	"completion_query" text,
	"icon_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_secret" boolean DEFAULT false NOT NULL,
	"is_repeatable" boolean DEFAULT false NOT NULL,
	"cooldown_days" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "achievements_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "user_achievements" (
	"user_achievement_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_achievements_user_achievement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"achievement_id" integer NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"progress_percentage" numeric(5, 2) DEFAULT '0' NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_achievements_key" UNIQUE("user_id","achievement_id")
);
--> statement-breakpoint
CREATE TABLE "marketplace_accounts" (
	"marketplace_account_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "marketplace_accounts_marketplace_account_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"provider" text DEFAULT 'ebay' NOT NULL,
	"external_user_id" text,
	"username" text,
	"access_token_enc" text,
	"refresh_token_enc" text,
	"token_expires_at" timestamp with time zone,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sync" timestamp with time zone,
	CONSTRAINT "marketplace_accounts_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "marketplace_purchases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "marketplace_purchases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"external_order_id" text NOT NULL,
	"external_line_item_id" text NOT NULL,
	"title" text NOT NULL,
	"price" numeric(12, 2),
	"currency" text DEFAULT 'USD' NOT NULL,
	"purchase_date" timestamp with time zone,
	"seller_name" text,
	"image_url" text,
	"is_sports_card" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"matched_card_id" integer,
	"user_card_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_purchases_line_key" UNIQUE("user_id","external_line_item_id")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"job_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_job_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"retry_count" integer DEFAULT 0 NOT NULL,
	"max_retries" integer DEFAULT 3 NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"result" jsonb,
	"error" text,
	"created_by" integer,
	"dedupe_key" text,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "set_spreadsheets" (
	"set_id" integer PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"format" text DEFAULT 'xlsx' NOT NULL,
	"file_size" integer NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_mutes" ADD CONSTRAINT "user_mutes_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_mutes" ADD CONSTRAINT "user_mutes_muted_by_users_user_id_fk" FOREIGN KEY ("muted_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_player_teams" ADD CONSTRAINT "card_player_teams_card_id_cards_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("card_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_player_teams" ADD CONSTRAINT "card_player_teams_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_player_teams" ADD CONSTRAINT "card_player_teams_team_id_teams_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("team_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_series_id_series_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("series_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_teams" ADD CONSTRAINT "player_teams_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_teams" ADD CONSTRAINT "player_teams_team_id_teams_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("team_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_set_id_sets_set_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."sets"("set_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_parallel_of_series_series_series_id_fk" FOREIGN KEY ("parallel_of_series") REFERENCES "public"."series"("series_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_color_id_colors_color_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."colors"("color_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sets" ADD CONSTRAINT "sets_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sets" ADD CONSTRAINT "sets_manufacturer_id_manufacturers_manufacturer_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("manufacturer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_card_photos" ADD CONSTRAINT "user_card_photos_user_card_id_user_cards_user_card_id_fk" FOREIGN KEY ("user_card_id") REFERENCES "public"."user_cards"("user_card_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_cards" ADD CONSTRAINT "user_cards_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_cards" ADD CONSTRAINT "user_cards_card_id_cards_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("card_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_cards" ADD CONSTRAINT "user_cards_user_location_user_locations_user_location_id_fk" FOREIGN KEY ("user_location") REFERENCES "public"."user_locations"("user_location_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_cards" ADD CONSTRAINT "user_cards_grading_agency_grading_agencies_grading_agency_id_fk" FOREIGN KEY ("grading_agency") REFERENCES "public"."grading_agencies"("grading_agency_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_favorite_cards" ADD CONSTRAINT "user_favorite_cards_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_favorite_cards" ADD CONSTRAINT "user_favorite_cards_user_card_id_user_cards_user_card_id_fk" FOREIGN KEY ("user_card_id") REFERENCES "public"."user_cards"("user_card_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_locations" ADD CONSTRAINT "user_locations_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "achievements" ADD CONSTRAINT "achievements_category_id_achievement_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."achievement_categories"("category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_achievements" ADD CONSTRAINT "user_achievements_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_achievements" ADD CONSTRAINT "user_achievements_achievement_id_achievements_achievement_id_fk" FOREIGN KEY ("achievement_id") REFERENCES "public"."achievements"("achievement_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_accounts" ADD CONSTRAINT "marketplace_accounts_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_purchases" ADD CONSTRAINT "marketplace_purchases_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_purchases" ADD CONSTRAINT "marketplace_purchases_matched_card_id_cards_card_id_fk" FOREIGN KEY ("matched_card_id") REFERENCES "public"."cards"("card_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_spreadsheets" ADD CONSTRAINT "set_spreadsheets_set_id_sets_set_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."sets"("set_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_tokens_user_id_purpose_index" ON "email_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "sessions_user_id_index" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_mutes_active_key" ON "user_mutes" USING btree ("user_id") WHERE "user_mutes"."unmuted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "card_player_teams_player_id_index" ON "card_player_teams" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "card_player_teams_team_id_index" ON "card_player_teams" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "player_teams_team_id_index" ON "player_teams" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "players_name_key_idx" ON "players" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "series_parallel_of_series_index" ON "series" USING btree ("parallel_of_series");--> statement-breakpoint
CREATE INDEX "visits_entity_type_entity_id_index" ON "visits" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "visits_user_recent_idx" ON "visits" USING btree ("user_id","visited_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_card_photos_user_card_id_sort_order_index" ON "user_card_photos" USING btree ("user_card_id","sort_order");--> statement-breakpoint
CREATE INDEX "user_cards_user_id_card_id_index" ON "user_cards" USING btree ("user_id","card_id");--> statement-breakpoint
CREATE INDEX "user_cards_card_id_index" ON "user_cards" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "user_cards_user_location_index" ON "user_cards" USING btree ("user_location");--> statement-breakpoint
CREATE UNIQUE INDEX "user_locations_user_name_key" ON "user_locations" USING btree ("user_id",lower("location"));--> statement-breakpoint
CREATE INDEX "comments_comment_type_item_id_created_at_index" ON "comments" USING btree ("comment_type","item_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_user_id_index" ON "comments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "comments_created_at_index" ON "comments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_id_is_read_created_at_index" ON "notifications" USING btree ("user_id","is_read","created_at");--> statement-breakpoint
CREATE INDEX "user_achievements_achievement_id_index" ON "user_achievements" USING btree ("achievement_id");--> statement-breakpoint
CREATE INDEX "marketplace_purchases_user_id_purchase_date_index" ON "marketplace_purchases" USING btree ("user_id","purchase_date");--> statement-breakpoint
CREATE INDEX "jobs_claim_idx" ON "jobs" USING btree ("status","priority","run_after");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_pending_dedupe_key" ON "jobs" USING btree ("dedupe_key") WHERE "jobs"."status" in ('queued', 'processing');