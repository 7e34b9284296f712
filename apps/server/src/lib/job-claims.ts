import { randomUUID } from "node:crypto";
import { and, type Database, eq, jobClaims, sql } from "@listful/db";

export type JobClaims = {
  /** Claims a key for `ttlMs` unless another instance holds it; true when this instance now holds it. */
  claim(key: string, ttlMs: number): Promise<boolean>;
  /** Lets go of a key this instance holds. */
  release(key: string): Promise<void>;
};

/**
 * Claims on work that one instance at a time must do, kept in the database all instances share. A claim
 * runs out by itself, so an instance that dies holding one blocks nobody for long.
 */
export function createJobClaims(db: Database, holder: string = randomUUID()): JobClaims {
  return {
    async claim(key, ttlMs) {
      const until = sql`now() + (${ttlMs} * interval '1 millisecond')`;
      const rows = await db
        .insert(jobClaims)
        .values({ key, claimedBy: holder, claimedUntil: until })
        .onConflictDoUpdate({
          target: jobClaims.key,
          set: { claimedBy: holder, claimedUntil: until },
          setWhere: sql`${jobClaims.claimedUntil} < now()`,
        })
        .returning({ key: jobClaims.key });
      return rows.length > 0;
    },
    async release(key) {
      await db.delete(jobClaims).where(and(eq(jobClaims.key, key), eq(jobClaims.claimedBy, holder)));
    },
  };
}
