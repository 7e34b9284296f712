import { type Checklist, createPreset } from "@listful/checklist";
import type { CheckOffBody } from "@listful/contracts";
import { checklists, eq } from "@listful/db";
import { describe, expect, it } from "vitest";
import { apiClient, dbKind, failure } from "./helpers.ts";
import { alice, bob, read, setUpCollectionApp, share, t } from "./support/collection-app.ts";

setUpCollectionApp();

async function saveList() {
  return alice.api.request("POST /api/checklist", {
    body: { data: createPreset("daily-checklist", { start: "2026-03-01" }) },
  });
}

function firstItem(doc: Checklist) {
  for (const block of doc.blocks)
    if (block.kind === "interactive-list" && block.items[0]) return block.items[0];
  throw new Error("no list");
}

const guestTick = (id: string, body: CheckOffBody, ip = "203.0.113.7") =>
  apiClient(t.app, { ip }).request("PATCH /api/checklist/preview/:id/check", { params: { id }, body });

describe(`a shared link's access: view or tick (${dbKind})`, () => {
  it("shares for viewing by default, and says its access to the owner and to visitors", async () => {
    const saved = await saveList();
    expect(saved.access).toBe("view");
    const shared = await share(alice, saved.id, true);
    expect(shared).toMatchObject({ isShared: true, access: "view" });
    const ticking = await share(alice, saved.id, true, "tick");
    expect(ticking).toMatchObject({ isShared: true, access: "tick" });
    expect((await read(alice, saved.id)).access).toBe("tick");
    // Turned off and on again without saying, the link keeps what it allowed.
    expect(await share(alice, saved.id, false)).toMatchObject({ isShared: false, access: "tick" });
    expect(await share(alice, saved.id, true)).toMatchObject({ isShared: true, access: "tick" });
    const preview = await apiClient(t.app).request("GET /api/checklist/preview/:id", {
      params: { id: saved.id },
    });
    expect(preview).toMatchObject({ access: "tick", revision: saved.revision });
  });

  it("refuses an access other than view or tick, changing nothing", async () => {
    const saved = await saveList();
    const refused = await failure(
      alice.api.request("PUT /api/checklist/:id/share", {
        params: { id: saved.id },
        // @ts-expect-error: an access the contract does not know
        body: { isShared: true, access: "edit" },
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.envelope.errors).toMatchObject({ access: 'access must be "view" or "tick".' });
    expect(await read(alice, saved.id)).toMatchObject({ isShared: false, access: "view" });
  });

  it("stores a visitor's tick for everyone on a list shared for ticking, without an account", async () => {
    const saved = await saveList();
    await share(alice, saved.id, true, "tick");
    const item = firstItem(saved.data);
    const answer = await guestTick(saved.id, { kind: "item", itemId: item.id, isChecked: true });
    expect(firstItem(answer.data).isChecked).toBe(true);
    expect(answer.revision).toBe(saved.revision + 1);
    expect(Object.keys(answer)).not.toContain("userId");
    // The owner sees it, and so does another visitor.
    expect(firstItem((await read(alice, saved.id)).data).isChecked).toBe(true);
    const other = await bob.api.request("GET /api/checklist/preview/:id", { params: { id: saved.id } });
    expect(firstItem(other.data).isChecked).toBe(true);
    // Unticked again by someone else.
    const off = await guestTick(saved.id, { kind: "item", itemId: item.id, isChecked: false }, "203.0.113.8");
    expect(firstItem(off.data).isChecked).toBe(false);
  });

  it("keeps a view-only link's ticks out of the list (403), and a private or missing list's too (404)", async () => {
    const saved = await saveList();
    const item = firstItem(saved.data);
    const tick = { kind: "item", itemId: item.id, isChecked: true } as const;
    expect((await failure(guestTick(saved.id, tick))).status).toBe(404);
    await share(alice, saved.id, true, "view");
    const viewOnly = await failure(guestTick(saved.id, tick));
    expect(viewOnly.status).toBe(403);
    expect(viewOnly.message).toMatch(/^This shared checklist is view-only/);
    await share(alice, saved.id, true, "tick");
    await share(alice, saved.id, false, "tick");
    expect((await failure(guestTick(saved.id, tick))).status).toBe(404);
    const [row] = await t.database.db.select().from(checklists).where(eq(checklists.id, saved.id));
    expect(row?.revision).toBe(saved.revision);
    expect(firstItem((await read(alice, saved.id)).data).isChecked).toBe(false);
    const missing = await failure(guestTick("00000000-0000-4000-8000-000000000000", tick));
    expect(missing.status).toBe(404);
  });

  it("takes only ticks through the link: no written answer, and a tick of a part not there changes nothing", async () => {
    const doc = createPreset("gratitude-journal", { start: "2026-03-01" });
    const journal = await alice.api.request("POST /api/checklist", { body: { data: doc } });
    const field = journal.data.blocks.find((block) => block.kind === "interactive-text-field");
    if (!field) throw new Error("the journal has a field to write in");
    await share(alice, journal.id, true, "tick");
    const written = await failure(
      guestTick(journal.id, { kind: "field", blockId: field.id, value: "Taken over" }),
    );
    expect(written.status).toBe(403);
    expect(written.message).toBe(
      "Anyone with the link can tick this checklist off; only its owner writes in its fields.",
    );
    expect((await read(alice, journal.id)).revision).toBe(journal.revision);

    const saved = await saveList();
    await share(alice, saved.id, true, "tick");
    const gone = await failure(guestTick(saved.id, { kind: "item", itemId: "i99999", isChecked: true }));
    expect(gone.status).toBe(404);
    const rename = await failure(
      apiClient(t.app).requestRaw("PATCH /api/checklist/preview/:id/check", {
        params: { id: saved.id },
        // @ts-expect-error: a body that is not a tick
        body: { title: "Taken over" },
      }),
    );
    expect(rename.status).toBe(400);
    expect((await read(alice, saved.id)).title).toBe(saved.title);
  });
});
