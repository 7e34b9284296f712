import { describe, expect, it } from "vitest";
import { breakLines, countLines } from "./break-lines.ts";
import { matchWeight } from "./font-face.ts";
import { measureText } from "./measure-text.ts";

const ARIAL = { family: "Arial", weight: 400, size: 10 } as const;

describe("measureText", () => {
  it("adds the advance widths of the font's glyphs (Arial: H 722, e 556, l 222, o 556 per 1000)", () => {
    expect(measureText("Hello", ARIAL)).toBeCloseTo(22.83, 1);
  });

  it("measures the bold face wider, letter spacing per glyph, and unknown glyphs as wide", () => {
    expect(measureText("Hello", { ...ARIAL, weight: 700 })).toBeGreaterThan(measureText("Hello", ARIAL));
    expect(measureText("ab", { ...ARIAL, letterSpacing: 0.1 })).toBeCloseTo(measureText("ab", ARIAL) + 2, 5);
    expect(measureText("漢字", ARIAL)).toBeCloseTo(26, 5);
    expect(measureText("e\u0301", ARIAL)).toBeCloseTo(measureText("e", ARIAL), 5);
  });
});

describe("matchWeight", () => {
  it("picks the face a browser picks (CSS Fonts 4 matching)", () => {
    expect(matchWeight([400, 700], 500)).toBe(400);
    expect(matchWeight([300, 400, 500, 700], 500)).toBe(500);
    expect(matchWeight([400], 700)).toBe(400);
    expect(matchWeight([400, 700], 300)).toBe(400);
    expect(matchWeight([300, 400, 700], 300)).toBe(300);
  });
});

describe("breakLines and countLines", () => {
  const style = { family: "Arial", weight: 400, size: 15 } as const;

  it("keeps a short text on one line and wraps a long one at spaces", () => {
    expect(countLines("Make the bed", style, 300)).toBe(1);
    const lines = breakLines("Two hours of focused work on the main task and then a walk", style, 200);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(measureText(line, style)).toBeLessThan(200);
    expect(lines.join(" ")).toBe("Two hours of focused work on the main task and then a walk");
  });

  it("breaks after a hyphen between letters, never before a number", () => {
    expect(breakLines("aaaaaaaaaaaa well-being", style, 170)).toEqual(["aaaaaaaaaaaa well-", "being"]);
    expect(breakLines("aaaaaaaaaaaaaaa 2-3", style, 150)).toEqual(["aaaaaaaaaaaaaaa", "2-3"]);
  });

  it("cuts a word longer than the line, and counts a line more for where the browser cuts it", () => {
    const word = "x".repeat(60);
    const lines = breakLines(word, style, 100);
    expect(lines.join("")).toBe(word);
    expect(countLines(word, style, 100)).toBe(lines.length + 1);
  });

  it("starts a new line at each line break, and an empty text takes one line", () => {
    expect(breakLines("one\ntwo", style, 300)).toEqual(["one", "two"]);
    expect(countLines("", style, 300)).toBe(1);
  });
});
