import { type Checklist, createLibraryDocument, editItem, TEMPLATE_LIBRARY } from "@listful/checklist";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Sheet } from "../sheet.tsx";
import type { SheetMode } from "../sheet-types.ts";
import { chromiumLaunchOptions } from "../test/chromium.ts";
import { createAllKindsDoc, createPresetDoc } from "../test/fixtures.tsx";
import { inlineCss } from "../test/inline-css.ts";
import { toPrintHtml } from "../test/print-html.ts";

let browser: Browser;
let page: Page;
const css = inlineCss();

beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunchOptions());
  page = await browser.newPage();
  await page.route("**/*", (route) => route.abort("blockedbyclient"));
});

afterAll(async () => {
  await browser?.close();
});

type Place = { readonly top: number; readonly height: number };

/** Where each habit row's label is drawn in its row: the text's box (printed text, or its field), from the row's top. */
function readLabelPlaces(): Place[] {
  return [...document.querySelectorAll(".ls-icon-row")].map((row) => {
    const label = row.querySelector(".ls-icon-label > *");
    if (!label) throw new Error("a habit row without its label");
    const [text, box] = [label.getBoundingClientRect(), row.getBoundingClientRect()];
    return { top: Math.round((text.top - box.top) * 10) / 10, height: Math.round(text.height * 10) / 10 };
  });
}

async function labelPlaces(doc: Checklist, mode: SheetMode): Promise<Place[]> {
  const sheet = <Sheet doc={doc} mode={mode} dispatch={() => undefined} />;
  await page.setContent(toPrintHtml(sheet, css), { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page.evaluate(readLabelPlaces);
}

/** A habit tracker whose first habit wraps to two lines, so its row is taller than one line needs. */
function withLongHabit(): Checklist {
  const doc = createPresetDoc("habit-tracker");
  const grid = doc.blocks.find((block) => block.kind === "icon-field");
  const first = grid?.kind === "icon-field" ? grid.rows[0] : undefined;
  if (!first) throw new Error("the habit tracker has no habit");
  return editItem(doc, { itemId: first.id, text: "Walk the dog round the park before breakfast" });
}

/** The library's Monthly Habit Tracker in November 2026: a habit its measure allows a second line it does not take. */
function monthlyHabitTracker(): Checklist {
  const design = TEMPLATE_LIBRARY.find((entry) => entry.slug === "habit-tracker");
  if (!design) throw new Error("the library has no Monthly Habit Tracker");
  return createLibraryDocument(design, { start: new Date("2026-11-26T12:00:00Z") });
}

describe("the editor draws the habit grid's labels where print does", () => {
  const docs: [string, Checklist][] = [
    ["habit tracker", createPresetDoc("habit-tracker")],
    ["mood tracker", createPresetDoc("mood-tracker")],
    ["a habit on two lines", withLongHabit()],
    ["a habit on one of the two lines its row allows", monthlyHabitTracker()],
    ["every block kind (a row grown to fill the page)", createAllKindsDoc()],
  ];

  it.each(docs)("%s: each label at the same height in its row in edit mode as in print", async (_, doc) => {
    const printed = await labelPlaces(doc, "print");
    expect(printed.length).toBeGreaterThan(0);
    expect(await labelPlaces(doc, "edit")).toEqual(printed);
  });
});
