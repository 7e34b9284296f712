import { type Database, sql } from "@listful/db";

/** Moves every first use of a refresh token back beyond the grace window, so a replay counts as reuse. */
export async function ageUsedTokens(db: Database): Promise<void> {
  await db.execute(
    sql`update refresh_tokens set used_at = now() - interval '1 minute' where used_at is not null`,
  );
}
