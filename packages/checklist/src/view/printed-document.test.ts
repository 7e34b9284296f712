import { describe, expect, it } from "vitest";
import { setHeadline } from "../operations/set-headline.ts";
import { setTitle } from "../operations/set-title.ts";
import { setUndated } from "../operations/set-undated.ts";
import { setWeekNumbers } from "../operations/set-week-numbers.ts";
import { createPreset } from "../templates/create-preset.ts";
import { toPlainText } from "../text/to-plain-text.ts";
import { toPrintedDocument } from "./printed-document.ts";

describe("toPrintedDocument", () => {
  const week = createPreset("weekly-to-do-list", { start: "2026-11-30", locale: "en-GB" });

  it("prints a weekly sheet's week number after its date label", () => {
    expect(week.headline).toBe("30 Nov\u2009–\u20096 Dec 2026");
    expect(toPrintedDocument(week).headline).toBe("30 Nov\u2009–\u20096 Dec 2026 · W49");
    expect(toPlainText(week)).toContain("W49");
    const american = setWeekNumbers(createPreset("weekly-to-do-list", { start: "2026-12-30" }), {
      showWeekNumbers: true,
    });
    // The US rule: the week of Sunday 27 December 2026 holds 1 January, so it is 2027's week 1.
    expect(toPrintedDocument(american).headline).toBe("Dec 27, 2026\u2009–\u2009Jan 2, 2027 · W1");
  });

  it("prints an undated sheet's day lists as the same objects while they do not change", () => {
    const undated = setUndated(week, { isUndated: true });
    const edited = setTitle(undated, { text: "Another title" });
    const [before, after] = [toPrintedDocument(undated), toPrintedDocument(edited)];
    expect(after.blocks[1]?.kind === "interactive-list" && after.blocks[1].title).toBe(
      "Day: ________________",
    );
    expect(after.blocks).toEqual(before.blocks);
    expect(after.blocks.every((block, index) => block === before.blocks[index])).toBe(true);
  });

  it("leaves the document as it is where nothing is generated", () => {
    expect(toPrintedDocument(setWeekNumbers(week, { showWeekNumbers: false }))).toEqual(
      setWeekNumbers(week, { showWeekNumbers: false }),
    );
    const written = setHeadline(week, { text: "Holiday week" });
    expect(toPrintedDocument(written)).toBe(written);
    const month = createPreset("habit-tracker", { start: "2026-11-01", locale: "en-GB" });
    expect(toPrintedDocument(month)).toBe(month);
    const printed = toPrintedDocument(week);
    expect(toPrintedDocument(printed)).toBe(printed);
  });
});
