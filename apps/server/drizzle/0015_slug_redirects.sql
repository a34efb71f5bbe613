CREATE TABLE "slug_redirects" (
	"entity_type" text NOT NULL,
	"old_slug" text NOT NULL,
	"entity_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slug_redirects_entity_type_old_slug_pk" PRIMARY KEY("entity_type","old_slug")
);
--> statement-breakpoint
CREATE INDEX "slug_redirects_entity_type_entity_id_index" ON "slug_redirects" USING btree ("entity_type","entity_id");