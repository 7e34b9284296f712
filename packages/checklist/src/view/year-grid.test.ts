import { describe, expect, it } from "vitest";
import { createPreset } from "../templates/create-preset.ts";
import { getYearGridMonths, getYearGridYear, isIconCellDrawn } from "./year-grid.ts";

describe("year grid", () => {
  it("names the months in the document's locale and counts their days in the sheet's year", () => {
    const doc = createPreset("mood-tracker", { start: "2027-05-01" });
    const months = getYearGridMonths(doc);
    expect(getYearGridYear(doc)).toBe(2027);
    expect(months.map((month) => month.label).slice(0, 3)).toEqual(["Jan", "Feb", "Mar"]);
    expect(months[1]).toMatchObject({ name: "February", days: 28 });
    expect(months.map((month) => month.days)).toEqual([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
    const french = getYearGridMonths(createPreset("mood-tracker", { start: "2028-05-01", locale: "fr-FR" }));
    expect(french[1]).toMatchObject({ label: "févr.", days: 29 });
  });

  it("gives an undated sheet's February 29 days, so any year fits", () => {
    const doc = { ...createPreset("mood-tracker", { start: "2027-05-01" }), isUndated: true };
    expect(getYearGridYear(doc)).toBeNull();
    expect(getYearGridMonths(doc)[1]?.days).toBe(29);
    expect(getYearGridMonths({ ...doc, isUndated: false, timeframe: null })[1]?.days).toBe(29);
  });

  it("draws only the days a month has", () => {
    const months = getYearGridMonths(createPreset("mood-tracker", { start: "2027-05-01" }));
    expect(isIconCellDrawn(months, 1, 27)).toBe(true);
    expect(isIconCellDrawn(months, 1, 28)).toBe(false);
    expect(isIconCellDrawn(months, 3, 29)).toBe(true);
    expect(isIconCellDrawn(months, 3, 30)).toBe(false);
    expect(isIconCellDrawn(months, 0, 30)).toBe(true);
    expect(isIconCellDrawn(null, 3, 30)).toBe(true);
  });
});
