import { applyTick, type Checklist, createPreset, type Tick } from "@listful/checklist";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, createTestApp, dbKind, failure, type TestApp } from "./helpers.ts";
import { inspectPdf, squash } from "./support/pdf-tools.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ web: {} });
});
afterAll(() => t.close());

/** The text of the PDF made of `data`, as a guest downloads it. */
async function printedText(data: Checklist, hideDone?: boolean): Promise<string> {
  const response = await apiClient(t.app).requestRaw("POST /api/pdf", {
    body: { data, ...(hideDone === undefined ? {} : { hideDone }) },
  });
  expect(response.status).toBe(200);
  return squash(inspectPdf(Buffer.from(await response.arrayBuffer())).text());
}

function tick(doc: Checklist, ...ticks: Tick[]): Checklist {
  return ticks.reduce(applyTick, doc);
}

describe(`POST /api/pdf with hideDone (${dbKind})`, () => {
  it("leaves out the ticked items of a list, and prints the rest", async () => {
    const doc = createPreset("daily-checklist", { start: "2026-11-26" });
    const list = doc.blocks.find((block) => block.kind === "interactive-list");
    if (list?.kind !== "interactive-list") throw new Error("no list");
    const [done, open] = list.items;
    if (!done || !open) throw new Error("too short a list");
    const ticked = tick(doc, { kind: "item", itemId: done.id, isChecked: true });

    const withTicks = await printedText(ticked);
    expect(withTicks).toContain(squash(done.text));
    const withoutDone = await printedText(ticked, true);
    expect(withoutDone).not.toContain(squash(done.text));
    expect(withoutDone).toContain(squash(open.text));
  });

  it("prints a tracker's rows with the total of each row's ticks", async () => {
    const doc = createPreset("habit-tracker", { start: "2026-11-01" });
    const grid = doc.blocks.find((block) => block.kind === "icon-field");
    const rowId = grid?.kind === "icon-field" ? (grid.rows[0]?.id ?? "") : "";
    const ticked = tick(
      doc,
      { kind: "icon-cell", rowId, day: 0, value: 1 },
      { kind: "icon-cell", rowId, day: 3, value: 1 },
      { kind: "icon-cell", rowId, day: 4, value: 1 },
    );
    const plain = await printedText(ticked, false);
    const hidden = await printedText(ticked, true);
    expect(plain).not.toMatch(/Total/i);
    expect(hidden).toMatch(/Total/i);
  });

  it("refuses a hideDone that is not true or false", async () => {
    const refused = await failure(
      apiClient(t.app).requestRaw("POST /api/pdf", {
        body: { data: createPreset("daily-checklist"), hideDone: "yes" as unknown as boolean },
      }),
    );
    expect(refused.status).toBe(400);
  });
});
