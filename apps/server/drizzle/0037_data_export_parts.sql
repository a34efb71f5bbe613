ALTER TABLE "data_exports" ADD COLUMN "storage_keys" text[];--> statement-breakpoint
UPDATE "data_exports" SET "storage_keys" = ARRAY["storage_key"] WHERE "storage_key" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "data_exports" DROP COLUMN "storage_key";
