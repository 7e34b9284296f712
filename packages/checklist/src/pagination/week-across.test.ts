import { describe, expect, it } from "vitest";
import { hasCutWord } from "../measure/break-lines.ts";
import { editItem } from "../operations/edit-item.ts";
import { setUndated } from "../operations/set-undated.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { createPreset } from "../templates/create-preset.ts";
import { checkTemplateLayout } from "./layout-rules.ts";
import { paginate } from "./paginate.ts";
import type { Piece } from "./pagination-types.ts";
import { getTextStyle } from "./text-styles.ts";

const weekly = {
  ...createPreset("weekly-to-do-list", { start: "2026-11-30", locale: "en-US" }),
  layout: 6 as const,
};
const dayIds = weekly.blocks
  .filter((block) => block.kind === "interactive-list")
  .slice(1)
  .map((b) => b.id);

function dayPieces(doc: Checklist, orientation: "portrait" | "landscape"): Piece[] {
  const pages = paginate(doc, "a4", orientation).pages;
  return pages.flatMap((page) => page.pieces).filter((piece) => dayIds.includes(piece.blockId));
}

const rowTops = (piece: Piece) => piece.rows.map((row) => piece.y + row.y);
const countSpare = (piece: Piece) => piece.rows.filter((row) => row.type === "spare").length;

describe("layout 6, week across", () => {
  it("stands the seven days side by side in landscape, equally wide, on one page", () => {
    const days = dayPieces(weekly, "landscape");
    expect(days).toHaveLength(7);
    expect(new Set(days.map((piece) => piece.y)).size).toBe(1);
    expect(new Set(days.map((piece) => piece.width)).size).toBe(1);
    expect(days.map((piece) => piece.column)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(paginate(weekly, "a4", "landscape").pages).toHaveLength(1);
  });

  it("turned on small paper, puts four days over three where seven columns would cut a day's name", () => {
    const style = getTextStyle(weekly, "heading");
    for (const format of ["a5", "half-letter"] as const) {
      const pages = paginate(weekly, format, "landscape").pages;
      const days = pages.flatMap((page) => page.pieces).filter((piece) => dayIds.includes(piece.blockId));
      expect(days, format).toHaveLength(7);
      expect(Math.max(...days.map((piece) => piece.column)), format).toBe(3);
      for (const day of days) {
        const block = weekly.blocks.find((candidate) => candidate.id === day.blockId);
        const title = block?.kind === "interactive-list" ? block.title : "";
        expect(hasCutWord(title, style, day.width), `${title} on ${format}`).toBe(false);
      }
    }
    // Seven columns of A5's width would cut "Wednesday".
    expect(hasCutWord("Wednesday, Dec 2", style, (717 - 6 * 12) / 7)).toBe(true);
  });

  it("puts four days over three in portrait", () => {
    const days = dayPieces(weekly, "portrait");
    const bands = [...new Set(days.map((piece) => piece.y))];
    expect(bands).toHaveLength(2);
    expect(days.filter((piece) => piece.y === bands[0])).toHaveLength(4);
    expect(days.filter((piece) => piece.y === bands[1])).toHaveLength(3);
  });

  it("spans what comes before and after the days across the page", () => {
    const page = paginate(weekly, "a4", "landscape").pages[0];
    const others = page?.pieces.filter((piece) => !dayIds.includes(piece.blockId)) ?? [];
    expect(others.length).toBeGreaterThan(0);
    for (const piece of others) expect(piece.width).toBe(page?.flow.width);
  });

  it("aligns each row across the week, a long task making its row taller on every day", () => {
    const [first] = weekly.blocks.filter((block) => block.id === dayIds[2]);
    const item = first?.kind === "interactive-list" ? first.items[0] : undefined;
    const long = editItem(weekly, {
      itemId: item?.id as string,
      text: "Call the school about the parents' evening and the trip form",
    });
    for (const orientation of ["landscape", "portrait"] as const) {
      const days = dayPieces(long, orientation).filter(
        (piece) => piece.y === dayPieces(long, orientation)[0]?.y,
      );
      const shortest = Math.min(...days.map((piece) => piece.rows.length));
      for (const piece of days)
        expect(rowTops(piece).slice(0, shortest)).toEqual(rowTops(days[0] as Piece).slice(0, shortest));
    }
  });

  it("spreads the spare room evenly: every day keeps the same blank rows, two at least", () => {
    for (const orientation of ["landscape", "portrait"] as const) {
      const spare = dayPieces(weekly, orientation).map(countSpare);
      expect(Math.min(...spare)).toBeGreaterThanOrEqual(2);
      expect(Math.max(...spare) - Math.min(...spare)).toBeLessThanOrEqual(1);
    }
    expect(checkTemplateLayout(weekly, "weekly-to-do-list")).toEqual([]);
  });

  it("lays an undated week across too", () => {
    expect(dayPieces(setUndated(weekly, { isUndated: true }), "landscape")).toHaveLength(7);
  });

  it("flows in one column, as Classic, where the sheet has no day lists", () => {
    const daily = {
      ...createPreset("daily-checklist", { start: "2026-11-30", locale: "en-US" }),
      layout: 6 as const,
    };
    const pieces = paginate(daily, "a4", "portrait").pages.flatMap((page) => page.pieces);
    expect(new Set(pieces.map((piece) => piece.x)).size).toBe(1);
  });
});
