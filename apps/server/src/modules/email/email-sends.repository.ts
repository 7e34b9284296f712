import { and, count, type Database, emailSends, eq, gt, sql } from "@listful/db";

export type EmailSendRepository = ReturnType<typeof createEmailSendRepository>;

export function createEmailSendRepository(db: Database) {
  const since = sql`now() - interval '1 day'`;
  return {
    async countByUser(userId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(emailSends)
        .where(and(eq(emailSends.userId, userId), gt(emailSends.createdAt, since)));
      return row?.value ?? 0;
    },
    async countByRecipient(recipient: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(emailSends)
        .where(and(eq(emailSends.recipient, recipient), gt(emailSends.createdAt, since)));
      return row?.value ?? 0;
    },
    async record(userId: string, recipient: string): Promise<void> {
      await db.insert(emailSends).values({ userId, recipient });
    },
  };
}
