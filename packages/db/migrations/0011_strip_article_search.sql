ALTER TABLE "articles" drop column "search";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (strip(to_tsvector('english', "title" || ' ' || "excerpt" || ' ' || "body"))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "articles_search_idx" ON "articles" USING gin ("search");