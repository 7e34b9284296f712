import { createPreset, setTitle } from "@listful/checklist";
import { describe, expect, it } from "vitest";
import { nextPeriodLabel, nextPeriodReadyMessage } from "./next-period.ts";

describe("next period's copy", () => {
  it("is named by the checklist's period", () => {
    expect(nextPeriodLabel("month")).toBe("Next month's copy");
    expect(nextPeriodLabel("week")).toBe("Next week's copy");
    expect(nextPeriodLabel("day")).toBe("Tomorrow's copy");
    expect(nextPeriodLabel("period")).toBe("Next period's copy");
  });

  it("says what was made, with its period when the title does not name it", () => {
    const december = createPreset("habit-tracker", { start: "2026-12-01" });
    const named = setTitle(december, { text: "December 2026 habits" });
    expect(nextPeriodReadyMessage({ title: "December 2026 habits", data: named })).toBe(
      "“December 2026 habits” is ready.",
    );
    expect(nextPeriodReadyMessage({ title: "Habit Tracker (copy)", data: december })).toBe(
      "“Habit Tracker (copy)” for December 2026 is ready.",
    );
  });
});
