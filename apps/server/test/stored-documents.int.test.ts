import { CHECKLIST_VERSION, type Checklist, parseChecklist } from "@listful/checklist";
import { CHECKLIST_V1_FIXTURE } from "@listful/checklist/fixtures";
import { checklists, eq, templates } from "@listful/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNREADABLE_DOCUMENT } from "../src/lib/stored-document.ts";
import { call, createTestApp, dbKind, registerUser, type TestApp } from "./helpers.ts";

// Documents as the database holds them, written straight into it as an older (or newer) Listful would have
// left them: every read goes through parseChecklist, migrating to the current version and validating.

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t.app);
});
afterAll(() => t.close());

/** A row holding `data` exactly as given, shared, bypassing every check a save makes. */
async function storeRaw(data: unknown): Promise<string> {
  const [row] = await t.database.db
    .insert(checklists)
    .values({ userId: owner.user.id, title: "Stored raw", data, isShared: true })
    .returning({ id: checklists.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

async function storedData(id: string): Promise<unknown> {
  const [row] = await t.database.db.select().from(checklists).where(eq(checklists.id, id));
  return row?.data;
}

function migrated(data: unknown): Checklist {
  const result = parseChecklist(data);
  if (!result.ok) throw new Error(result.error.message);
  return result.checklist;
}

function firstListItem(doc: Checklist) {
  for (const block of doc.blocks) {
    if (block.kind === "interactive-list" && block.items[0]) return block.items[0];
  }
  throw new Error("no list");
}

describe(`documents read from the database (${dbKind})`, () => {
  it("serves a stored version 1 document migrated, everywhere it is read, and ticks it", async () => {
    const expected = migrated(CHECKLIST_V1_FIXTURE);
    expect(expected.version).toBe(CHECKLIST_VERSION);
    const id = await storeRaw(CHECKLIST_V1_FIXTURE);

    const read = await call(t.app, "GET", `/api/checklist/${id}`, { token: owner.token });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(expected);
    const shared = await call(t.app, "GET", `/api/checklist/preview/${id}`);
    expect(shared.json().data).toEqual(expected);

    const item = firstListItem(expected);
    const ticked = await call(t.app, "PATCH", `/api/checklist/${id}/check`, {
      token: owner.token,
      body: { kind: "item", itemId: item.id, isChecked: !item.isChecked },
    });
    expect(ticked.statusCode).toBe(200);
    expect(firstListItem(ticked.json().data).isChecked).toBe(!item.isChecked);
    // The tick wrote the document back in the current version.
    expect(await storedData(id)).toEqual(ticked.json().data);

    const copy = await call(t.app, "POST", `/api/checklist/${id}/copy`, { token: owner.token });
    expect(copy.statusCode).toBe(201);
    expect(copy.json().data.version).toBe(CHECKLIST_VERSION);
  });

  it("serves a stored version 1 template migrated", async () => {
    const [template] = await t.database.db
      .insert(templates)
      .values({ slug: `stored-raw-${Date.now()}`, title: "Stored raw", data: CHECKLIST_V1_FIXTURE })
      .returning({ id: templates.id });
    const read = await call(t.app, "GET", `/api/templates/${template?.id}/data`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(migrated(CHECKLIST_V1_FIXTURE));
  });

  it("refuses a document it cannot read (from a newer version) plainly, and keeps it as stored", async () => {
    const newer = { ...(CHECKLIST_V1_FIXTURE as object), version: CHECKLIST_VERSION + 1 };
    const id = await storeRaw(newer);

    for (const response of [
      await call(t.app, "GET", `/api/checklist/${id}`, { token: owner.token }),
      await call(t.app, "GET", `/api/checklist/preview/${id}`),
      await call(t.app, "PATCH", `/api/checklist/${id}/check`, {
        token: owner.token,
        body: { kind: "item", itemId: "i15", isChecked: true },
      }),
      await call(t.app, "PUT", `/api/checklist/${id}/rename`, { token: owner.token, body: { title: "New" } }),
    ]) {
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ error: UNREADABLE_DOCUMENT, code: "internal_error" });
    }
    expect(await storedData(id)).toEqual(newer);
  });
});
