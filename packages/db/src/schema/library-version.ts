import { sql } from "drizzle-orm";
import { bigint, check, pgTable, smallint } from "drizzle-orm/pg-core";

/**
 * The template library's version: one row, moved on in the same transaction as every admin change to a template
 * (create, update, image, publish, unpublish, reorder, delete). Every instance reads it, so a cache of the library
 * anywhere drops what it holds as soon as the change is committed.
 */
export const libraryVersion = pgTable(
  "library_version",
  {
    id: smallint("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (table) => [check("library_version_one_row", sql`${table.id} = 1`)],
);
