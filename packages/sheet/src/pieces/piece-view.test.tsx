// @vitest-environment happy-dom
import { BLOCK_KINDS, type HeaderStyle, type LayoutId, paginate, setFooter } from "@listful/checklist";
import { cleanup, render, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Sheet } from "../sheet.tsx";
import { SHEET_MODES } from "../sheet-types.ts";
import { createAllKindsDoc, createPresetDoc } from "../test/fixtures.tsx";

afterEach(cleanup);

const doc = createAllKindsDoc();

/** The blank rows pagination gives a list to fill its page (packages/checklist fill.ts). */
function countSpareRows(blockId: string): number {
  const pieces = paginate(doc).pages.flatMap((page) => page.pieces);
  return pieces
    .filter((piece) => piece.blockId === blockId)
    .flatMap((piece) => piece.rows)
    .filter((row) => row.type === "spare").length;
}

function pieceOf(container: HTMLElement, blockId: string): HTMLElement {
  const piece = container.querySelector<HTMLElement>(`.ls-piece[data-block-id="${blockId}"]`);
  if (!piece) throw new Error(`no piece for ${blockId}`);
  return piece;
}

describe("block pieces", () => {
  it.each(SHEET_MODES)("draws every block kind in %s mode", (mode) => {
    const { container } = render(<Sheet doc={doc} mode={mode} />);
    const kinds = new Set(
      [...container.querySelectorAll<HTMLElement>(".ls-piece")].map((piece) => piece.dataset.kind),
    );
    expect([...kinds].sort()).toEqual([...BLOCK_KINDS].sort());
    expect(container.querySelectorAll(".ls-text-header")).toHaveLength(1);
    expect(pieceOf(container, "b102").querySelectorAll(".ls-item:not(.ls-spare)")).toHaveLength(4);
    expect(pieceOf(container, "b102").querySelectorAll(".ls-spare")).toHaveLength(countSpareRows("b102"));
    expect(pieceOf(container, "b107").querySelectorAll(".ls-list-number")).toHaveLength(2);
    expect(pieceOf(container, "b110").querySelectorAll(".ls-line")).toHaveLength(2);
    expect(pieceOf(container, "b112").querySelectorAll(".ls-icon-cell")).toHaveLength(31);
    expect(pieceOf(container, "b112").querySelectorAll(".ls-legend-entry")).toHaveLength(2);
    expect(container.querySelectorAll(".ls-weekday")).toHaveLength(7);
    expect(container.querySelectorAll(".ls-cal-cell:not([data-blank])")).toHaveLength(31);
  });

  it("draws a table: headings in the label style, a label and a writing cell per column in each row", () => {
    const { container } = render(<Sheet doc={doc} mode="check-off" />);
    const table = pieceOf(container, "b117");
    expect([...table.querySelectorAll(".ls-table-heading")].map((cell) => cell.textContent)).toEqual([
      "Plan",
      "Done",
    ]);
    const rows = [...table.querySelectorAll(".ls-table-row")];
    expect(rows.map((row) => row.querySelector(".ls-table-label")?.textContent)).toEqual([
      "11:00 am",
      "11:30 am",
      "12:00 pm",
    ]);
    for (const row of rows) expect(row.querySelectorAll(".ls-table-cell")).toHaveLength(2);
    // Printed only: nothing in it to tick or type on the check-off page.
    expect(table.querySelectorAll("input, textarea, button")).toHaveLength(0);
  });

  it("prints a table's times on the document locale's clock", () => {
    const { container } = render(<Sheet doc={{ ...doc, locale: "de-DE" }} mode="view" />);
    const labels = pieceOf(container, "b117").querySelectorAll(".ls-table-label");
    expect([...labels].map((label) => label.textContent).filter(Boolean)).toEqual([
      "11:00",
      "11:30",
      "12:00",
    ]);
  });

  it("prints the texts, numbers and ticks of each kind", () => {
    const { container } = render(<Sheet doc={doc} mode="view" />);
    const tasks = pieceOf(container, "b102");
    expect(within(tasks).getByText("Make the bed")).toBeTruthy();
    expect(tasks.querySelectorAll(".ls-item[data-checked]")).toHaveLength(1);
    expect(tasks.querySelectorAll(".ls-item[data-depth='2']")).toHaveLength(1);
    expect(tasks.querySelectorAll(".ls-blank-line")).toHaveLength(1 + countSpareRows("b102"));
    expect(
      [...pieceOf(container, "b107").querySelectorAll(".ls-list-number")].map((n) => n.textContent),
    ).toEqual(["1.", "a."]);
    expect(within(pieceOf(container, "b111")).getByText("Calm and sunny")).toBeTruthy();
    const mood = pieceOf(container, "b112");
    expect(mood.querySelectorAll(".ls-icon-cell .ls-tick[data-checked]")).toHaveLength(1);
    const moodCell = mood.querySelector<SVGElement>(".ls-icon-cell .ls-tick[data-checked]");
    expect(moodCell?.style.getPropertyValue("--ls-mood")).toBe("#F2B233");
    // The mood's symbol too, so moods stay apart in greyscale and ink-friendly prints.
    expect(moodCell?.parentElement?.querySelector(".ls-mood-symbol")?.textContent).toBe("★");
    expect(pieceOf(container, "b114").querySelectorAll("polygon")).toHaveLength(31);
    expect(container.querySelector(".ls-cal-cell:not([data-blank]) .ls-cal-date")?.textContent).toBe("1");
  });
});

