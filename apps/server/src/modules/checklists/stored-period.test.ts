import { type Checklist, createPreset, getPeriodUnitName, hasPeriod, setUndated } from "@listful/checklist";
import { CHECKLIST_V1_FIXTURE } from "@listful/checklist/fixtures";
import { describe, expect, it } from "vitest";
import { storedPeriod } from "./stored-period.ts";

const fieldsOf = (doc: { timeframe?: unknown; isUndated?: unknown }) => ({
  timeframe: doc.timeframe,
  isUndated: doc.isUndated,
});

describe("storedPeriod", () => {
  const docs: Checklist[] = [
    createPreset("habit-tracker", { start: "2026-11-01" }),
    createPreset("weekly-to-do-list", { start: "2026-11-22" }),
    createPreset("daily-checklist", { start: "2026-11-26" }),
    createPreset("30-day-challenge", { start: "2026-11-01" }),
    setUndated(createPreset("habit-tracker", { start: "2026-11-01" }), { isUndated: true }),
    { ...createPreset("cute-checklist"), timeframe: null },
  ];

  it("names each document's period as the model does", () => {
    for (const doc of docs) {
      expect(storedPeriod(fieldsOf(doc))).toBe(hasPeriod(doc) ? getPeriodUnitName(doc) : null);
    }
    expect(docs.map((doc) => storedPeriod(fieldsOf(doc)))).toEqual([
      "month",
      "week",
      "day",
      "period",
      null,
      null,
    ]);
  });

  it("reads a version 1 document, which has no isUndated, and nothing from damaged fields", () => {
    expect(storedPeriod(fieldsOf(CHECKLIST_V1_FIXTURE as { timeframe?: unknown }))).toBe("month");
    expect(storedPeriod({ timeframe: { unit: "year", count: 1 }, isUndated: null })).toBeNull();
    expect(storedPeriod({ timeframe: "2026-11", isUndated: null })).toBeNull();
  });
});
