import { getLayout } from "../layouts.ts";
import type { Checklist, PageFormat } from "../schema/checklist-schema.ts";
import { BLOCK_GAP, COLUMN_GAP, PAGE_SIZES } from "./geometry.ts";
import { getItemRowMetrics } from "./item-metrics.ts";
import { type BlockMeasure, measureBlock, type RowDraft } from "./measure-block.ts";
import { getContentBox, getFlowBox, layoutFooterBox, layoutHeader } from "./page-frame.ts";
import type { Page, Pagination, Piece, PieceRow } from "./pagination-types.ts";

type Measured = BlockMeasure & { readonly blockId: string; readonly kind: Piece["kind"] };

function sumHeights(rows: readonly RowDraft[]): number {
  return rows.reduce((sum, row) => sum + row.height, 0);
}

function firstUnitHeight(measure: Measured): number {
  return sumHeights(measure.lead) + (measure.rows[0]?.height ?? 0);
}

function stack(rows: readonly RowDraft[]): PieceRow[] {
  let y = 0;
  return rows.map((row) => {
    // Adding y back to a row without it gives the same union member; TS cannot see that.
    const placed = { ...row, y } as PieceRow;
    y += row.height;
    return placed;
  });
}

/**
 * Splits a document into fixed pages. Blocks flow top to bottom (down one column, then the next in
 * layout 2), BLOCK_GAP apart. A block breaks only between its rows, never inside one; a
 * continuation repeats the block's column headers. A text header never ends a column: it moves on
 * with the first row of the block after it. With blockPerPage n, a page holds pieces of at most n
 * blocks (text headers aside). The same document always gives the same pages.
 */
export function paginate(doc: Checklist, format: PageFormat = doc.pageFormat): Pagination {
  const size = PAGE_SIZES[format];
  const content = getContentBox(format);
  const columnCount = getLayout(doc.layout).columns;
  const columnWidth = (content.width - (columnCount - 1) * COLUMN_GAP) / columnCount;
  const itemRow = getItemRowMetrics(doc, columnWidth);
  const header = layoutHeader(doc, content);
  const footerBox = layoutFooterBox(doc, content);
  const flows = [getFlowBox(content, header, footerBox), getFlowBox(content, null, footerBox)] as const;
  const measures: Measured[] = doc.blocks
    .map((block) => ({ blockId: block.id, kind: block.kind, ...measureBlock(doc, block, itemRow) }))
    .filter((measure) => measure.lead.length + measure.rows.length > 0);

  const pages: Piece[][] = [[]];
  let column = 0;
  let cursor = 0;
  let blocksOnPage = new Set<string>();
  const flow = () => (pages.length === 1 ? flows[0] : flows[1]);
  const newPage = () => {
    pages.push([]);
    column = 0;
    cursor = 0;
    blocksOnPage = new Set();
  };
  const advance = () => {
    if (column < columnCount - 1) {
      column++;
      cursor = 0;
    } else newPage();
  };
  const gap = () => (cursor > 0 ? BLOCK_GAP : 0);
  const fits = (height: number) => cursor + gap() + height <= flow().height;
  const isPageFull = () => doc.blockPerPage !== null && blocksOnPage.size >= doc.blockPerPage;

  const place = (measure: Measured) => {
    const isCounted = measure.kind !== "text-header";
    let next = 0;
    let isFirst = true;
    for (;;) {
      const top = isFirst ? measure.lead : measure.repeat;
      const minimum = sumHeights(top) + (measure.rows[next]?.height ?? 0);
      if (!fits(minimum) && cursor > 0) {
        advance();
        continue;
      }
      const y = cursor + gap();
      const rows: RowDraft[] = [...top];
      let height = sumHeights(top);
      // The first row always goes: it fits (checked above) or the column is empty and it cannot
      // fit anywhere, which the schema's limits rule out.
      for (let taken = 0; next < measure.rows.length; taken++) {
        const row = measure.rows[next];
        if (!row || (taken > 0 && y + height + row.height > flow().height)) break;
        rows.push(row);
        height += row.height;
        next++;
      }
      const box = flow();
      pages.at(-1)?.push({
        blockId: measure.blockId,
        kind: measure.kind,
        column,
        x: box.x + column * (columnWidth + COLUMN_GAP),
        y: box.y + y,
        width: columnWidth,
        height,
        isContinuation: !isFirst,
        rows: stack(rows),
      });
      if (isCounted) blocksOnPage.add(measure.blockId);
      cursor = y + height;
      isFirst = false;
      if (next >= measure.rows.length) return;
      advance();
    }
  };

  measures.forEach((measure, index) => {
    const following = measures[index + 1];
    if (measure.kind !== "text-header") {
      if (isPageFull()) newPage();
    } else {
      if (following && following.kind !== "text-header" && isPageFull()) newPage();
      const together = firstUnitHeight(measure) + (following ? BLOCK_GAP + firstUnitHeight(following) : 0);
      if (!fits(together) && cursor > 0) advance();
    }
    place(measure);
  });

  const total = pages.length;
  return {
    format,
    width: size.width,
    height: size.height,
    columns: { count: columnCount, width: columnWidth, gap: COLUMN_GAP },
    itemRow,
    pages: pages.map(
      (pieces, index): Page => ({
        index,
        width: size.width,
        height: size.height,
        content,
        flow: index === 0 ? flows[0] : flows[1],
        header: index === 0 ? header : null,
        footer: footerBox
          ? {
              box: footerBox,
              text: doc.footer.text,
              pageLabel: doc.footer.showPageNumbers ? `${index + 1} / ${total}` : null,
            }
          : null,
        pieces,
      }),
    ),
  };
}
