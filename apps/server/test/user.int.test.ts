import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createPreset } from "@listful/checklist";
import type { UpdateUserBody } from "@listful/contracts";
import { checklists, eq, folders, users } from "@listful/db";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiClient,
  browserHeaders,
  cookiesOf,
  createTestApp,
  dbKind,
  exchange,
  failure,
  type Registered,
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

const me = (token: string) => apiClient(t.app, { token }).request("GET /api/user");
const update = (user: Registered, body: UpdateUserBody) => user.api.request("PATCH /api/user", { body });
const refresh = (refreshToken: string) =>
  apiClient(t.app).request("POST /api/token/refresh", { body: { refresh_token: refreshToken } });
const login = (email: string, password: string) =>
  apiClient(t.app).request("POST /api/login", { body: { email, password } });

describe(`GET /api/user (${dbKind})`, () => {
  it("answers the signed-in user by bearer token or by cookie", async () => {
    const grace = await registerUser(t.app, { name: "Grace" });
    const byBearer = await exchange(grace.api, "GET /api/user");
    expect(byBearer.status).toBe(200);
    expect(byBearer.body).toMatchObject({
      id: grace.user.id,
      name: "Grace",
      plan: { type: "free", status: "active" },
    });
    expect(byBearer.headers.get("cache-control")).toBe("no-store");
    const byCookie = apiClient(t.app, { headers: { cookie: `token=${grace.token}` } });
    expect((await byCookie.request("GET /api/user")).id).toBe(grace.user.id);
  });
});

describe(`PATCH /api/user (${dbKind})`, () => {
  it("renames and answers new tokens with the user", async () => {
    const user = await registerUser(t.app);
    const response = await exchange(user.api, "PATCH /api/user", { body: { name: "Renamed Person" } });
    expect(response.status).toBe(200);
    const body = response.body;
    expect(body.user.name).toBe("Renamed Person");
    expect(body.token).toBeTruthy();
    expect(body.refresh_token).toBeTruthy();
    expect(cookiesOf(response).token?.value).toBe(body.token);
    expect((await me(body.token)).name).toBe("Renamed Person");
  });

  it("changes the e-mail only with the current password", async () => {
    const user = await registerUser(t.app);
    const email = uniqueEmail("moved");
    const without = await failure(update(user, { email }));
    expect(without.status).toBe(400);
    expect(without.envelope.errors).toEqual({ current_password: "Enter your current password to confirm." });
    const wrong = await failure(update(user, { email, current_password: "not my password" }));
    expect(wrong.envelope.errors).toEqual({ current_password: "The password is incorrect." });
    const ok = await update(user, { email, current_password: user.password });
    expect(ok.user.email).toBe(email);
  });

  it("refuses an e-mail that belongs to someone else", async () => {
    const other = await registerUser(t.app);
    const user = await registerUser(t.app);
    const response = await failure(
      update(user, { email: other.user.email.toUpperCase(), current_password: user.password }),
    );
    expect(response.status).toBe(400);
    expect(response.envelope.errors).toEqual({ email: "This e-mail is already registered." });
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
    // Fields the typed client cannot send, sent as they are.
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/user",
      headers: browserHeaders(token),
      payload: JSON.stringify(body),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("validation_error");
    const [after] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toEqual(before);
  });

  it("refuses a name on two lines, and keeps the old one", async () => {
    const user = await registerUser(t.app, { name: "One Line" });
    const response = await failure(update(user, { name: "Two\r\nLines" }));
    expect(response.status).toBe(400);
    expect(response.envelope.errors).toEqual({
      name: "Must be one line of text, without line breaks, tabs or control characters.",
    });
    expect((await me(user.token)).name).toBe("One Line");
  });

  it("refuses an empty update", async () => {
    const user = await registerUser(t.app);
    expect((await failure(update(user, {}))).status).toBe(400);
  });
});

describe(`PATCH /api/user/change-password (${dbKind})`, () => {
  it("needs the current password, then ends the other sessions and keeps this one", async () => {
    const { user, password, token, api } = await registerUser(t.app);
    const other = await login(user.email, password);
    const change = (current_password: string, newPassword: string) =>
      api.request("PATCH /api/user/change-password", { body: { current_password, password: newPassword } });

    const wrong = await failure(change("nope nope nope", NEW_PASSWORD));
    expect(wrong.status).toBe(400);
    expect(wrong.envelope.errors).toEqual({ current_password: "The password is incorrect." });

    const weak = await failure(change(password, "password1"));
    expect(weak.envelope.errors).toEqual({ password: expect.stringMatching(/too easy/) });

    const fresh = await change(password, NEW_PASSWORD);
    expect((await me(fresh.token)).id).toBe(user.id);
    expect((await failure(me(other.token))).status).toBe(401);
    expect((await failure(me(token))).status).toBe(401);
    expect((await failure(refresh(other.refresh_token))).status).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).user.id).toBe(user.id);
  });
});

describe(`DELETE /api/user (${dbKind})`, () => {
  it("needs the password", async () => {
    const { api } = await registerUser(t.app);
    const response = await failure(api.request("DELETE /api/user", { body: { password: "not it at all" } }));
    expect(response.status).toBe(400);
    expect(response.envelope.errors).toEqual({ password: "The password is incorrect." });
  });

  it("deletes the account, ends every session and frees the e-mail", async () => {
    const { token, refreshToken, user, password, api } = await registerUser(t.app);
    const response = await exchange(api, "DELETE /api/user", { body: { password } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: "User account has been deleted." });
    expect(cookiesOf(response).token?.value).toBe("");
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect((await failure(me(token))).status).toBe(401);
    expect((await failure(refresh(refreshToken))).status).toBe(401);
    const again = await apiClient(t.app).request("POST /api/register", {
      body: { name: "Back", email: user.email, password: STRONG_PASSWORD },
    });
    expect(again.user.email).toBe(user.email);
  });

  it("takes the user's checklists, folders and stored images with it", async () => {
    const { user, password, api } = await registerUser(t.app);
    const saved = [];
    for (const type of ["habit-tracker", "daily-checklist"] as const) {
      saved.push(await api.request("POST /api/checklist", { body: { data: createPreset(type) } }));
    }
    await api.request("POST /api/folders", { body: { name: "Home" } });
    const [first, second] = saved;
    if (!first || !second) throw new Error("nothing saved");
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#7c3aed" } })
      .png()
      .toBuffer();
    const uploaded = await api.request("PUT /api/checklist/:id/image-upload", {
      params: { id: first.id },
      body: { image: png.toString("base64") },
    });
    const uploadedFile = path.join(t.config.uploadsDir, (uploaded.image ?? "").replace("/media/u/", ""));
    // The thumbnail, as the print renderer leaves it after a save.
    const thumbnailFile = path.join(t.config.uploadsDir, "previews/checklists", `${second.id}.webp`);
    mkdirSync(path.dirname(thumbnailFile), { recursive: true });
    writeFileSync(thumbnailFile, png);
    expect(existsSync(uploadedFile)).toBe(true);

    expect(await api.request("DELETE /api/user", { body: { password } })).toEqual({
      message: "User account has been deleted.",
    });
    expect(await t.database.db.select().from(checklists).where(eq(checklists.userId, user.id))).toEqual([]);
    expect(await t.database.db.select().from(folders).where(eq(folders.userId, user.id))).toEqual([]);
    expect(existsSync(uploadedFile)).toBe(false);
    expect(existsSync(thumbnailFile)).toBe(false);
  });
});