describe("layouts, headers and footer", () => {
  it.each([1, 2, 3, 4, 5, 6] as const)("draws layout %i", (layout: LayoutId) => {
    const base = createPresetDoc("daily-checklist");
    const { container } = render(<Sheet doc={{ ...base, layout }} mode="view" />);
    const lefts = new Set(
      [...container.querySelectorAll<HTMLElement>(".ls-piece")].map((piece) => piece.style.left),
    );
    expect(lefts.size).toBe(layout === 2 ? 2 : 1);
    expect(container.querySelectorAll(".ls-item[data-ruled]").length > 0).toBe(layout === 4);
  });

  it("stands a weekly sheet's seven days side by side in week across (layout 6)", () => {
    const weekly = {
      ...createPresetDoc("weekly-to-do-list"),
      layout: 6 as const,
      orientation: "landscape" as const,
    };
    const { container } = render(<Sheet doc={weekly} mode="view" />);
    const days = [...container.querySelectorAll<HTMLElement>(".ls-piece")].filter((piece) =>
      /^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day/.test(piece.querySelector(".ls-heading")?.textContent ?? ""),
    );
    expect(days).toHaveLength(7);
    expect(new Set(days.map((piece) => piece.style.left)).size).toBe(7);
    expect(new Set(days.map((piece) => piece.style.top)).size).toBe(1);
    expect(new Set(days.map((piece) => piece.style.width)).size).toBe(1);
  });

  it("puts calendars and trackers first in the planner (layout 3) only", () => {
    const firstBlocks = (layout: LayoutId) => {
      const { container } = render(<Sheet doc={{ ...doc, layout }} mode="view" />);
      const ids = [...container.querySelectorAll<HTMLElement>(".ls-piece")]
        .slice(0, 3)
        .map((piece) => piece.dataset.blockId);
      cleanup();
      return ids;
    };
    expect(firstBlocks(1)).toEqual(["b101", "b102", "b107"]);
    expect(firstBlocks(3)).toEqual(["b112", "b114", "b116"]);
  });

  it.each([1, 2, 3, 4, 5] as const)("draws header style %i", (style: HeaderStyle) => {
    const base = createPresetDoc("habit-tracker");
    const { container } = render(<Sheet doc={{ ...base, header: { ...base.header, style } }} mode="view" />);
    const header = container.querySelector<HTMLElement>(".ls-header");
    expect(header?.dataset.style).toBe(String(style));
    expect(header?.querySelector(".ls-header-title")?.textContent).toBe("Habit Tracker");
    expect(header?.querySelector(".ls-header-headline")?.textContent).toBe("March 2026");
  });

  it("draws the header on the first page only and the footer on every page", () => {
    const base = createPresetDoc("weekly-to-do-list");
    const long = { ...base, blockPerPage: 3 };
    const footed = setFooter(long, { isVisible: true, text: "listful.app", showPageNumbers: true });
    const { container } = render(<Sheet doc={footed} mode="print" />);
    const pages = container.querySelectorAll(".ls-page");
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]?.querySelector(".ls-header")).not.toBeNull();
    expect(pages[1]?.querySelector(".ls-header")).toBeNull();
    const footers = [...container.querySelectorAll(".ls-footer")];
    expect(footers.map((footer) => footer.querySelector(".ls-footer-page")?.textContent)).toEqual(
      [...pages].map((_, index) => `${index + 1} / ${pages.length}`),
    );
    expect(footers[0]?.textContent).toContain("listful.app");
  });
});
