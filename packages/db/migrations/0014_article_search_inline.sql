-- An article's row is larger than PostgreSQL's two-kilobyte threshold (its body), so the columns a search
-- reads were moved out of the row as well: a search that reads articles row by row (a short prefix matches
-- most of them) fetched the `search` vector, then `headline`, the title and the excerpt from the TOAST table,
-- 797 pages for 500 articles. Kept in the row (the body alone goes out), the same search reads 125 pages in
-- about two thirds of the time.
ALTER TABLE "articles" ALTER COLUMN "search" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "headline" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "title" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "excerpt" SET STORAGE MAIN;--> statement-breakpoint
-- Rows written before keep their values where they are until rewritten: writing them again (the body
-- recomputes both vectors) stores them in the row.
UPDATE "articles" SET "title" = "title" || '', "excerpt" = "excerpt" || '', "body" = "body";
