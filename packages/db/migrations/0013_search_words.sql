-- The words search knows how to spell: every word of three letters or more in the titles and descriptions of
-- published templates and in the titles and excerpts of articles, unstemmed and lowercased. A query that
-- matches nothing as typed is read again with each of its words replaced by the known words most like it
-- (trigram similarity over this short list, not over every title), so "habbit" is searched as "habit".
-- Names are qualified: PostgreSQL 17 (PGlite) builds a materialized view with a search_path of pg_catalog.
CREATE MATERIALIZED VIEW "search_words" AS
  SELECT "word" FROM ts_stat($$
    SELECT to_tsvector('simple', "title" || ' ' || "description") FROM "public"."templates" WHERE "is_published"
    UNION ALL
    SELECT to_tsvector('simple', "title" || ' ' || "excerpt") FROM "public"."articles"
  $$)
  WHERE "word" ~ '^[[:alpha:]]{3,}$';--> statement-breakpoint
CREATE UNIQUE INDEX "search_words_word_idx" ON "search_words" ("word");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Typos no longer go through every title: its trigram index goes.
DROP INDEX "articles_title_trgm_idx";--> statement-breakpoint
-- Kept in step by the tables themselves, whichever code or instance writes them: once per statement.
CREATE FUNCTION "refresh_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  REFRESH MATERIALIZED VIEW "public"."search_words";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "templates_search_words"
  AFTER INSERT OR DELETE OR UPDATE OF "title", "description", "is_published" OR TRUNCATE ON "templates"
  FOR EACH STATEMENT EXECUTE FUNCTION "refresh_search_words"();--> statement-breakpoint
CREATE TRIGGER "articles_search_words"
  AFTER INSERT OR DELETE OR UPDATE OF "title", "excerpt" OR TRUNCATE ON "articles"
  FOR EACH STATEMENT EXECUTE FUNCTION "refresh_search_words"();
