import { type Checklist, createPreset } from "@listful/checklist";
import type { CheckOffBody } from "@listful/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  browserHeaders,
  createTestApp,
  dbKind,
  failure,
  type Registered,
  registerUser,
  type TestApp,
} from "./helpers.ts";

let t: TestApp;
let owner: Registered;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t.app);
});
afterAll(() => t.close());

async function save(doc: Checklist) {
  return owner.api.request("POST /api/checklist", { body: { data: doc } });
}
const tick = (id: string, body: CheckOffBody, user = owner) =>
  user.api.request("PATCH /api/checklist/:id/check", { params: { id }, body });
const read = (id: string) => owner.api.request("GET /api/checklist/:id", { params: { id } });

function firstItem(doc: Checklist) {
  for (const block of doc.blocks) {
    if (block.kind === "interactive-list" && block.items[0]) return block.items[0];
  }
  throw new Error("no list");
}

function blockOf<K extends Checklist["blocks"][number]["kind"]>(doc: Checklist, kind: K) {
  const block = doc.blocks.find((candidate) => candidate.kind === kind);
  if (!block) throw new Error(`no ${kind} block`);
  return block as Extract<Checklist["blocks"][number], { kind: K }>;
}

describe(`PATCH /api/checklist/{id}/check (${dbKind})`, () => {
  it("ticks and unticks an item, persisting it and bumping the revision", async () => {
    const saved = await save(createPreset("daily-checklist", { start: "2026-03-01" }));
    const item = firstItem(saved.data);
    const on = await tick(saved.id, { kind: "item", itemId: item.id, isChecked: true });
    expect(on.revision).toBe(2);
    expect(firstItem((await read(saved.id)).data).isChecked).toBe(true);
    const again = await tick(saved.id, { kind: "item", itemId: item.id, isChecked: true });
    expect(again.revision).toBe(2); // already so: nothing changes
    const off = await tick(saved.id, { kind: "item", itemId: item.id, isChecked: false });
    expect(firstItem(off.data).isChecked).toBe(false);
  });

  it("lets two devices tick different items at once without losing either", async () => {
    const saved = await save(createPreset("daily-checklist", { start: "2026-03-01" }));
    const list = blockOf(saved.data, "interactive-list");
    const [a, b] = list.items.filter((i) => i.depth === 1);
    if (!a || !b) throw new Error("the list has fewer than two items");
    await Promise.all([
      tick(saved.id, { kind: "item", itemId: a.id, isChecked: true }),
      tick(saved.id, { kind: "item", itemId: b.id, isChecked: true }),
    ]);
    const items = blockOf((await read(saved.id)).data, "interactive-list").items;
    expect(items.find((i) => i.id === a.id)?.isChecked).toBe(true);
    expect(items.find((i) => i.id === b.id)?.isChecked).toBe(true);
  });

  it("sets habit cells, mood cells, calendar cells and typed answers", async () => {
    const habits = await save(createPreset("habit-tracker", { start: "2026-03-01" }));
    const grid = blockOf(habits.data, "icon-field");
    const rowId = grid.rows[0]?.id ?? "";
    const cell = await tick(habits.id, { kind: "icon-cell", rowId, day: 4, value: 1 });
    expect(blockOf(cell.data, "icon-field").rows[0]?.cells[4]).toBe(1);

    const calendar = await save(createPreset("monthly-calendar", { start: "2026-03-01" }));
    const day = await tick(calendar.id, { kind: "calendar-cell", index: 9, isChecked: true });
    expect(day.data.calendar.checkedCells).toContain(9);

    const journal = createPreset("gratitude-journal", { start: "2026-03-01" });
    const withAnswer: Checklist = {
      ...journal,
      blocks: [
        ...journal.blocks,
        { kind: "interactive-text-field", id: "b900", label: "Today I am glad about", lines: 2, value: "" },
      ],
      nextId: 901,
    } as Checklist;
    const saved = await save(withAnswer);
    const field = blockOf(saved.data, "interactive-text-field");
    const typed = await tick(saved.id, { kind: "field", blockId: field.id, value: "Sunshine and coffee" });
    expect(typed.data.blocks.find((b) => b.id === field.id)).toMatchObject({ value: "Sunshine and coffee" });
  });

  it("answers 404 for a target that is gone, someone else's checklist, and 400 for a malformed tick", async () => {
    const saved = await save(createPreset("daily-checklist", { start: "2026-03-01" }));
    const gone = await failure(tick(saved.id, { kind: "item", itemId: "i99999", isChecked: true }));
    expect(gone.status).toBe(404);
    const pastTheEnd = await failure(tick(saved.id, { kind: "calendar-cell", index: 41, isChecked: true }));
    expect(pastTheEnd.status).toBe(404);
    const stranger = await registerUser(t.app);
    const item = firstItem(saved.data);
    const foreign = await failure(
      tick(saved.id, { kind: "item", itemId: item.id, isChecked: true }, stranger),
    );
    expect(foreign.status).toBe(404);
    expect((await read(saved.id)).revision).toBe(1);
    // Ticks the typed client cannot build, sent as they are, for the API's own validation.
    for (const malformed of [{ kind: "item", itemId: item.id }, { kind: "explode" }]) {
      const response = await t.app.inject({
        method: "PATCH",
        url: `/api/checklist/${saved.id}/check`,
        headers: browserHeaders(owner.token),
        payload: JSON.stringify(malformed),
      });
      expect(response.statusCode, JSON.stringify(malformed)).toBe(400);
    }
  });
});
