import { describe, expect, it } from "vitest";
import { createPreset } from "../templates/create-preset.ts";
import { expectValid } from "../test/fixtures.ts";
import { resetPremiumFeatures } from "./reset-premium-features.ts";
import { setBackground } from "./set-background.ts";
import { setCalendarPeriod } from "./set-calendar-period.ts";
import { setFont } from "./set-font.ts";
import { setHeader } from "./set-header.ts";
import { setItemOptions } from "./set-item-options.ts";
import { setLayout } from "./set-layout.ts";
import { setPalette } from "./set-palette.ts";
import { setTitle } from "./set-title.ts";

describe("resetPremiumFeatures", () => {
  const saved = createPreset("daily-checklist", { start: "2025-03-03" });

  it("restores the saved design and options, keeping the colour scheme, item css and maxlength", () => {
    let doc = setLayout(saved, { layout: 4 });
    doc = setHeader(doc, { style: 5 });
    doc = setFont(doc, { role: "heading", fontFamily: "Lora" });
    doc = setBackground(doc, { showBackground: true, backgroundId: 9 });
    doc = setTitle(doc, { text: "My day", fontFamily: "Caveat" });
    doc = setPalette(doc, { palette: 11 });
    doc = setItemOptions(doc, { fontSize: "large", maxlength: 80 });
    const reset = resetPremiumFeatures(doc, { saved });
    expect(reset.layout).toBe(saved.layout);
    expect(reset.header).toEqual(saved.header);
    expect(reset.design.fonts).toEqual(saved.design.fonts);
    expect(reset.design).toMatchObject({ showBackground: false, backgroundId: 1, palette: 11 });
    expect(reset.design.colors).toEqual(doc.design.colors);
    expect(reset.title).toEqual({ ...saved.title, text: "My day" });
    expect(reset.itemOptions).toEqual(doc.itemOptions);
    expect(reset.blocks).toEqual(doc.blocks);
    expectValid(reset);
  });

  it("restores the calendar for template 3 only", () => {
    const weekly = setCalendarPeriod(saved, { period: "week" });
    expect(resetPremiumFeatures(weekly, { saved }).calendar.period).toBe("week");
    const planner = setCalendarPeriod(setLayout(saved, { layout: 3 }), { period: "week" });
    const reset = resetPremiumFeatures(planner, { saved });
    expect(reset.calendar).toEqual(saved.calendar);
    expect(reset.layout).toBe(1);
    expectValid(reset);
  });
});
