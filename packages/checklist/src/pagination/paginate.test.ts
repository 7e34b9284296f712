import { describe, expect, it } from "vitest";
import { createChecklist } from "../model/create-checklist.ts";
import { setTimeframe } from "../operations/set-timeframe.ts";
import { createPreset } from "../templates/create-preset.ts";
import { answerField, checklistBlock, type ItemSpec, sectionHeader } from "../templates/preset-builder.ts";
import { TEMPLATE_TYPES } from "../templates/template-types.ts";
import { createDoc } from "../test/fixtures.ts";
import { BLOCK_GAP, PAGE_SIZES } from "./geometry.ts";
import { paginate } from "./paginate.ts";
import type { Pagination } from "./pagination-types.ts";

const tasks = (count: number, prefix = "Task"): ItemSpec[] =>
  Array.from({ length: count }, (_, i) => `${prefix} ${i + 1}`);

function itemIdsPerPage(pagination: Pagination): string[][] {
  return pagination.pages.map((page) =>
    page.pieces.flatMap((piece) => piece.rows.flatMap((row) => (row.type === "item" ? [row.itemId] : []))),
  );
}

describe("paginate", () => {
  it("always gives at least one page of the requested size", () => {
    const empty = { ...createChecklist(), blocks: [] };
    const pagination = paginate(empty);
    expect(pagination.pages).toHaveLength(1);
    expect(pagination.pages[0]).toMatchObject({ width: 797, height: 1127, pieces: [] });
    expect(paginate(empty, "letter")).toMatchObject({ width: PAGE_SIZES.letter.width, height: 1056 });
  });

  it("places a short list on one page under the header", () => {
    const doc = createDoc((ids) => [checklistBlock(ids, "Tasks", "square", tasks(3))]);
    const [page] = paginate(doc).pages;
    expect(page?.pieces).toHaveLength(1);
    expect(page?.pieces[0]).toMatchObject({
      x: 40,
      y: 112,
      width: 717,
      height: 32 + 3 * 32,
      isContinuation: false,
    });
    expect(page?.pieces[0]?.rows.map((row) => [row.type, row.y])).toEqual([
      ["heading", 0],
      ["item", 32],
      ["item", 64],
      ["item", 96],
    ]);
  });

  it("breaks long lists between items, never inside one", () => {
    const doc = createDoc((ids) => [checklistBlock(ids, "Tasks", "square", tasks(100))]);
    const pagination = paginate(doc);
    const perPage = itemIdsPerPage(pagination);
    // Page 1: 975px of flow, 32px heading, 32px rows -> 29 items; later pages 1047px -> 32 items.
    expect(perPage.map((ids) => ids.length)).toEqual([29, 32, 32, 7]);
    expect(pagination.pages[1]?.pieces[0]).toMatchObject({ isContinuation: true, y: 40 });
  });

  it("never leaves a lone item on either side of a break", () => {
    const widow = createDoc((ids) => [checklistBlock(ids, "Tasks", "square", tasks(30))]);
    // 29 rows fit on page 1; moving one more on keeps two together on page 2.
    expect(itemIdsPerPage(paginate(widow)).map((ids) => ids.length)).toEqual([28, 2]);
    const short = createDoc((ids) => [
      checklistBlock(ids, "", "square", tasks(27)),
      checklistBlock(ids, "", "square", tasks(3, "Later")),
    ]);
    // Two of the three later items would fit on page 1; the list moves on whole instead.
    expect(paginate(short).pages.map((page) => page.pieces.map((piece) => piece.rows.length))).toEqual([
      [27],
      [3],
    ]);
  });

  it("balances the columns of the last page in layout 2", () => {
    const doc = createDoc(
      (ids) => [1, 2, 3, 4].map((n) => checklistBlock(ids, `List ${n}`, "circle", tasks(4))),
      {
        layout: 2,
      },
    );
    const pieces = paginate(doc).pages[0]?.pieces ?? [];
    expect(pieces.map((piece) => [piece.column, piece.rows.length])).toEqual([
      [0, 5],
      [0, 5],
      [1, 5],
      [1, 5],
    ]);
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
    expect(pages[0]?.pieces.map((piece) => piece.kind)).toEqual(["interactive-list"]);
    expect(pages[1]?.pieces.map((piece) => piece.kind)).toEqual(["text-header", "interactive-list"]);
    expect(pages[1]?.pieces[1]?.y).toBe(40 + 40 + BLOCK_GAP);
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
        (ids) => [checklistBlock(ids, "Before", "square", tasks(8)), { kind: "calendar", id: ids.next("b") }],
        {
          pageFormat: "letter",
        },
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

  it.each(TEMPLATE_TYPES.map((type) => [type.slug]))("fits the %s preset on one A4 page", (slug) => {
    const doc = createPreset(slug, { start: "2025-03-01" });
    expect(paginate(doc, "a4").pages).toHaveLength(1);
    expect(paginate(doc, "letter").pages).toHaveLength(1);
  });
});
