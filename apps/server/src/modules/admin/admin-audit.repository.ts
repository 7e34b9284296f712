import type { AuditAction } from "@listful/contracts";
import { adminAudit, type Database } from "@listful/db";

/** A transaction of the database, in which a change and its audit entry are written together. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** One audit entry to write beside a change; the actor and the time are the change's own. */
export type AuditRecord = {
  action: AuditAction;
  templateId?: number | null;
  userId?: string | null;
  before: unknown;
  after: unknown;
};

/** Writes an entry of the admins' audit log, in the transaction of the change it records. */
export async function writeAudit(executor: Database | Transaction, actorId: string, entry: AuditRecord) {
  await executor.insert(adminAudit).values({
    action: entry.action,
    actorId,
    templateId: entry.templateId ?? null,
    userId: entry.userId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
