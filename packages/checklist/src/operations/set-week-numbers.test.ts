import { describe, expect, it } from "vitest";
import { createListDoc, expectValid } from "../test/fixtures.ts";
import { setWeekNumbers } from "./set-week-numbers.ts";

describe("setWeekNumbers", () => {
  it("turns week numbers on and off", () => {
    const doc = createListDoc([]);
    const on = setWeekNumbers(doc, { showWeekNumbers: true });
    expect(on.showWeekNumbers).toBe(true);
    expectValid(on);
    expect(setWeekNumbers(on, { showWeekNumbers: false }).showWeekNumbers).toBe(false);
  });

  it("ignores no change and anything but true or false", () => {
    const doc = createListDoc([]);
    expect(setWeekNumbers(doc, { showWeekNumbers: false })).toBe(doc);
    expect(setWeekNumbers(doc, { showWeekNumbers: "yes" as unknown as boolean })).toBe(doc);
  });
});
