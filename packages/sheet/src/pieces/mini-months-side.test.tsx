// @vitest-environment happy-dom
import { createPreset, setCalendarMiniMonths, setUndated } from "@listful/checklist";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Sheet } from "../sheet.tsx";

afterEach(cleanup);

const november = setCalendarMiniMonths(
  createPreset("monthly-calendar", { start: "2026-11-01", locale: "en-GB" }),
  { miniMonths: true },
);

describe("a month view with small months", () => {
  it("draws last and next month beside the grid, over ruled notes lines", () => {
    const { container } = render(<Sheet doc={november} mode="print" />);
    const labels = [...container.querySelectorAll(".ls-mini-label")].map((label) => label.textContent);
    expect(labels).toEqual(["October 2026", "December 2026"]);
    // 1 October 2026 is a Thursday: three blanks before it in a Monday-first week.
    const october = container.querySelector(".ls-mini-month");
    const days = [...(october?.querySelectorAll(".ls-mini-day") ?? [])].map((day) => day.textContent);
    expect(days.slice(0, 5)).toEqual(["", "", "", "1", "2"]);
    expect(container.querySelectorAll(".ls-mini-line").length).toBeGreaterThanOrEqual(2);
    const grid = container.querySelector<HTMLElement>(".ls-cal-grid");
    const side = container.querySelector<HTMLElement>(".ls-mini-side");
    expect(Number.parseFloat(grid?.style.width ?? "0")).toBeLessThan(
      Number.parseFloat(side?.style.left ?? "0"),
    );
  });

  it("leaves an undated sheet's side column all notes, and draws nothing beside the grid when off", () => {
    const undated = render(<Sheet doc={setUndated(november, { isUndated: true })} mode="print" />);
    expect(undated.container.querySelectorAll(".ls-mini-month")).toHaveLength(0);
    expect(undated.container.querySelectorAll(".ls-mini-line").length).toBeGreaterThan(2);
    cleanup();
    const off = render(<Sheet doc={setCalendarMiniMonths(november, { miniMonths: false })} mode="print" />);
    expect(off.container.querySelector(".ls-mini-side")).toBeNull();
  });
});
