-- Hyphenated words are indexed joined as well ("To-Do" also as "todo"), so a query finds them written apart,
-- hyphenated or as one word. Changing a generated column's expression takes dropping and adding it again.
ALTER TABLE "articles" drop column "search";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (strip(to_tsvector('english', "title" || ' ' || "excerpt" || ' ' || "body") || ts_delete(to_tsvector('english', replace("title" || ' ' || "excerpt" || ' ' || "body", '-', '')), tsvector_to_array(to_tsvector('english', "title" || ' ' || "excerpt" || ' ' || "body"))))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" drop column "headline";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "headline" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "excerpt"), 'B') || setweight(ts_delete(to_tsvector('english', replace("title", '-', '')), tsvector_to_array(to_tsvector('english', "title"))), 'A') || setweight(ts_delete(to_tsvector('english', replace("excerpt", '-', '')), tsvector_to_array(to_tsvector('english', "excerpt"))), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "templates" drop column "search";--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "description"), 'B') || setweight(ts_delete(to_tsvector('english', replace("title", '-', '')), tsvector_to_array(to_tsvector('english', "title"))), 'A') || setweight(ts_delete(to_tsvector('english', replace("description", '-', '')), tsvector_to_array(to_tsvector('english', "description"))), 'B')) STORED NOT NULL;--> statement-breakpoint
-- The column's index and storage go with it: both as before (migrations 0011 and 0014).
CREATE INDEX "articles_search_idx" ON "articles" USING gin ("search");--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "search" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "headline" SET STORAGE MAIN;--> statement-breakpoint
-- The added columns were computed before their storage was set: computed again, they are kept in the row.
UPDATE "articles" SET "title" = "title", "excerpt" = "excerpt", "body" = "body";
