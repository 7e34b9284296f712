import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../../src/seed/seed-database.ts";
import { createTestApp, type TestApp } from "../helpers.ts";
import { type PrintCase, stockCases, twoUpCases, variantCases } from "./print-cases.ts";
import { checkPrint, loadTemplates } from "./print-check.ts";

// The print check (packages/checklist README, "Rules every printed page must keep"): every stock
// template on A4 and Letter, portrait and landscape, and a few generated variants, printed through the
// real PDF route and read back with Poppler. `npm run check:print` runs the full matrix over every
// design of the library; the suite keeps to a sample, one design of each type and the landscape kinds.
const SAMPLE = [
  "daily-checklist",
  "school-term-habit-tracker",
  "weekly-to-do-list",
  "sunday-first-monthly-calendar",
  "five-minute-gratitude-journal",
  "66-day-habit-challenge",
  "mental-health-check-in",
  "mood-and-sleep-tracker",
  "kids-chore-chart",
  "fitness-habit-tracker",
  "landscape-monthly-calendar",
  "landscape-weekly-to-do-list",
];

function sampleOfLibrary<T extends { slug: string }>(templates: readonly T[]): T[] {
  return templates.filter((template) => SAMPLE.includes(template.slug));
}

let t: TestApp;
let stock: PrintCase[] = [];
beforeAll(async () => {
  t = await createTestApp({ web: {} });
  await seedDatabase(t.database.db, new Date("2026-03-10T12:00:00Z"));
  stock = stockCases(sampleOfLibrary(await loadTemplates(t.app)));
});
afterAll(async () => {
  await t.close();
});

describe("the print check", () => {
  it("prints a sample of the library keeping every rule, A4 and Letter, portrait and landscape", async () => {
    expect(stock.length).toBe(SAMPLE.length * 4);
    const problems: string[] = [];
    for (const print of stock) {
      const result = await checkPrint(t.app, print);
      problems.push(...result.problems.map((problem) => `${print.name} ${result.paper}: ${problem}`));
    }
    expect(problems).toEqual([]);
  }, 240_000);

  it("prints generated variants keeping every rule", async () => {
    const problems: string[] = [];
    for (const print of variantCases(false)) {
      const result = await checkPrint(t.app, print);
      problems.push(...result.problems.map((problem) => `${print.name} ${result.paper}: ${problem}`));
    }
    expect(problems).toEqual([]);
  }, 240_000);

  it("prints small pages two on one sheet: exact sheets, reading order, cut marks", async () => {
    const daily = stock.find((print) => print.name === "daily-checklist");
    if (!daily) throw new Error("no daily checklist");
    const problems: string[] = [];
    for (const print of twoUpCases(daily.name, daily.doc)) {
      const result = await checkPrint(t.app, print);
      problems.push(...result.problems.map((problem) => `${print.name} ${result.paper}: ${problem}`));
    }
    expect(problems).toEqual([]);
  }, 240_000);
});
