CREATE TABLE "login_failures" (
	"user_id" integer NOT NULL,
	"client" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_failures_user_id_client_pk" PRIMARY KEY("user_id","client")
);
--> statement-breakpoint
ALTER TABLE "login_failures" ADD CONSTRAINT "login_failures_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;