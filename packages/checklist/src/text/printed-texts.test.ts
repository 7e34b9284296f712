import { describe, expect, it } from "vitest";
import { createPreset } from "../templates/create-preset.ts";
import { printedTexts } from "./printed-texts.ts";

describe("the texts a document prints", () => {
  it("gives the title, headline, items and calendar titles of a 30-day challenge", () => {
    const doc = createPreset("30-day-challenge", { start: "2026-03-01" });
    const texts = printedTexts(doc);
    expect(texts).toContain("30-Day Fitness Challenge");
    expect(texts).toContain(doc.headline);
    expect(texts).toContain("Day 1 · 20 squats");
    expect(texts).toContain("Drink two litres of water");
    expect(texts.every((text) => text.trim() === text && text !== "")).toBe(true);
  });

  it("leaves out what the header hides", () => {
    const doc = createPreset("habit-tracker", { start: "2026-03-01" });
    const hidden = printedTexts({ ...doc, header: { ...doc.header, showTitle: false, showHeadline: false } });
    expect(hidden).not.toContain(doc.title.text);
    expect(hidden).not.toContain(doc.headline);
    expect(hidden).toContain("Read 20 pages");
  });
});
