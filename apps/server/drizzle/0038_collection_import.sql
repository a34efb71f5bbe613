CREATE TABLE "collection_imports" (
	"import_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"file_hash" text NOT NULL,
	"storage_key" text,
	"format" text NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"total_lines" integer NOT NULL,
	"columns" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"sample" jsonb NOT NULL,
	"on_duplicates" text,
	"added" integer,
	"removed" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"committed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "collection_import_lines" (
	"line_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collection_import_lines_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"import_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"cells" jsonb NOT NULL,
	"line_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"card_id" integer,
	"candidates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"skipped" boolean DEFAULT false NOT NULL,
	"picked" boolean DEFAULT false NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "collection_import_entries" (
	"user_card_id" integer NOT NULL,
	"import_id" uuid NOT NULL,
	"line_id" integer NOT NULL,
	CONSTRAINT "collection_import_entries_user_card_id_pk" PRIMARY KEY("user_card_id")
);
--> statement-breakpoint
ALTER TABLE "collection_imports" ADD CONSTRAINT "collection_imports_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_import_lines" ADD CONSTRAINT "collection_import_lines_import_id_collection_imports_import_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."collection_imports"("import_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_import_entries" ADD CONSTRAINT "collection_import_entries_user_card_id_user_cards_user_card_id_fk" FOREIGN KEY ("user_card_id") REFERENCES "public"."user_cards"("user_card_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_import_entries" ADD CONSTRAINT "collection_import_entries_import_id_collection_imports_import_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."collection_imports"("import_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_import_entries" ADD CONSTRAINT "collection_import_entries_line_id_collection_import_lines_line_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."collection_import_lines"("line_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_imports_user" ON "collection_imports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "collection_import_lines_import" ON "collection_import_lines" USING btree ("import_id","status","row_number");--> statement-breakpoint
CREATE INDEX "collection_import_lines_key" ON "collection_import_lines" USING btree ("line_key");--> statement-breakpoint
CREATE INDEX "collection_import_entries_import" ON "collection_import_entries" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "collection_import_entries_line" ON "collection_import_entries" USING btree ("line_id");
