import { type Checklist, createPreset, paginate } from "@listful/checklist";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, createTestApp, dbKind, failure, type TestApp } from "./helpers.ts";
import { readTwoUp } from "./print/two-up-measure.ts";
import { squash } from "./support/pdf-tools.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ web: {} });
});
afterAll(async () => {
  await t.close();
});

async function print(body: {
  data: Checklist;
  format?: "a4" | "a5" | "half-letter";
  orientation?: "landscape";
}) {
  const response = await apiClient(t.app).requestRaw("POST /api/pdf", { body: { ...body, twoUp: true } });
  expect(response.status).toBe(200);
  return readTwoUp(Buffer.from(await response.arrayBuffer()));
}

/** A document of `count` pages on small paper: a long list. */
function pagesOf(count: number): Checklist {
  const doc = createPreset("daily-checklist", { start: "2026-03-01" });
  const list = doc.blocks.find((block) => block.kind === "interactive-list");
  if (list?.kind !== "interactive-list") throw new Error("no list");
  const items = Array.from({ length: count * 16 }, (_, index) => ({
    id: `i${1000 + index}`,
    text: `Errand number ${index + 1}`,
    isChecked: false,
    depth: 1 as const,
  }));
  return { ...doc, nextId: 5000, blocks: [{ ...list, items }] };
}

describe(`POST /api/pdf two on one sheet (${dbKind})`, () => {
  it("puts two A5 pages side by side on an A4 landscape sheet, 1|2 then 3|4, with cut marks", async () => {
    const doc = pagesOf(3);
    const sheets = await print({ data: doc, format: "a5" });
    expect(sheets.pages).toBeGreaterThanOrEqual(2);
    for (const sheet of sheets.sheets) {
      expect(Math.abs(sheet.width - 841.89)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(sheet.height - 595.28)).toBeLessThanOrEqual(0.5);
      expect(sheet.cutMarks).toBe(2);
    }
    // Reading order: the page labels of the continuations, left half then right.
    const labels = sheets.sheets.flatMap((sheet) => [sheet.firstHalfText, sheet.secondHalfText]);
    const numbers = labels.map((text) =>
      Number(/page(\d+)of/.exec(squash(text))?.[1] ?? (squash(text) ? 1 : 0)),
    );
    const count = paginate(doc, "a5").pages.length;
    expect(count).toBe(3);
    // An odd last page leaves the second half of its sheet blank.
    expect(numbers).toEqual([1, 2, 3, 0]);
    expect(sheets.sheets[0]?.placements.map((place) => Math.round(place.x))).toEqual([1, 421]);
    expect(sheets.makers).toEqual(["Listful", "Listful"]);
  }, 60_000);

  it("stacks landscape half-letter pages on a portrait Letter sheet", async () => {
    const sheets = await print({ data: pagesOf(2), format: "half-letter", orientation: "landscape" });
    for (const sheet of sheets.sheets) {
      expect(Math.abs(sheet.width - 612)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(sheet.height - 792)).toBeLessThanOrEqual(0.5);
      expect(sheet.isStacked).toBe(true);
      expect(sheet.cutMarks).toBe(2);
    }
  }, 60_000);

  it("prints a one-page document twice on its sheet, two copies from one print", async () => {
    const doc = pagesOf(0.5);
    expect(paginate(doc, "half-letter").pages).toHaveLength(1);
    const sheets = await print({ data: doc, format: "half-letter" });
    expect(sheets.pages).toBe(1);
    const [sheet] = sheets.sheets;
    expect(squash(sheet?.firstHalfText ?? "")).toContain(squash(doc.title.text));
    expect(squash(sheet?.secondHalfText ?? "")).toBe(squash(sheet?.firstHalfText ?? "x"));
  }, 60_000);

  it("refuses two on one sheet for A4 or Letter, or without a small format, naming the papers", async () => {
    const doc = createPreset("gratitude-journal", { start: "2026-03-01" });
    for (const body of [{ data: doc, format: "a4" as const }, { data: doc }]) {
      const error = await failure(
        apiClient(t.app).requestRaw("POST /api/pdf", { body: { ...body, twoUp: true } }),
      );
      expect(error.status).toBe(400);
      expect(JSON.stringify(error.envelope.errors)).toContain("twoUp");
      expect(JSON.stringify(error.envelope.errors)).toContain("format a5 (two on A4) or half-letter");
    }
  });
});
