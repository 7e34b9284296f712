import { type Checklist, createChecklist, createPreset } from "@listful/checklist";
import { checklists, eq } from "@listful/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../src/seed/seed-database.ts";
import { call, createTestApp, dbKind, registerUser, type TestApp } from "./helpers.ts";

let t: TestApp;
let alice: Awaited<ReturnType<typeof registerUser>>;
let bob: Awaited<ReturnType<typeof registerUser>>;
beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db, new Date("2026-03-10T12:00:00Z"));
  alice = await registerUser(t.app, { name: "Alice" });
  bob = await registerUser(t.app, { name: "Bob" });
});
afterAll(() => t.close());

const habits = (): Checklist => createPreset("habit-tracker", { start: "2026-03-01" });
function withTitle(doc: Checklist, text: string): Checklist {
  return { ...doc, title: { ...doc.title, text } };
}

async function create(token: string, data: unknown = habits()) {
  return call(t.app, "POST", "/api/checklist", { token, body: { data } });
}

describe(`POST /api/checklist (${dbKind})`, () => {
  it("saves a document and answers the checklist with its title from the document", async () => {
    const response = await create(alice.token, withTitle(habits(), "My March habits"));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      title: "My March habits",
      image: null,
      folder: null,
      template: null,
      isShared: false,
      revision: 1,
    });
    expect(body.data.title.text).toBe("My March habits");
    expect(Object.keys(body).sort()).toEqual(
      [
        "created",
        "data",
        "folder",
        "id",
        "image",
        "isShared",
        "revision",
        "template",
        "title",
        "updated",
      ].sort(),
    );
  });

  it("remembers the template it came from, and refuses an unknown one", async () => {
    const ok = await call(t.app, "POST", "/api/checklist", {
      token: alice.token,
      body: { data: habits(), templateId: 2 },
    });
    expect(ok.json().template).toBe(2);
    const bad = await call(t.app, "POST", "/api/checklist", {
      token: alice.token,
      body: { data: habits(), templateId: 999 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ templateId: "This template does not exist." });
  });

  it("names each bad field of the document", async () => {
    const doc = habits() as unknown as Record<string, unknown>;
    const broken = {
      ...doc,
      layout: 9,
      title: { ...(doc.title as object), text: "x".repeat(500) },
      surprise: true,
    };
    const response = await create(alice.token, broken);
    expect(response.statusCode).toBe(400);
    const { errors } = response.json();
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(["data.layout", "data.title.text", "data.surprise"]),
    );
  });

  it("refuses a missing document and a guest", async () => {
    expect((await call(t.app, "POST", "/api/checklist", { token: alice.token, body: {} })).statusCode).toBe(
      400,
    );
    expect((await call(t.app, "POST", "/api/checklist", { body: { data: habits() } })).statusCode).toBe(401);
  });

  it("refuses a document over 512 KiB with 400, and a body over 1 MiB with 413", async () => {
    // The fields' own limits keep any valid document far below 512 KiB, so a big one is refused by them
    // first; the byte cap in readDocument stays as a second wall should those limits ever grow.
    const big = await create(alice.token, { ...habits(), headline: "y".repeat(600 * 1024) });
    expect(big.statusCode).toBe(400);
    expect(big.json().errors).toHaveProperty("data.headline");
    const huge = await create(alice.token, { ...habits(), headline: "y".repeat(1100 * 1024) });
    expect(huge.statusCode).toBe(413);
  });

  // How fast the refusal is, is measured by `npm run bench:parse`.
  it("refuses a document with 10,000 items, naming the list", async () => {
    const items = Array.from({ length: 10_000 }, (_, i) => ({
      id: `i${i}`,
      text: "",
      isChecked: false,
      depth: 1,
    }));
    const doc = {
      ...createChecklist(),
      blocks: [{ kind: "interactive-list", id: "b0", title: "Many", marker: "square", items }],
    };
    const response = await create(alice.token, doc);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().errors)).toMatch(/data\.blocks\.0\.items/);
  });
});

describe(`GET and PUT /api/checklist/{id} (${dbKind})`, () => {
  it("lets the owner read and update, bumping the revision", async () => {
    const created = (await create(alice.token)).json();
    const read = await call(t.app, "GET", `/api/checklist/${created.id}`, { token: alice.token });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);

    const updated = await call(t.app, "PUT", `/api/checklist/${created.id}`, {
      token: alice.token,
      body: { data: withTitle(created.data, "Renamed in the editor"), revision: 1 },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ title: "Renamed in the editor", revision: 2 });
  });

  it("answers another user's checklist exactly as a missing one, and leaves it unchanged", async () => {
    const created = (await create(alice.token)).json();
    const missing = await call(t.app, "GET", "/api/checklist/00000000-0000-4000-8000-000000000000", {
      token: bob.token,
    });
    const foreign = await call(t.app, "GET", `/api/checklist/${created.id}`, { token: bob.token });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
    const put = await call(t.app, "PUT", `/api/checklist/${created.id}`, {
      token: bob.token,
      body: { data: withTitle(habits(), "Hijacked") },
    });
    expect(put.statusCode).toBe(404);
    expect(put.body).toBe(missing.body);
    const [row] = await t.database.db.select().from(checklists).where(eq(checklists.id, created.id));
    expect(row?.title).toBe(created.title);
    expect(row?.revision).toBe(1);
  });

  it("refuses a save from a stale copy with 409 and the current checklist", async () => {
    const created = (await create(alice.token)).json();
    const first = await call(t.app, "PUT", `/api/checklist/${created.id}`, {
      token: alice.token,
      body: { data: withTitle(created.data, "Tab one"), revision: 1 },
    });
    expect(first.statusCode).toBe(200);
    const second = await call(t.app, "PUT", `/api/checklist/${created.id}`, {
      token: alice.token,
      body: { data: withTitle(created.data, "Tab two"), revision: 1 },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: "conflict", current: { title: "Tab one", revision: 2 } });
    const [row] = await t.database.db.select().from(checklists).where(eq(checklists.id, created.id));
    expect(row?.title).toBe("Tab one");
  });

  it("refuses a malformed id with 400 and a bad document with field errors", async () => {
    expect((await call(t.app, "GET", "/api/checklist/not-a-uuid", { token: alice.token })).statusCode).toBe(
      400,
    );
    const created = (await create(alice.token)).json();
    const bad = await call(t.app, "PUT", `/api/checklist/${created.id}`, {
      token: alice.token,
      body: { data: { ...created.data, version: 99 } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe("validation_error");
  });

  it("keeps text with markup as plain text", async () => {
    const title = `<img src=x onerror=alert(1)>`;
    const created = (await create(alice.token, withTitle(habits(), title))).json();
    expect(created.title).toBe(title);
    expect(created.data.title.text).toBe(title);
  });
});
