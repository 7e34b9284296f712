import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createPreset } from "@listful/checklist";
import { checklists, eq, folders, users } from "@listful/db";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  call,
  cookiesOf,
  createTestApp,
  dbKind,
  registerUser,
  STRONG_PASSWORD,
  type TestApp,
  uniqueEmail,
} from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = "a brand new passphrase 42";

describe(`GET /api/user (${dbKind})`, () => {
  it("answers the signed-in user by bearer token or by cookie", async () => {
    const { token, user } = await registerUser(t.app, { name: "Grace" });
    const byBearer = await call(t.app, "GET", "/api/user", { token });
    expect(byBearer.statusCode).toBe(200);
    expect(byBearer.json()).toMatchObject({
      id: user.id,
      name: "Grace",
      plan: { type: "free", status: "active" },
    });
    expect(byBearer.headers["cache-control"]).toBe("no-store");
    const byCookie = await call(t.app, "GET", "/api/user", { headers: { cookie: `token=${token}` } });
    expect(byCookie.json().id).toBe(user.id);
  });
});

describe(`PATCH /api/user (${dbKind})`, () => {
  it("renames and answers new tokens with the user", async () => {
    const { token } = await registerUser(t.app);
    const response = await call(t.app, "PATCH", "/api/user", { token, body: { name: "Renamed Person" } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user.name).toBe("Renamed Person");
    expect(body.token).toBeTruthy();
    expect(body.refresh_token).toBeTruthy();
    expect(cookiesOf(response).token?.value).toBe(body.token);
    expect((await call(t.app, "GET", "/api/user", { token: body.token })).json().name).toBe("Renamed Person");
  });

  it("changes the e-mail only with the current password", async () => {
    const { token, password } = await registerUser(t.app);
    const email = uniqueEmail("moved");
    const without = await call(t.app, "PATCH", "/api/user", { token, body: { email } });
    expect(without.statusCode).toBe(400);
    expect(without.json().errors).toEqual({ current_password: "Enter your current password to confirm." });
    const wrong = await call(t.app, "PATCH", "/api/user", {
      token,
      body: { email, current_password: "not my password" },
    });
    expect(wrong.json().errors).toEqual({ current_password: "The password is incorrect." });
    const ok = await call(t.app, "PATCH", "/api/user", {
      token,
      body: { email, current_password: password },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe(email);
  });

  it("refuses an e-mail that belongs to someone else", async () => {
    const other = await registerUser(t.app);
    const { token, password } = await registerUser(t.app);
    const response = await call(t.app, "PATCH", "/api/user", {
      token,
      body: { email: other.user.email.toUpperCase(), current_password: password },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ email: "This e-mail is already registered." });
  });

  it.each([
    ["roles", { roles: ["ROLE_ADMIN"] }],
    ["plan", { plan: { type: "subscription", status: "active" } }],
    ["id", { id: "00000000-0000-0000-0000-000000000000" }],
    ["password hash", { passwordHash: "x", name: "Sneaky" }],
    ["session version", { sessionVersion: 99, name: "Sneaky" }],
  ])("rejects mass assignment of %s and leaves the row unchanged", async (_label, body) => {
    const { token, user } = await registerUser(t.app);
    const [before] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    const response = await call(t.app, "PATCH", "/api/user", { token, body });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("validation_error");
    const [after] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toEqual(before);
  });

  it("refuses an empty update", async () => {
    const { token } = await registerUser(t.app);
    expect((await call(t.app, "PATCH", "/api/user", { token, body: {} })).statusCode).toBe(400);
  });
});

describe(`PATCH /api/user/change-password (${dbKind})`, () => {
  it("needs the current password, then ends the other sessions and keeps this one", async () => {
    const { user, password, token } = await registerUser(t.app);
    const other = (await call(t.app, "POST", "/api/login", { body: { email: user.email, password } })).json();

    const wrong = await call(t.app, "PATCH", "/api/user/change-password", {
      token,
      body: { current_password: "nope nope nope", password: NEW_PASSWORD },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ current_password: "The password is incorrect." });

    const weak = await call(t.app, "PATCH", "/api/user/change-password", {
      token,
      body: { current_password: password, password: "password1" },
    });
    expect(weak.json().errors.password).toMatch(/too easy/);

    const ok = await call(t.app, "PATCH", "/api/user/change-password", {
      token,
      body: { current_password: password, password: NEW_PASSWORD },
    });
    expect(ok.statusCode).toBe(200);
    const fresh = ok.json();
    expect((await call(t.app, "GET", "/api/user", { token: fresh.token })).statusCode).toBe(200);
    expect((await call(t.app, "GET", "/api/user", { token: other.token })).statusCode).toBe(401);
    expect((await call(t.app, "GET", "/api/user", { token })).statusCode).toBe(401);
    const otherRefresh = await call(t.app, "POST", "/api/token/refresh", {
      body: { refresh_token: other.refresh_token },
    });
    expect(otherRefresh.statusCode).toBe(401);
    const login = await call(t.app, "POST", "/api/login", {
      body: { email: user.email, password: NEW_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe(`DELETE /api/user (${dbKind})`, () => {
  it("needs the password", async () => {
    const { token } = await registerUser(t.app);
    const response = await call(t.app, "DELETE", "/api/user", { token, body: { password: "not it at all" } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ password: "The password is incorrect." });
  });

  it("deletes the account, ends every session and frees the e-mail", async () => {
    const { token, refreshToken, user, password } = await registerUser(t.app);
    const response = await call(t.app, "DELETE", "/api/user", { token, body: { password } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "User account has been deleted." });
    expect(cookiesOf(response).token?.value).toBe("");
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect((await call(t.app, "GET", "/api/user", { token })).statusCode).toBe(401);
    const refresh = await call(t.app, "POST", "/api/token/refresh", {
      body: { refresh_token: refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const again = await call(t.app, "POST", "/api/register", {
      body: { name: "Back", email: user.email, password: STRONG_PASSWORD },
    });
    expect(again.statusCode).toBe(200);
  });

  it("takes the user's checklists, folders and stored images with it", async () => {
    const { token, user, password } = await registerUser(t.app);
    const saved = [];
    for (const type of ["habit-tracker", "daily-checklist"] as const) {
      const response = await call(t.app, "POST", "/api/checklist", {
        token,
        body: { data: createPreset(type) },
      });
      saved.push(response.json() as { id: string });
    }
    await call(t.app, "POST", "/api/folders", { token, body: { name: "Home" } });
    const [first, second] = saved;
    if (!first || !second) throw new Error("nothing saved");
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#7c3aed" } })
      .png()
      .toBuffer();
    const uploaded = await call(t.app, "PUT", `/api/checklist/${first.id}/image-upload`, {
      token,
      body: { image: png.toString("base64") },
    });
    expect(uploaded.statusCode).toBe(200);
    const uploadedFile = path.join(t.config.uploadsDir, uploaded.json().image.replace("/media/u/", ""));
    // The page-one preview, as the print renderer leaves it after a save.
    const previewFile = path.join(t.config.uploadsDir, "previews/checklists", `${second.id}.webp`);
    mkdirSync(path.dirname(previewFile), { recursive: true });
    writeFileSync(previewFile, png);
    expect(existsSync(uploadedFile)).toBe(true);

    const response = await call(t.app, "DELETE", "/api/user", { token, body: { password } });
    expect(response.statusCode).toBe(200);
    expect(await t.database.db.select().from(checklists).where(eq(checklists.userId, user.id))).toEqual([]);
    expect(await t.database.db.select().from(folders).where(eq(folders.userId, user.id))).toEqual([]);
    expect(existsSync(uploadedFile)).toBe(false);
    expect(existsSync(previewFile)).toBe(false);
  });
});
