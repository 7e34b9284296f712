import { describe, expect, it } from "vitest";
import { createChecklist } from "../model/create-checklist.ts";
import { parseChecklist } from "../parse/parse-checklist.ts";
import { ChecklistSchema } from "./checklist-schema.ts";

function withItems(count: number, text = "Task") {
  const doc = createChecklist();
  const items = Array.from({ length: count }, (_, i) => ({
    id: `i${i + 10}`,
    text,
    isChecked: false,
    depth: 1,
  }));
  return { ...doc, nextId: count + 20, blocks: [{ ...doc.blocks[0], items }] };
}

function issuesOf(input: unknown): Record<string, string> {
  const result = parseChecklist(input);
  if (result.ok) throw new Error("expected the document to be rejected");
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path, issue.message]));
}

describe("ChecklistSchema", () => {
  it("accepts the default document with the editor's defaults", () => {
    const doc = ChecklistSchema.parse(createChecklist());
    expect(doc.title).toEqual({ text: "My Title", fontFamily: "Arial", fontWeight: 700 });
    expect(doc.layout).toBe(1);
    expect(doc.header.style).toBe(1);
    expect(doc.design).toMatchObject({ palette: 1, showBackground: false, backgroundId: 1 });
    expect(doc.calendar).toMatchObject({
      period: "day",
      size: "large",
      totalItemCount: 7,
      itemCountInOneComponent: 7,
      itemCountInLastComponent: 7,
    });
  });

  it("reads a writing field without a style as lines, takes lines or box, and names a wrong style", () => {
    const doc = createChecklist();
    const field = { kind: "text-field", id: "b90", label: "Draw it", lines: 6 };
    const old = parseChecklist({ ...doc, nextId: 91, blocks: [field] });
    expect(old.ok && old.checklist.blocks[0]).toEqual(field);
    for (const style of ["lines", "box"]) {
      const parsed = parseChecklist({ ...doc, nextId: 91, blocks: [{ ...field, style }] });
      expect(parsed.ok && parsed.checklist.blocks[0]).toMatchObject({ style });
    }
    const answer = { ...field, kind: "interactive-text-field", value: "A kite", style: "box" };
    expect(parseChecklist({ ...doc, nextId: 91, blocks: [answer] }).ok).toBe(true);
    expect(issuesOf({ ...doc, nextId: 91, blocks: [{ ...field, style: "dots" }] })).toEqual({
      "blocks.0.style": "Expected lines or box",
    });
  });

  // How long this takes is measured by `npm run bench:parse`, not here.
  it("rejects a 10,000-item list with one clear error", () => {
    expect(issuesOf(withItems(10_000))).toEqual({ "blocks.0.items": "Too many (max 100)" });
  });

  it("names a too-long item text by its path", () => {
    const doc = withItems(5);
    const items = doc.blocks[0]?.items.map((item, i) =>
      i === 3 ? { ...item, text: "x".repeat(201) } : item,
    );
    expect(issuesOf({ ...doc, blocks: [{ ...doc.blocks[0], items }] })).toMatchObject({
      "blocks.0.items.3.text": "Too long (max 200)",
    });
  });

  it("rejects item text above the document's maxlength", () => {
    expect(issuesOf(withItems(2, "y".repeat(61)))).toEqual({
      "blocks.0.items.0.text": "Too long (max 60)",
      "blocks.0.items.1.text": "Too long (max 60)",
    });
  });

  it("rejects control characters such as NUL but keeps markup as plain text", () => {
    expect(issuesOf(withItems(1, "a\u0000b"))).toEqual({
      "blocks.0.items.0.text": "Must be plain text on one line (no control characters)",
    });
    expect(parseChecklist(withItems(1, "<b>bold</b> & <script>")).ok).toBe(true);
  });

  it("rejects unknown keys anywhere", () => {
    const doc = createChecklist();
    expect(issuesOf({ ...doc, extra: 1 })).toEqual({ extra: "Unknown field" });
    expect(issuesOf({ ...doc, title: { ...doc.title, html: "<b>" } })).toEqual({
      "title.html": "Unknown field",
    });
  });

  it("rejects duplicate ids and ids at or above nextId", () => {
    const doc = withItems(2);
    const items = doc.blocks[0]?.items.map((item) => ({ ...item, id: "i10" }));
    expect(issuesOf({ ...doc, blocks: [{ ...doc.blocks[0], items }] })).toEqual({
      "blocks.0.items.1.id": "Duplicate id 'i10'",
    });
    expect(issuesOf({ ...doc, nextId: 5 })).toMatchObject({
      "blocks.0.items.0.id": "Id 'i10' must be below nextId (5)",
    });
  });

  it("keeps lists well formed: no sub-item first, placeholder only first", () => {
    const doc = withItems(2);
    const items = doc.blocks[0]?.items.map((item) => ({ ...item, depth: 2, isPlaceholder: true }));
    expect(issuesOf({ ...doc, blocks: [{ ...doc.blocks[0], items }] })).toEqual({
      "blocks.0.items.0.depth": "The first item cannot be a sub-item",
      "blocks.0.items.1.isPlaceholder": "Only the first item can be a placeholder",
    });
  });

  it("checks the calendar's derived counts and titles", () => {
    const doc = createChecklist();
    expect(issuesOf({ ...doc, calendar: { ...doc.calendar, totalItemCount: 9 } })).toEqual({
      "calendar.titles": "Expected 9 titles, one per cell",
      "calendar.itemCountInLastComponent": "Expected 2 (cells in the last row)",
    });
  });

  it("reports a zero row width once, without a meaningless derived count", () => {
    const doc = createChecklist();
    expect(issuesOf({ ...doc, calendar: { ...doc.calendar, itemCountInOneComponent: 0 } })).toEqual({
      "calendar.itemCountInOneComponent": "Too small (min 1)",
    });
  });

  it("allows one calendar block only", () => {
    const doc = createChecklist();
    const blocks = [
      { kind: "calendar", id: "b3" },
      { kind: "calendar", id: "b4" },
    ];
    expect(issuesOf({ ...doc, nextId: 5, blocks })).toEqual({
      "blocks.1": "Only one calendar block per document",
    });
  });

  it("rejects an unknown block kind and impossible dates", () => {
    const doc = createChecklist();
    expect(issuesOf({ ...doc, blocks: [{ kind: "video", id: "b1" }] })).toEqual({
      "blocks.0.kind": "Unknown block kind",
    });
    const timeframe = { start: "2023-02-29", unit: "month", count: 1 };
    expect(issuesOf({ ...doc, timeframe })).toEqual({
      "timeframe.start": "Invalid date (expected YYYY-MM-DD between 1900 and 2199)",
    });
  });

  it("accepts a table of 1 to 4 headings and 1 to 48 rows, and names what is wrong with one outside them", () => {
    const table = {
      kind: "table",
      id: "b5",
      title: "Schedule",
      columns: ["Plan"],
      rowLabels: "times",
      rowCount: 30,
      firstHour: 7,
      minutesPerRow: 30,
    };
    const doc = { ...createChecklist(), nextId: 10, blocks: [table] };
    expect(parseChecklist(doc).ok).toBe(true);
    expect(
      issuesOf({
        ...doc,
        blocks: [
          { ...table, columns: [], rowLabels: "dates", rowCount: 49, firstHour: 24, minutesPerRow: 15 },
        ],
      }),
    ).toEqual({
      "blocks.0.columns": "At least one column",
      "blocks.0.rowLabels": "Expected none, numbers or times",
      "blocks.0.rowCount": "Too large (max 48)",
      "blocks.0.firstHour": "Too large (max 23)",
      "blocks.0.minutesPerRow": "Expected 30 or 60",
    });
    expect(issuesOf({ ...doc, blocks: [{ ...table, columns: ["A", "B", "C", "D", "E"] }] })).toEqual({
      "blocks.0.columns": "Too many (max 4)",
    });
  });
});
