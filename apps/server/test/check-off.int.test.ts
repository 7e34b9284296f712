import { type Checklist, createPreset } from "@listful/checklist";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, dbKind, registerUser, type TestApp } from "./helpers.ts";

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t.app);
});
afterAll(() => t.close());

async function save(doc: Checklist) {
  return (await call(t.app, "POST", "/api/checklist", { token: owner.token, body: { data: doc } })).json();
}
const tick = (id: string, body: unknown, token = owner.token) =>
  call(t.app, "PATCH", `/api/checklist/${id}/check`, { token, body });

function firstItem(doc: Checklist) {
  for (const block of doc.blocks) {
    if (block.kind === "interactive-list" && block.items[0]) return block.items[0];
  }
  throw new Error("no list");
}

describe(`PATCH /api/checklist/{id}/check (${dbKind})`, () => {
  it("ticks and unticks an item, persisting it and bumping the revision", async () => {
    const saved = await save(createPreset("daily-checklist", { start: "2026-03-01" }));
    const item = firstItem(saved.data);
    const on = await tick(saved.id, { kind: "item", itemId: item.id, isChecked: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().revision).toBe(2);
    const read = (await call(t.app, "GET", `/api/checklist/${saved.id}`, { token: owner.token })).json();
    expect(firstItem(read.data).isChecked).toBe(true);
    const again = await tick(saved.id, { kind: "item", itemId: item.id, isChecked: true });
    expect(again.json().revision).toBe(2); // already so: nothing changes
    const off = await tick(saved.id, { kind: "item", itemId: item.id, isChecked: false });
    expect(firstItem(off.json().data).isChecked).toBe(false);
  });

  it("lets two devices tick different items at once without losing either", async () => {
    const saved = await save(createPreset("daily-checklist", { start: "2026-03-01" }));
    const list = saved.data.blocks.find((b: { kind: string }) => b.kind === "interactive-list");
    const [a, b] = list.items.filter((i: { depth: number }) => i.depth === 1);
    await Promise.all([
      tick(saved.id, { kind: "item", itemId: a.id, isChecked: true }),
      tick(saved.id, { kind: "item", itemId: b.id, isChecked: true }),
    ]);
    const read = (await call(t.app, "GET", `/api/checklist/${saved.id}`, { token: owner.token })).json();
    const items = read.data.blocks.find((x: { id: string }) => x.id === list.id).items;
    expect(items.find((i: { id: string }) => i.id === a.id).isChecked).toBe(true);
    expect(items.find((i: { id: string }) => i.id === b.id).isChecked).toBe(true);
  });

  it("sets habit cells, mood cells, calendar cells and typed answers", async () => {
    const habits = await save(createPreset("habit-tracker", { start: "2026-03-01" }));
    const grid = habits.data.blocks.find((b: { kind: string }) => b.kind === "icon-field");
    const cell = await tick(habits.id, { kind: "icon-cell", rowId: grid.rows[0].id, day: 4, value: 1 });
    expect(cell.json().data.blocks.find((b: { id: string }) => b.id === grid.id).rows[0].cells[4]).toBe(1);

    const calendar = await save(createPreset("monthly-calendar", { start: "2026-03-01" }));
    const day = await tick(calendar.id, { kind: "calendar-cell", index: 9, isChecked: true });
    expect(day.json().data.calendar.checkedCells).toContain(9);

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
    const field = saved.data.blocks.find((b: { kind: string }) => b.kind === "interactive-text-field");
    const typed = await tick(saved.id, { kind: "field", blockId: field.id, value: "Sunshine and coffee" });
    expect(typed.statusCode).toBe(200);
    expect(typed.json().data.blocks.find((b: { id: string }) => b.id === field.id).value).toBe(
      "Sunshine and coffee",
    );
  });

  it("answers 404 for a target that is gone, someone else's checklist, and 400 for a malformed tick", async () => {
    const saved = await save(createPreset("daily-checklist", { start: "2026-03-01" }));
    expect((await tick(saved.id, { kind: "item", itemId: "i99999", isChecked: true })).statusCode).toBe(404);
    expect((await tick(saved.id, { kind: "calendar-cell", index: 41, isChecked: true })).statusCode).toBe(
      404,
    );
    const stranger = await registerUser(t.app);
    const item = firstItem(saved.data);
    const foreign = await tick(saved.id, { kind: "item", itemId: item.id, isChecked: true }, stranger.token);
    expect(foreign.statusCode).toBe(404);
    const unchanged = (await call(t.app, "GET", `/api/checklist/${saved.id}`, { token: owner.token })).json();
    expect(unchanged.revision).toBe(1);
    expect((await tick(saved.id, { kind: "item", itemId: item.id })).statusCode).toBe(400);
    expect((await tick(saved.id, { kind: "explode" })).statusCode).toBe(400);
  });
});
