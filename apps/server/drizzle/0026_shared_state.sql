-- State that several API servers and workers on one PostgreSQL share (docs/deploy.md).
-- stored_files, stored_file_chunks: the PostgreSQL storage driver's files (photos, avatars, images, checklist
-- uploads, spreadsheets). Chunks are stored without compression (STORAGE EXTERNAL): the files are JPEG, WebP and
-- xlsx, compressed already.
-- rate_limit_counters: the request limits' counters, UNLOGGED (no write-ahead log: fast, emptied after a crash
-- of the database and absent from replicas, which is all a per-minute counter needs).
-- job_schedule_runs: one row per run of a schedule, so a scheduled job runs once however many workers run.
-- Spreadsheets move under the storage's own keys (spreadsheets/N.xlsx): each stored one is written again there.
CREATE TABLE "job_schedule_runs" (
	"name" text NOT NULL,
	"slot" bigint NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_schedule_runs_name_slot_pk" PRIMARY KEY("name","slot")
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_file_chunks" (
	"file_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "stored_file_chunks_file_id_seq_pk" PRIMARY KEY("file_id","seq")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"file_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stored_files_file_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"content_type" text NOT NULL,
	"sha256" text,
	"complete" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stored_file_chunks" ADD CONSTRAINT "stored_file_chunks_file_id_stored_files_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("file_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stored_files_key" ON "stored_files" USING btree ("key") WHERE "stored_files"."complete";--> statement-breakpoint
CREATE INDEX "stored_files_pending" ON "stored_files" USING btree ("created_at") WHERE not "stored_files"."complete";--> statement-breakpoint
ALTER TABLE "stored_file_chunks" ALTER COLUMN "data" SET STORAGE EXTERNAL;--> statement-breakpoint
UPDATE "set_spreadsheets" SET "storage_key" = 'spreadsheets/' || "storage_key" WHERE "storage_key" NOT LIKE 'spreadsheets/%';--> statement-breakpoint
INSERT INTO "jobs" ("type", "payload", "dedupe_key")
SELECT 'set_spreadsheet', jsonb_build_object('set_id', "set_id"), 'set_spreadsheet:' || "set_id" FROM "set_spreadsheets"
ON CONFLICT DO NOTHING;
