-- Typo tolerance in search: trigram similarity and its index operator class.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link" text,
	"image" text,
	"tags" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "excerpt"), 'B') || setweight(to_tsvector('english', "body"), 'C')) STORED NOT NULL,
	"headline" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "excerpt"), 'B')) STORED NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"seed_key" text,
	"name" text NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"quote" text NOT NULL,
	"rating" smallint DEFAULT 5 NOT NULL,
	"photo" text,
	"is_example" boolean DEFAULT false NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"order_by" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "description"), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "articles_source_slug_key" ON "articles" USING btree ("source","slug");--> statement-breakpoint
CREATE INDEX "articles_search_idx" ON "articles" USING gin ("search");--> statement-breakpoint
CREATE INDEX "articles_title_trgm_idx" ON "articles" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("source","published_at");