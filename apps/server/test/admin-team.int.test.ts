import { ADMIN_MESSAGES } from "@listful/contracts";
import { adminAudit, eq, sql, users } from "@listful/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../src/seed/seed-database.ts";
import {
  createTestApp,
  dbKind,
  failure,
  type Registered,
  registerUser,
  setRoles,
  type TestApp,
} from "./helpers.ts";

let t: TestApp;
let superAdmin: Registered;
let someone: Registered;
beforeAll(async () => {
  t = await createTestApp();
  // The seeded library, so a newly granted admin has templates to list.
  await seedDatabase(t.database.db, new Date("2026-03-10T12:00:00Z"));
  superAdmin = await registerUser(t.app, { name: "Sam Super" });
  await setRoles(t, superAdmin.user.id, ["ROLE_USER", "ROLE_SUPERADMIN"]);
  someone = await registerUser(t.app, { name: "Una User" });
});
afterAll(() => t.close());

async function rolesOf(userId: string): Promise<string[] | undefined> {
  const [row] = await t.database.db.select({ roles: users.roles }).from(users).where(eq(users.id, userId));
  return row?.roles;
}

/** Makes the database refuse every audit entry about this person, as a failing write would. */
async function refuseAuditEntriesAbout(userId: string): Promise<void> {
  await t.database.db.execute(
    sql.raw(
      `alter table admin_audit add constraint audit_refused check (user_id is distinct from '${userId}')`,
    ),
  );
}

async function acceptAuditEntriesAgain(): Promise<void> {
  await t.database.db.execute(sql.raw("alter table admin_audit drop constraint if exists audit_refused"));
}

describe(`a role change and its audit entry are written together (${dbKind})`, () => {
  it("grants nobody the admin role when the grant's audit entry cannot be written", async () => {
    const someone = await registerUser(t.app, { name: "Una Unaudited" });
    await refuseAuditEntriesAbout(someone.user.id);
    try {
      const grant = superAdmin.api.request("POST /api/admin/team", { body: { email: someone.user.email } });
      expect((await failure(grant)).status).toBe(500);
    } finally {
      await acceptAuditEntriesAgain();
    }
    expect(await rolesOf(someone.user.id)).toEqual(["ROLE_USER"]);
    expect((await superAdmin.api.request("GET /api/admin/team")).some((x) => x.id === someone.user.id)).toBe(
      false,
    );
  });

  it("keeps an admin on the team when the removal's audit entry cannot be written", async () => {
    const admin = await registerUser(t.app, { name: "Ada Admin" });
    await setRoles(t, admin.user.id, ["ROLE_USER", "ROLE_ADMIN"]);
    await refuseAuditEntriesAbout(admin.user.id);
    try {
      const removal = superAdmin.api.request("DELETE /api/admin/team/:id", { params: { id: admin.user.id } });
      expect((await failure(removal)).status).toBe(500);
    } finally {
      await acceptAuditEntriesAgain();
    }
    expect(await rolesOf(admin.user.id)).toEqual(["ROLE_USER", "ROLE_ADMIN"]);
    expect(await admin.api.request("GET /api/admin/templates", { query: {} })).toBeInstanceOf(Array);
  });
});

describe(`the team (${dbKind})`, () => {
  it("lets a super-admin grant and remove the admin role by e-mail, never their own", async () => {
    const newcomer = await registerUser(t.app, { name: "Nell Newcomer" });
    expect((await failure(newcomer.api.request("GET /api/admin/templates", { query: {} }))).status).toBe(404);
    const granted = await superAdmin.api.request("POST /api/admin/team", {
      body: { email: newcomer.user.email.toUpperCase() },
    });
    expect(granted.message).toBe(ADMIN_MESSAGES.adminGranted);
    expect(granted.team.find((x) => x.id === newcomer.user.id)).toMatchObject({
      roles: ["ROLE_USER", "ROLE_ADMIN"],
      isSuperAdmin: false,
    });
    // The same token works at once: roles are read on every call.
    expect(await newcomer.api.request("GET /api/admin/templates", { query: {} })).not.toHaveLength(0);
    const team = await superAdmin.api.request("GET /api/admin/team");
    expect(team.find((x) => x.id === superAdmin.user.id)?.isSuperAdmin).toBe(true);

    const self = await failure(
      superAdmin.api.request("DELETE /api/admin/team/:id", { params: { id: superAdmin.user.id } }),
    );
    expect(self.status).toBe(409);
    expect(self.envelope.error).toBe(ADMIN_MESSAGES.cannotRemoveSelf);
    const removed = await superAdmin.api.request("DELETE /api/admin/team/:id", {
      params: { id: newcomer.user.id },
    });
    expect(removed.message).toBe(ADMIN_MESSAGES.adminRemoved);
    expect(removed.team.some((x) => x.id === newcomer.user.id)).toBe(false);
    expect((await failure(newcomer.api.request("GET /api/admin/templates", { query: {} }))).status).toBe(404);

    const unknown = await failure(
      superAdmin.api.request("POST /api/admin/team", { body: { email: "nobody@example.com" } }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.envelope.errors).toMatchObject({ email: "No account uses this e-mail address." });
    const notMember = await failure(
      superAdmin.api.request("DELETE /api/admin/team/:id", { params: { id: someone.user.id } }),
    );
    expect(notMember.status).toBe(404);
    const entries = await t.database.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.userId, newcomer.user.id))
      .orderBy(adminAudit.id);
    expect(entries.map((x) => [x.action, x.actorId])).toEqual([
      ["team.grant", superAdmin.user.id],
      ["team.remove", superAdmin.user.id],
    ]);
  });
});
