import { CHECKLIST_VERSION, type Checklist, parseChecklist } from "@listful/checklist";
import { CHECKLIST_V1_FIXTURE } from "@listful/checklist/fixtures";
import { checklists, eq, templates } from "@listful/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNREADABLE_DOCUMENT } from "../src/lib/stored-document.ts";
import { apiClient, createTestApp, dbKind, failure, registerUser, type TestApp } from "./helpers.ts";

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

    const params = { id };
    const read = await owner.api.request("GET /api/checklist/:id", { params });
    expect(read.data).toEqual(expected);
    const shared = await apiClient(t.app).request("GET /api/checklist/preview/:id", { params });
    expect(shared.data).toEqual(expected);

    const item = firstListItem(expected);
    const ticked = await owner.api.request("PATCH /api/checklist/:id/check", {
      params,
      body: { kind: "item", itemId: item.id, isChecked: !item.isChecked },
    });
    expect(firstListItem(ticked.data).isChecked).toBe(!item.isChecked);
    // The tick wrote the document back in the current version.
    expect(await storedData(id)).toEqual(ticked.data);

    const copy = await owner.api.request("POST /api/checklist/:id/copy", { params });
    expect(copy.data.version).toBe(CHECKLIST_VERSION);
  });

  it("serves a stored version 1 template migrated", async () => {
    const [template] = await t.database.db
      .insert(templates)
      .values({ slug: `stored-raw-${Date.now()}`, title: "Stored raw", data: CHECKLIST_V1_FIXTURE })
      .returning({ id: templates.id });
    if (!template) throw new Error("insert returned no row");
    const read = await apiClient(t.app).request("GET /api/templates/:id/data", {
      params: { id: template.id },
    });
    expect(read.data).toEqual(migrated(CHECKLIST_V1_FIXTURE));
  });

  it("refuses a document it cannot read (from a newer version) plainly, and keeps it as stored", async () => {
    const newer = { ...(CHECKLIST_V1_FIXTURE as object), version: CHECKLIST_VERSION + 1 };
    const id = await storeRaw(newer);

    const params = { id };
    for (const refusal of [
      await failure(owner.api.request("GET /api/checklist/:id", { params })),
      await failure(apiClient(t.app).request("GET /api/checklist/preview/:id", { params })),
      await failure(
        owner.api.request("PATCH /api/checklist/:id/check", {
          params,
          body: { kind: "item", itemId: "i15", isChecked: true },
        }),
      ),
      await failure(owner.api.request("PUT /api/checklist/:id/rename", { params, body: { title: "New" } })),
    ]) {
      expect(refusal.status).toBe(500);
      expect(refusal.envelope).toMatchObject({ error: UNREADABLE_DOCUMENT, code: "internal_error" });
    }
    expect(await storedData(id)).toEqual(newer);
  });
});
