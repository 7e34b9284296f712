import { libraryVersion, sql } from "@listful/db";
import { type AuditRecord, type Transaction, writeAudit } from "../admin-audit.repository.ts";

/**
 * Records a change to the library beside it, in its transaction: the audit entry, and the library's version
 * moved on, so every instance's cache of the library drops what it holds once the change is committed.
 */
export async function recordLibraryChange(tx: Transaction, actorId: string, entry: AuditRecord) {
  await writeAudit(tx, actorId, entry);
  await tx.update(libraryVersion).set({ version: sql`${libraryVersion.version} + 1` });
}
