CREATE TABLE "trade_blocks" (
	"blocker_id" integer NOT NULL,
	"blocked_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id")
);
--> statement-breakpoint
CREATE TABLE "trade_feedback" (
	"trade_id" integer NOT NULL,
	"from_user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"rating" text NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_feedback_trade_id_from_user_id_pk" PRIMARY KEY("trade_id","from_user_id")
);
--> statement-breakpoint
CREATE TABLE "trade_items" (
	"trade_item_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trade_items_trade_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trade_id" integer NOT NULL,
	"giver_id" integer NOT NULL,
	"user_card_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"grade_label" text,
	"serial_number" integer,
	"aftermarket_autograph" boolean DEFAULT false NOT NULL,
	"received_user_card_id" integer,
	CONSTRAINT "trade_items_trade_copy_key" UNIQUE("trade_id","user_card_id")
);
--> statement-breakpoint
CREATE TABLE "trade_offers" (
	"user_card_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"matching_opt_out" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_transitions" (
	"transition_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trade_transitions_transition_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trade_id" integer NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_wants" (
	"want_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trade_wants_want_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"max_grade" numeric(4, 1),
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_wants_user_card_key" UNIQUE("user_id","card_id")
);
--> statement-breakpoint
CREATE TABLE "trades" (
	"trade_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trades_trade_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"proposer_id" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"awaiting_user_id" integer,
	"proposer_shipped_at" timestamp with time zone,
	"recipient_shipped_at" timestamp with time zone,
	"proposer_received_at" timestamp with time zone,
	"recipient_received_at" timestamp with time zone,
	"closed_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "trades_two_collectors_check" CHECK ("trades"."proposer_id" <> "trades"."recipient_id")
);
--> statement-breakpoint
ALTER TABLE "trade_blocks" ADD CONSTRAINT "trade_blocks_blocker_id_users_user_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_blocks" ADD CONSTRAINT "trade_blocks_blocked_id_users_user_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_feedback" ADD CONSTRAINT "trade_feedback_trade_id_trades_trade_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("trade_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_feedback" ADD CONSTRAINT "trade_feedback_from_user_id_users_user_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_feedback" ADD CONSTRAINT "trade_feedback_to_user_id_users_user_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_items" ADD CONSTRAINT "trade_items_trade_id_trades_trade_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("trade_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_items" ADD CONSTRAINT "trade_items_giver_id_users_user_id_fk" FOREIGN KEY ("giver_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_items" ADD CONSTRAINT "trade_items_card_id_cards_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("card_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_offers" ADD CONSTRAINT "trade_offers_user_card_id_user_cards_user_card_id_fk" FOREIGN KEY ("user_card_id") REFERENCES "public"."user_cards"("user_card_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_offers" ADD CONSTRAINT "trade_offers_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_offers" ADD CONSTRAINT "trade_offers_card_id_cards_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("card_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_settings" ADD CONSTRAINT "trade_settings_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_transitions" ADD CONSTRAINT "trade_transitions_trade_id_trades_trade_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("trade_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_transitions" ADD CONSTRAINT "trade_transitions_actor_id_users_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_wants" ADD CONSTRAINT "trade_wants_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_wants" ADD CONSTRAINT "trade_wants_card_id_cards_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("card_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_proposer_id_users_user_id_fk" FOREIGN KEY ("proposer_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_recipient_id_users_user_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trade_blocks_blocked_index" ON "trade_blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE INDEX "trade_feedback_to_index" ON "trade_feedback" USING btree ("to_user_id");--> statement-breakpoint
CREATE INDEX "trade_items_user_card_index" ON "trade_items" USING btree ("user_card_id");--> statement-breakpoint
CREATE INDEX "trade_offers_card_user_index" ON "trade_offers" USING btree ("card_id","user_id","user_card_id");--> statement-breakpoint
CREATE INDEX "trade_offers_user_card_index" ON "trade_offers" USING btree ("user_id","card_id");--> statement-breakpoint
CREATE INDEX "trade_transitions_trade_index" ON "trade_transitions" USING btree ("trade_id","transition_id");--> statement-breakpoint
CREATE INDEX "trade_wants_card_user_index" ON "trade_wants" USING btree ("card_id","user_id");--> statement-breakpoint
CREATE INDEX "trades_proposer_index" ON "trades" USING btree ("proposer_id","status");--> statement-breakpoint
CREATE INDEX "trades_recipient_index" ON "trades" USING btree ("recipient_id","status");