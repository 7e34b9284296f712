import { type Checklist, createChecklist, createPreset } from "@listful/checklist";
import { checklists, eq } from "@listful/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../src/seed/seed-database.ts";
import {
  apiClient,
  browserHeaders,
  createTestApp,
  dbKind,
  exchange,
  failure,
  type Registered,
  registerUser,
  type TestApp,
} from "./helpers.ts";

let t: TestApp;
let alice: Registered;
let bob: Registered;
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

function create(user: Registered, data: Checklist = habits()) {
  return user.api.request("POST /api/checklist", { body: { data } });
}

/** Sends a document the model's type cannot describe, for the server's own reading of it. */
function createMalformed(user: Registered, data: unknown) {
  return t.app.inject({
    method: "POST",
    url: "/api/checklist",
    headers: browserHeaders(user.token),
    payload: JSON.stringify({ data }),
  });
}

describe(`POST /api/checklist (${dbKind})`, () => {
  it("saves a document and answers the checklist with its title from the document", async () => {
    const { status, body } = await exchange(alice.api, "POST /api/checklist", {
      body: { data: withTitle(habits(), "My March habits") },
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      title: "My March habits",
      image: null,
      folder: null,
      template: null,
      isShared: false,
      access: "view",
      revision: 1,
    });
    expect(body.data.title.text).toBe("My March habits");
    expect(Object.keys(body).sort()).toEqual(
      [
        "access",
        "created",
        "data",
        "folder",
        "id",
        "image",
        "isShared",
        "period",
        "revision",
        "template",
        "title",
        "updated",
      ].sort(),
    );
  });

  it("remembers the template it came from, and refuses an unknown one", async () => {
    const ok = await alice.api.request("POST /api/checklist", { body: { data: habits(), templateId: 2 } });
    expect(ok.template).toBe(2);
    const bad = await failure(
      alice.api.request("POST /api/checklist", { body: { data: habits(), templateId: 999 } }),
    );
    expect(bad.status).toBe(400);
    expect(bad.envelope.errors).toEqual({ templateId: "This template does not exist." });
  });

  it("names each bad field of the document", async () => {
    const doc = habits() as unknown as Record<string, unknown>;
    const broken = {
      ...doc,
      layout: 9,
      title: { ...(doc.title as object), text: "x".repeat(500) },
      surprise: true,
    };
    const response = await createMalformed(alice, broken);
    expect(response.statusCode).toBe(400);
    const { errors } = response.json();
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(["data.layout", "data.title.text", "data.surprise"]),
    );
  });

  it("refuses a missing document and a guest", async () => {
    expect((await createMalformed(alice, undefined)).statusCode).toBe(400);
    const guest = apiClient(t.app);
    expect((await failure(guest.request("POST /api/checklist", { body: { data: habits() } }))).status).toBe(
      401,
    );
  });

  it("refuses a document over 512 KiB with 400, and a body over 1 MiB with 413", async () => {
    // The fields' own limits keep any valid document far below 512 KiB, so a big one is refused by them
    // first; the byte cap in readDocument stays as a second wall should those limits ever grow.
    const big = await failure(create(alice, { ...habits(), headline: "y".repeat(600 * 1024) }));
    expect(big.status).toBe(400);
    expect(big.envelope.errors).toHaveProperty("data.headline");
    const huge = await failure(create(alice, { ...habits(), headline: "y".repeat(1100 * 1024) }));
    expect(huge.status).toBe(413);
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
    const response = await createMalformed(alice, doc);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().errors)).toMatch(/data\.blocks\.0\.items/);
  });
});

describe(`GET and PUT /api/checklist/{id} (${dbKind})`, () => {
  it("lets the owner read and update, bumping the revision", async () => {
    const created = await create(alice);
    const read = await alice.api.request("GET /api/checklist/:id", { params: { id: created.id } });
    expect(read).toEqual(created);

    const updated = await alice.api.request("PUT /api/checklist/:id", {
      params: { id: created.id },
      body: { data: withTitle(created.data, "Renamed in the editor"), revision: 1 },
    });
    expect(updated).toMatchObject({ title: "Renamed in the editor", revision: 2 });
  });

  it("answers another user's checklist exactly as a missing one, and leaves it unchanged", async () => {
    const created = await create(alice);
    const read = (id: string) => failure(bob.api.request("GET /api/checklist/:id", { params: { id } }));
    const missing = await read("00000000-0000-4000-8000-000000000000");
    const foreign = await read(created.id);
    expect(foreign.status).toBe(404);
    expect(foreign.envelope).toEqual(missing.envelope);
    const put = await failure(
      bob.api.request("PUT /api/checklist/:id", {
        params: { id: created.id },
        body: { data: withTitle(habits(), "Hijacked") },
      }),
    );
    expect(put.status).toBe(404);
    expect(put.envelope).toEqual(missing.envelope);
    const [row] = await t.database.db.select().from(checklists).where(eq(checklists.id, created.id));
    expect(row?.title).toBe(created.title);
    expect(row?.revision).toBe(1);
  });

  it("refuses a save from a stale copy with 409 and the current checklist", async () => {
    const created = await create(alice);
    const save = (title: string) =>
      alice.api.request("PUT /api/checklist/:id", {
        params: { id: created.id },
        body: { data: withTitle(created.data, title), revision: 1 },
      });
    expect(await save("Tab one")).toMatchObject({ title: "Tab one", revision: 2 });
    const second = await failure(save("Tab two"));
    expect(second.status).toBe(409);
    expect(second.envelope).toMatchObject({ code: "conflict", current: { title: "Tab one", revision: 2 } });
    const [row] = await t.database.db.select().from(checklists).where(eq(checklists.id, created.id));
    expect(row?.title).toBe("Tab one");
  });

  it("refuses a malformed id with 400 and a bad document with field errors", async () => {
    const malformedId = await failure(
      alice.api.request("GET /api/checklist/:id", { params: { id: "not-a-uuid" } }),
    );
    expect(malformedId.status).toBe(400);
    const created = await create(alice);
    // A document of a version the model does not know, which its type cannot describe.
    const bad = await t.app.inject({
      method: "PUT",
      url: `/api/checklist/${created.id}`,
      headers: browserHeaders(alice.token),
      payload: JSON.stringify({ data: { ...created.data, version: 99 } }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe("validation_error");
  });

  it("keeps text with markup as plain text", async () => {
    const title = `<img src=x onerror=alert(1)>`;
    const created = await create(alice, withTitle(habits(), title));
    expect(created.title).toBe(title);
    expect(created.data.title.text).toBe(title);
  });
});
