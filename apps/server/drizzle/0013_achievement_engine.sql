ALTER TABLE "achievements" ADD COLUMN "metric" text;--> statement-breakpoint
ALTER TABLE "user_achievements" ADD COLUMN "times_completed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_achievements" ADD COLUMN "announced" boolean DEFAULT true NOT NULL;UPDATE "user_achievements" SET "times_completed" = 1 WHERE "is_completed";
