import { eq, sql, users } from "@listful/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await registerUser(t.app, { name: "Sam Super" });
  await setRoles(t, superAdmin.user.id, ["ROLE_USER", "ROLE_SUPERADMIN"]);
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
