import { and, count, type Database, emailSends, eq, gt, sql } from "@listful/db";

export type EmailSendRepository = ReturnType<typeof createEmailSendRepository>;

/** Arbitrary constant key of the advisory lock that puts quota checks in a line. */
const SEND_QUOTA_LOCK = 728_361_905;

export type Reservation = { ok: true; id: string } | { ok: false; over: "user" | "recipient" };

export function createEmailSendRepository(db: Database) {
  const since = sql`now() - interval '1 day'`;
  return {
    /**
     * Counts a send against both daily quotas and records it, as one step: two sends at the same moment
     * cannot both take the last place.
     */
    async reserve(
      userId: string,
      recipient: string,
      limits: { perUser: number; perRecipient: number },
    ): Promise<Reservation> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${SEND_QUOTA_LOCK})`);
        const [byUser] = await tx
          .select({ value: count() })
          .from(emailSends)
          .where(and(eq(emailSends.userId, userId), gt(emailSends.createdAt, since)));
        if ((byUser?.value ?? 0) >= limits.perUser) return { ok: false, over: "user" } as const;
        const [byRecipient] = await tx
          .select({ value: count() })
          .from(emailSends)
          .where(and(eq(emailSends.recipient, recipient), gt(emailSends.createdAt, since)));
        if ((byRecipient?.value ?? 0) >= limits.perRecipient)
          return { ok: false, over: "recipient" } as const;
        const [row] = await tx
          .insert(emailSends)
          .values({ userId, recipient })
          .returning({ id: emailSends.id });
        if (!row) throw new Error("insert returned no row");
        return { ok: true, id: row.id } as const;
      });
    },
    /** Gives a place back when the send failed before anything was mailed. */
    async release(id: string): Promise<void> {
      await db.delete(emailSends).where(eq(emailSends.id, id));
    },
  };
}
