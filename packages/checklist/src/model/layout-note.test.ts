import { describe, expect, it } from "vitest";
import { addBlock } from "../operations/add-block.ts";
import { setLayout } from "../operations/set-layout.ts";
import { toggleItem } from "../operations/toggle-item.ts";
import { createPreset } from "../templates/create-preset.ts";
import { printedList } from "../templates/preset-builder.ts";
import { createDoc, createListDoc } from "../test/fixtures.ts";
import { getLayoutNote } from "./layout-note.ts";

describe("getLayoutNote", () => {
  const tasks = createListDoc(["A", "B"]);

  it("says nothing for layouts that always show", () => {
    for (const layout of [1, 2, 4] as const) expect(getLayoutNote(setLayout(tasks, { layout }))).toBeNull();
  });

  it("says the planner needs a calendar or habit grid to lead the page, until it has one", () => {
    const planner = setLayout(tasks, { layout: 3 });
    expect(getLayoutNote(planner)).toBe("needs-dated-block");
    expect(getLayoutNote(addBlock(planner, { kind: "calendar" }))).toBeNull();
    expect(getLayoutNote(addBlock(planner, { kind: "icon-field" }))).toBeNull();
  });

  it("says done-last has nothing to sort until a tick-box list has a ticked item", () => {
    const doneLast = setLayout(tasks, { layout: 5 });
    expect(getLayoutNote(doneLast)).toBe("nothing-ticked");
    expect(getLayoutNote(toggleItem(doneLast, { itemId: "i3" }))).toBeNull();
    const printed = setLayout(
      createDoc((ids) => [printedList(ids, "Ideas", "bullet", ["A"])]),
      { layout: 5 },
    );
    expect(getLayoutNote(printed)).toBe("needs-checklist");
  });

  it("asks week across for day lists, and says nothing on a weekly sheet", () => {
    expect(getLayoutNote(setLayout(tasks, { layout: 6 }))).toBe("needs-day-lists");
    const weekly = createPreset("weekly-to-do-list", { start: "2026-11-30", locale: "en-GB" });
    expect(getLayoutNote(setLayout(weekly, { layout: 6 }))).toBeNull();
  });
});
