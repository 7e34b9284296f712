import {
  and,
  asc,
  type Database,
  eq,
  inArray,
  isNull,
  lt,
  lte,
  type MailAttachment,
  type MailOutboxRow,
  mailOutbox,
  or,
  sql,
} from "@listful/db";

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
};

export type MailRepository = ReturnType<typeof createMailRepository>;

/** How long a claimed message stays reserved for one worker before another may retry it: longer than a send may take. */
const LEASE = sql`interval '5 minutes'`;

export function createMailRepository(db: Database) {
  return {
    async enqueue(mail: OutgoingMail): Promise<number> {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          toAddress: mail.to,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html ?? null,
          attachments: mail.attachments ?? [],
        })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error("enqueue returned no row");
      return row.id;
    },

    /** Messages not yet sent, whoever's worker will send them. */
    async backlog(): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(eq(mailOutbox.status, "pending"));
      return row?.count ?? 0;
    },

    /** Reserves due messages for this worker; other workers skip the locked rows instead of waiting. */
    async claimDue(limit: number): Promise<MailOutboxRow[]> {
      const due = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.status, "pending"),
            lte(mailOutbox.nextAttemptAt, sql`now()`),
            or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`)),
          ),
        )
        .orderBy(asc(mailOutbox.id))
        .limit(limit)
        .for("update", { skipLocked: true });
      return db
        .update(mailOutbox)
        .set({ lockedUntil: sql`now() + ${LEASE}`, attempts: sql`${mailOutbox.attempts} + 1` })
        .where(inArray(mailOutbox.id, due))
        .returning();
    },

    /**
     * Delivered mail keeps only its envelope: a body may hold a reset link that works for an hour, or a
     * person's checklist, and the outbox is a queue, not an archive.
     */
    async markSent(id: number): Promise<void> {
      await db
        .update(mailOutbox)
        .set({
          status: "sent",
          sentAt: sql`now()`,
          lockedUntil: null,
          lastError: null,
          textBody: "",
          htmlBody: null,
          attachments: [],
        })
        .where(eq(mailOutbox.id, id));
    },

    async markFailedAttempt(id: number, error: string, retryInMs: number | null): Promise<void> {
      await db
        .update(mailOutbox)
        .set({
          status: retryInMs === null ? "failed" : "pending",
          lastError: error.slice(0, 500),
          lockedUntil: null,
          nextAttemptAt: sql`now() + (${retryInMs ?? 0} * interval '1 millisecond')`,
        })
        .where(eq(mailOutbox.id, id));
    },
  };
}
