-- The template library's version, one row: every admin change to a template moves it on in its own transaction.
CREATE TABLE "library_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "library_version_one_row" CHECK ("library_version"."id" = 1)
);--> statement-breakpoint
INSERT INTO "library_version" ("id", "version") VALUES (1, 0);
