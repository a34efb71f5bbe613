ALTER TABLE "users" ADD COLUMN "notifications_off" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_thread_index" ON "notifications" USING btree ("user_id","item_type","item_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_unread_index" ON "notifications" USING btree ("user_id") WHERE "notifications"."is_read" = false;