import { describe, expect, it } from "vitest";
import { createChecklist } from "../model/create-checklist.ts";
import { setTimeframe } from "../operations/set-timeframe.ts";
import { createPreset } from "../templates/create-preset.ts";
import { answerField, checklistBlock, type ItemSpec, sectionHeader } from "../templates/preset-builder.ts";
import { TEMPLATE_TYPES } from "../templates/template-types.ts";
import { createDoc } from "../test/fixtures.ts";
import { BLOCK_GAP, PAGE_SIZES } from "./geometry.ts";
import { paginate } from "./paginate.ts";
import type { Pagination, Piece } from "./pagination-types.ts";

const tasks = (count: number, prefix = "Task"): ItemSpec[] =>
  Array.from({ length: count }, (_, i) => `${prefix} ${i + 1}`);

function itemIdsPerPage(pagination: Pagination): string[][] {
  return pagination.pages.map((page) =>
    page.pieces.flatMap((piece) => piece.rows.flatMap((row) => (row.type === "item" ? [row.itemId] : []))),
  );
}

const bottomOf = (pieces: readonly Piece[]) => Math.max(...pieces.map((piece) => piece.y + piece.height));

describe("paginate", () => {
  it("always gives at least one page of the requested size and orientation", () => {
    const empty = { ...createChecklist(), blocks: [] };
    const pagination = paginate(empty);
    expect(pagination.pages).toHaveLength(1);
    expect(pagination.pages[0]).toMatchObject({ width: 797, height: 1127, pieces: [] });
    expect(paginate(empty, "letter")).toMatchObject({ width: PAGE_SIZES.letter.width, height: 1056 });
    expect(paginate(empty, "a4", "landscape")).toMatchObject({ width: 1127, height: 797 });
    expect(paginate({ ...empty, orientation: "landscape" }, "letter")).toMatchObject({
      width: 1056,
      height: 816,
    });
  });

  it("places a short list under the header, its rows as tall as their text", () => {
    const doc = createDoc((ids) => [checklistBlock(ids, "Tasks", "square", tasks(3))]);
    const [page] = paginate(doc).pages;
    expect(page?.pieces).toHaveLength(1);
    expect(page?.pieces[0]).toMatchObject({ x: 40, y: 112, width: 717, isContinuation: false });
    expect(page?.pieces[0]?.rows.slice(0, 4).map((row) => [row.type, row.y, row.height])).toEqual([
      ["heading", 0, 32],
      ["item", 32, 32],
      ["item", 64, 32],
      ["item", 96, 32],
    ]);
  });

  it("fills the rest of the page with blank rows to write on", () => {
    const doc = createDoc((ids) => [checklistBlock(ids, "Tasks", "square", tasks(3))]);
    const [page] = paginate(doc).pages;
    const rows = page?.pieces[0]?.rows ?? [];
    expect(rows.filter((row) => row.type === "spare").length).toBeGreaterThan(20);
    const flow = page?.flow ?? { y: 0, height: 0 };
    expect(flow.y + flow.height - bottomOf(page?.pieces ?? [])).toBeLessThan(32);
  });

  it("gives a box to draw in the room a notes area takes, where a one-answer prompt keeps its lines", () => {
    const sheet = (style: "lines" | "box") =>
      createDoc((ids) => [
        { kind: "calendar", id: ids.next("b") },
        { ...answerField(ids, "Draw it", 2), style },
      ]);
    const lineCount = (style: "lines" | "box") => {
      const [page] = paginate(sheet(style)).pages;
      const field = page?.pieces.find((piece) => piece.kind === "interactive-text-field");
      return field?.rows.reduce((sum, row) => sum + (row.type === "lines" ? row.count : 0), 0);
    };
    expect(lineCount("lines")).toBe(2);
    expect(lineCount("box")).toBeGreaterThan(10);
  });

  it("keeps a box whole when it balances the columns of a landscape page", () => {
    const doc = createDoc(
      (ids) => [
        { ...answerField(ids, "Draw one happy moment", 12), style: "box" },
        answerField(ids, "What made it special", 2),
        answerField(ids, "Who I would like to thank", 2),
      ],
      { orientation: "landscape" },
    );
    const pieces = paginate(doc).pages.flatMap((page) => page.pieces);
    expect(pieces.filter((piece) => piece.blockId === "b1")).toHaveLength(1);
    expect(new Set(pieces.map((piece) => piece.column))).toEqual(new Set([0, 1]));
  });

  it("breaks long lists between items, filling every page but the last", () => {
    const doc = createDoc((ids) => [checklistBlock(ids, "Tasks", "square", tasks(100))]);
    const pagination = paginate(doc);
    expect(itemIdsPerPage(pagination).flat()).toHaveLength(100);
    expect(pagination.pages.length).toBeGreaterThanOrEqual(3);
    for (const page of pagination.pages.slice(0, -1)) {
      expect(page.flow.y + page.flow.height - bottomOf(page.pieces)).toBeLessThan(32);
    }
    expect(pagination.pages[1]?.pieces[0]).toMatchObject({ isContinuation: true });
  });

  it("never leaves a lone item on either side of a break, and gives the last page a fair share", () => {
    const widow = paginate(createDoc((ids) => [checklistBlock(ids, "Tasks", "square", tasks(30))]));
    const perPage = itemIdsPerPage(widow).map((ids) => ids.length);
    expect(perPage.reduce((a, b) => a + b)).toBe(30);
    expect(Math.min(...perPage)).toBeGreaterThanOrEqual(2);
    const short = createDoc((ids) => [
      checklistBlock(ids, "", "square", tasks(27)),
      checklistBlock(ids, "", "square", tasks(3, "Later")),
    ]);
    // A list of three items never breaks.
    const later = paginate(short).pages.flatMap((page) =>
      page.pieces.filter((piece) => piece.blockId === "b29"),
    );
    expect(later).toHaveLength(1);
  });

  it("gives a last page that would hold a few rows of a long list a fair share of them", () => {
    const doc = createDoc((ids) => [checklistBlock(ids, "Tasks", "square", tasks(32))], {
      pageFormat: "letter",
    });
    const perPage = itemIdsPerPage(paginate(doc));
    expect(perPage.length).toBe(2);
    expect(perPage[1]?.length).toBeGreaterThanOrEqual(6);
  });

  it("balances the columns of the last page in layout 2", () => {
    const doc = createDoc(
      (ids) => [1, 2, 3, 4].map((n) => checklistBlock(ids, `List ${n}`, "circle", tasks(4))),
      { layout: 2 },
    );
    const pieces = paginate(doc).pages[0]?.pieces ?? [];
    expect(pieces.map((piece) => piece.column)).toEqual([0, 0, 1, 1]);
    const weekly = paginate(createPreset("weekly-to-do-list", { start: "2025-03-03" })).pages;
    const split = weekly.flatMap((page) => page.pieces).filter((piece) => piece.isContinuation);
    expect(split).toEqual([]);
    expect(new Set(weekly[0]?.pieces.map((piece) => piece.column))).toEqual(new Set([0, 1]));
  });

  it("keeps a text header with the block after it", () => {
    const doc = createDoc((ids) => [
      checklistBlock(ids, "", "square", tasks(28)),
      sectionHeader(ids, "Evening"),
      checklistBlock(ids, "", "square", tasks(3, "Later")),
    ]);
    const pages = paginate(doc).pages;
    const header = pages.findIndex((page) => page.pieces.some((piece) => piece.kind === "text-header"));
    const kinds = pages[header]?.pieces.map((piece) => piece.kind) ?? [];
    expect(kinds.slice(kinds.indexOf("text-header"))).toEqual(["text-header", "interactive-list"]);
    const [title, list] = pages[header]?.pieces.filter((piece) => piece.blockId !== "b1") ?? [];
    expect(list?.y).toBe((title?.y ?? 0) + (title?.height ?? 0) + BLOCK_GAP);
  });

  it("flows into two columns in layout 2", () => {
    const doc = createDoc((ids) => [checklistBlock(ids, "", "square", tasks(40))], { layout: 2 });
    const pagination = paginate(doc);
    expect(pagination.columns).toEqual({ count: 2, width: 346.5, gap: 24 });
    const pieces = pagination.pages[0]?.pieces ?? [];
    expect(pieces.map((piece) => [piece.column, piece.x])).toEqual([
      [0, 40],
      [1, 410.5],
    ]);
  });

  it("puts at most blockPerPage blocks on a page, text headers aside", () => {
    const doc = createDoc(
      (ids) => [
        sectionHeader(ids, "Monday"),
        checklistBlock(ids, "", "square", tasks(2)),
        sectionHeader(ids, "Tuesday"),
        checklistBlock(ids, "", "square", tasks(2)),
        answerField(ids, "Notes", 2),
      ],
      { blockPerPage: 1 },
    );
    const kinds = paginate(doc).pages.map((page) => page.pieces.map((piece) => piece.kind));
    expect(kinds).toEqual([
      ["text-header", "interactive-list"],
      ["text-header", "interactive-list"],
      ["interactive-text-field"],
    ]);
  });

  it("repeats column headers on continued grids", () => {
    const doc = setTimeframe(
      createDoc(
        (ids) => [
          checklistBlock(ids, "Before", "square", tasks(15)),
          { kind: "calendar", id: ids.next("b") },
        ],
        { pageFormat: "letter" },
      ),
      { timeframe: { start: "2025-03-01", unit: "month", count: 1 } },
    );
    const pages = paginate(doc).pages;
    const calendarPieces = pages.flatMap((page) => page.pieces.filter((piece) => piece.kind === "calendar"));
    expect(calendarPieces.map((piece) => piece.isContinuation)).toEqual([false, true]);
    expect(calendarPieces.every((piece) => piece.rows[0]?.type === "weekdays")).toBe(true);
    expect(
      calendarPieces.flatMap((piece) => piece.rows.filter((row) => row.type === "calendar-row")),
    ).toHaveLength(6);
  });

  it("numbers pages in the footer", () => {
    const doc = createDoc((ids) => [checklistBlock(ids, "", "square", tasks(60))], {
      footer: { isVisible: true, text: "Listful", showPageNumbers: true },
    });
    const pages = paginate(doc).pages;
    expect(pages.map((page) => page.footer?.pageLabel)).toEqual(["1 / 2", "2 / 2"]);
    expect(pages[0]?.header).not.toBeNull();
    expect(pages[1]?.header).toBeNull();
  });

  it.each(TEMPLATE_TYPES.map((type) => [type.slug]))(
    "fits the %s preset on one A4 and one Letter page",
    (slug) => {
      const doc = createPreset(slug, { start: "2025-03-01" });
      expect(paginate(doc, "a4").pages).toHaveLength(1);
      expect(paginate(doc, "letter").pages).toHaveLength(1);
    },
  );

  it("gives a landscape page one column more, two more for two columns, three for the planner", () => {
    const columns = (type: "habit-tracker" | "weekly-to-do-list" | "30-day-challenge") => {
      const doc = createPreset(type, { start: "2025-03-01" });
      return [paginate(doc, "a4", "portrait").columns.count, paginate(doc, "a4", "landscape").columns.count];
    };
    expect(columns("habit-tracker")).toEqual([1, 2]);
    expect(columns("weekly-to-do-list")).toEqual([2, 4]);
    expect(columns("30-day-challenge")).toEqual([1, 3]);
    const tracker = paginate(createPreset("habit-tracker", { start: "2025-03-01" }), "a4", "landscape");
    const [grid, goals, notes] = tracker.pages[0]?.pieces ?? [];
    expect(grid?.width).toBe(tracker.pages[0]?.flow.width);
    expect([goals?.column, notes?.column]).toEqual([0, 1]);
  });
});
