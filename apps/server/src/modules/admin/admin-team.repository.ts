import { asc, type Database, eq, sql, users } from "@listful/db";
import { type AuditRecord, writeAudit } from "./admin-audit.repository.ts";

export type AdminTeamRepository = ReturnType<typeof createAdminTeamRepository>;

/** The admin team: who holds an admin role, and changes of roles with their audit entries. */
export function createAdminTeamRepository(db: Database) {
  return {
    /** Admins and super-admins, by e-mail. */
    list() {
      return db
        .select({ id: users.id, name: users.name, email: users.email, roles: users.roles })
        .from(users)
        .where(sql`${users.roles} && array['ROLE_ADMIN', 'ROLE_SUPERADMIN']::text[]`)
        .orderBy(asc(users.email));
    },

    /**
     * Stores someone's roles and the audit entry of the change in one transaction: a role never changes
     * without its record, and a failed record leaves the roles as they were.
     */
    async changeRoles(userId: string, roles: string[], actorId: string, entry: AuditRecord): Promise<void> {
      await db.transaction(async (tx) => {
        const changed = await tx
          .update(users)
          .set({ roles, updatedAt: new Date() })
          .where(eq(users.id, userId))
          .returning({ id: users.id });
        if (changed.length === 0) throw new Error("user vanished during a role change");
        await writeAudit(tx, actorId, entry);
      });
    },
  };
}
