// @vitest-environment happy-dom
import {
  createPreset,
  setUndated,
  setWeekNumbers,
  toggleIconCell,
  toggleItem,
  withoutDoneItems,
} from "@listful/checklist";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Sheet } from "../sheet.tsx";
import { SHEET_MODES } from "../sheet-types.ts";

afterEach(cleanup);

describe("calendars that know the date", () => {
  it("numbers the weeks of a month view where the locale does", () => {
    const british = createPreset("monthly-calendar", { start: "2026-11-01", locale: "en-GB" });
    const { container, unmount } = render(<Sheet doc={british} mode="print" />);
    expect([...container.querySelectorAll(".ls-cal-week")].map((week) => week.textContent)).toEqual([
      "W44",
      "W45",
      "W46",
      "W47",
      "W48",
      "W49",
    ]);
    unmount();
    const american = createPreset("monthly-calendar", { start: "2026-11-01" });
    expect(render(<Sheet doc={american} mode="print" />).container.querySelector(".ls-cal-week")).toBeNull();
  });

  it("numbers the weeks of any month view and weekly sheet when asked, by the week start's rule", () => {
    const december = setWeekNumbers(createPreset("monthly-calendar", { start: "2026-12-01" }), {
      showWeekNumbers: true,
    });
    const { container, unmount } = render(<Sheet doc={december} mode="print" />);
    // Sunday-first: the week of Sunday 27 December holds 1 January, so it is week 1.
    expect([...container.querySelectorAll(".ls-cal-week")].map((week) => week.textContent)).toEqual([
      "W49",
      "W50",
      "W51",
      "W52",
      "W1",
    ]);
    unmount();
    const week = setWeekNumbers(createPreset("weekly-to-do-list", { start: "2026-11-30" }), {
      showWeekNumbers: true,
    });
    for (const mode of ["print", "edit"] as const) {
      const drawn = render(<Sheet doc={week} mode={mode} dispatch={() => undefined} />);
      const headline = drawn.container.querySelector(".ls-header-headline");
      const text = mode === "edit" ? headline?.querySelector("textarea")?.value : headline?.textContent;
      expect(text).toBe("Nov 29\u2009–\u2009Dec 5, 2026 · W49");
      drawn.unmount();
    }
  });

  it("prints an undated sheet with blanks to fill in by hand, in every mode", () => {
    for (const mode of SHEET_MODES) {
      const calendar = setUndated(createPreset("monthly-calendar", { start: "2026-11-26" }), {
        isUndated: true,
      });
      const drawn = render(<Sheet doc={calendar} mode={mode} dispatch={() => undefined} />);
      const { container } = drawn;
      expect(container.textContent).not.toContain("November");
      expect(container.querySelectorAll(".ls-cal-cell:not([data-blank])")).toHaveLength(42);
      expect(container.querySelectorAll(".ls-cal-date-blank")).toHaveLength(42);
      expect(container.querySelectorAll(".ls-weekday")).toHaveLength(7);
      drawn.unmount();
      const tracker = setUndated(createPreset("habit-tracker", { start: "2026-11-26" }), { isUndated: true });
      const grid = render(<Sheet doc={tracker} mode={mode} dispatch={() => undefined} />).container;
      const numbers = [...grid.querySelectorAll(".ls-day-number")].map((day) => day.textContent);
      expect(numbers).toEqual(Array.from({ length: 31 }, (_, index) => String(index + 1)));
      expect(
        grid.querySelectorAll(".ls-day-weekday, .ls-day[data-weekend], .ls-day[data-week-start]"),
      ).toHaveLength(0);
      cleanup();
    }
    const week = setUndated(createPreset("weekly-to-do-list", { start: "2026-11-26" }), { isUndated: true });
    const planner = render(<Sheet doc={week} mode="print" />).container;
    expect(planner.querySelector(".ls-header-headline")?.textContent).toBe("Week of: ________________");
    const headings = [...planner.querySelectorAll(".ls-heading")].map((heading) => heading.textContent);
    expect(headings.filter((heading) => heading === "Day: ________________")).toHaveLength(7);
  });

  it("prints without done items: lists close up and each tracker row ends with its total", () => {
    const tracker = createPreset("habit-tracker", { start: "2026-12-01" });
    const grid = tracker.blocks[0];
    const rowId = grid?.kind === "icon-field" ? (grid.rows[1]?.id ?? "") : "";
    const goals = tracker.blocks[1];
    const goalId = goals?.kind === "interactive-list" ? (goals.items[0]?.id ?? "") : "";
    const ticked = toggleItem(toggleIconCell(toggleIconCell(tracker, { rowId, day: 0 }), { rowId, day: 1 }), {
      itemId: goalId,
    });
    for (const mode of SHEET_MODES) {
      const { container } = render(
        <Sheet doc={withoutDoneItems(ticked)} mode={mode} dispatch={() => undefined} />,
      );
      const totals = [...container.querySelectorAll(".ls-icon-total")].map((total) => total.textContent);
      expect(totals.slice(0, 3)).toEqual(["Total", "0", "2"]);
      expect(totals).toHaveLength(13);
      expect(container.textContent).not.toContain("Finish one book");
      expect(container.textContent).toContain("Work out twelve times");
      cleanup();
    }
  });

  it("leaves a blank tracker's totals blank, to be written in by hand", () => {
    const tracker = { ...createPreset("habit-tracker", { start: "2026-12-01" }), showRowTotals: true };
    const { container, unmount } = render(<Sheet doc={tracker} mode="print" />);
    const totals = [...container.querySelectorAll(".ls-icon-total")].map((total) => total.textContent);
    expect(totals[0]).toBe("Total");
    expect(totals.slice(1)).toEqual(Array.from({ length: totals.length - 1 }, () => ""));
    expect(totals.length).toBeGreaterThan(1);
    unmount();
  });

  it("rules the start of each week of a tracker, for prints without the weekend tint", () => {
    // November 2026 starts on a Sunday: Mondays are the 2nd, 9th, 16th, 23rd and 30th.
    const doc = createPreset("habit-tracker", { start: "2026-11-01", weekStart: "monday" });
    const { container, unmount } = render(<Sheet doc={doc} mode="print" />);
    const starts = [...container.querySelectorAll(".ls-day[data-week-start] .ls-day-number")];
    expect(starts.map((day) => day.textContent)).toEqual(["2", "9", "16", "23", "30"]);
    const firstRow = container.querySelector(".ls-icon-row");
    expect(firstRow?.querySelectorAll(".ls-icon-cell[data-week-start]")).toHaveLength(5);
    unmount();
    // In the United States weeks start on Sunday.
    const american = render(
      <Sheet doc={createPreset("habit-tracker", { start: "2026-11-01" })} mode="print" />,
    );
    const sundays = [...american.container.querySelectorAll(".ls-day[data-week-start] .ls-day-number")];
    expect(sundays.map((day) => day.textContent)).toEqual(["8", "15", "22", "29"]);
  });

  it("draws a Saturday-first month view and tints the locale's weekend", () => {
    const saturday = createPreset("monthly-calendar", { start: "2026-11-01", weekStart: "saturday" });
    const { container, unmount } = render(<Sheet doc={saturday} mode="print" />);
    const weekdays = [...container.querySelectorAll(".ls-weekday")].map((day) => day.textContent);
    expect(weekdays).toEqual(["Sat", "Sun", "Mon", "Tue", "Wed", "Thu", "Fri"]);
    const firstRow = container.querySelector(".ls-cal-row");
    // Sunday the 1st sits in the second column, after one blank Saturday.
    expect([...(firstRow?.children ?? [])].slice(0, 3).map((cell) => cell.textContent)).toEqual([
      "",
      "1",
      "2",
    ]);
    unmount();
    const egyptian = createPreset("habit-tracker", { start: "2026-11-01", locale: "ar-EG" });
    const tracker = render(<Sheet doc={egyptian} mode="print" />).container;
    // Friday the 6th and Saturday the 7th are the weekend in Egypt, not Sunday the 1st.
    const tinted = [...tracker.querySelectorAll(".ls-day[data-weekend]")]
      .slice(0, 3)
      .map((day) => [...tracker.querySelectorAll(".ls-day")].indexOf(day));
    expect(tinted).toEqual([5, 6, 12]);
  });
});
