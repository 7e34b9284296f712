import { getLayout } from "../layouts.ts";
import type { Checklist, PageFormat } from "../schema/checklist-schema.ts";
import { BLOCK_GAP, COLUMN_GAP, MIN_ROWS_AT_BREAK, PAGE_SIZES } from "./geometry.ts";
import { getItemRowMetrics } from "./item-metrics.ts";
import { type BlockMeasure, measureBlock, type RowDraft } from "./measure-block.ts";
import { getContentBox, getFlowBox, layoutFooterBox, layoutHeader } from "./page-frame.ts";
import type { Page, Pagination, Piece, PieceRow } from "./pagination-types.ts";
import { plannerOrder } from "./planner-order.ts";

type Measured = BlockMeasure & { readonly blockId: string; readonly kind: Piece["kind"] };

/** A lower column height for one page (the last), to balance its columns. */
type Balance = { readonly pageIndex: number; readonly height: number };

function sumHeights(rows: readonly RowDraft[]): number {
  return rows.reduce((sum, row) => sum + row.height, 0);
}

/**
 * Rows that must open a piece together: a break never leaves fewer than MIN_ROWS_AT_BREAK rows of a
 * block on either side (a lone item in the next column would lose its list), so a block with fewer
 * than twice that many rows moves on whole.
 */
function countUnitRows(remaining: number): number {
  return remaining < 2 * MIN_ROWS_AT_BREAK ? remaining : MIN_ROWS_AT_BREAK;
}

function firstUnitHeight(measure: Measured): number {
  return sumHeights(measure.lead) + sumHeights(measure.rows.slice(0, countUnitRows(measure.rows.length)));
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
 * With several columns, the last page's columns are balanced: the lowest column height at which its
 * blocks still fit on it (as CSS multi-column balances), so two columns never hold one short list.
 * Earlier pages keep their full columns.
 */
function balanceLastPage(
  pages: Piece[][],
  columnCount: number,
  flowPages: (balance: Balance | null) => Piece[][],
): Piece[][] {
  const pageIndex = pages.length - 1;
  const last = pages[pageIndex] ?? [];
  if (columnCount < 2 || last.length === 0) return pages;
  let low = 0;
  // The natural layout fits in the tallest column it filled, so that height keeps it unchanged.
  let high =
    Math.max(...last.map((piece) => piece.y + piece.height)) - Math.min(...last.map((piece) => piece.y));
  let best = pages;
  while (high - low > 1) {
    const height = Math.floor((low + high) / 2);
    const balanced = flowPages({ pageIndex, height });
    if (balanced.length === pages.length) {
      best = balanced;
      high = height;
    } else low = height;
  }
  return best;
}

/**
 * Splits a document into fixed pages. Blocks flow top to bottom (down one column, then the next in
 * layout 2; calendars and trackers first in the planner, layout 3), BLOCK_GAP apart. A block breaks only between its rows, never inside one; a
 * continuation repeats the block's column headers, and a break leaves at least two rows on either
 * side. A text header never ends a column: it moves on with the first rows of the block after it.
 * With blockPerPage n, a page holds pieces of at most n blocks (text headers aside). The last page's
 * columns are balanced. The same document always gives the same pages.
 */
export function paginate(doc: Checklist, format: PageFormat = doc.pageFormat): Pagination {
  const size = PAGE_SIZES[format];
  const content = getContentBox(format);
  const layout = getLayout(doc.layout);
  const columnCount = layout.columns;
  const columnWidth = (content.width - (columnCount - 1) * COLUMN_GAP) / columnCount;
  const itemRow = getItemRowMetrics(doc, columnWidth);
  const header = layoutHeader(doc, content);
  const footerBox = layoutFooterBox(doc, content);
  const flows = [getFlowBox(content, header, footerBox), getFlowBox(content, null, footerBox)] as const;
  const blocks = layout.datedBlocksFirst ? plannerOrder(doc.blocks) : doc.blocks;
  const measures: Measured[] = blocks
    .map((block) => ({ blockId: block.id, kind: block.kind, ...measureBlock(doc, block, itemRow) }))
    .filter((measure) => measure.lead.length + measure.rows.length > 0);

  // Lays the blocks out greedily; `balance` caps the column height of one page.
  const flowPages = (balance: Balance | null): Piece[][] => {
    const pages: Piece[][] = [[]];
    let column = 0;
    let cursor = 0;
    let blocksOnPage = new Set<string>();
    const flow = () => (pages.length === 1 ? flows[0] : flows[1]);
    const columnHeight = () =>
      balance && pages.length - 1 === balance.pageIndex
        ? Math.min(balance.height, flow().height)
        : flow().height;
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
    const fits = (height: number) => cursor + gap() + height <= columnHeight();
    const isPageFull = () => doc.blockPerPage !== null && blocksOnPage.size >= doc.blockPerPage;

    const place = (measure: Measured) => {
      const isCounted = measure.kind !== "text-header";
      let next = 0;
      let isFirst = true;
      for (;;) {
        const top = isFirst ? measure.lead : measure.repeat;
        const unit = measure.rows.slice(next, next + countUnitRows(measure.rows.length - next));
        if (!fits(sumHeights(top) + sumHeights(unit)) && cursor > 0) {
          advance();
          continue;
        }
        const y = cursor + gap();
        let height = sumHeights(top);
        // The first row always goes: the unit fits (checked above) or the column is empty and it
        // cannot fit anywhere, which the schema's limits rule out.
        let count = 0;
        for (const row of measure.rows.slice(next)) {
          if (count > 0 && y + height + row.height > columnHeight()) break;
          height += row.height;
          count++;
        }
        const left = measure.rows.length - next - count;
        // Leave at least MIN_ROWS_AT_BREAK rows for the next column, if enough stay here.
        if (left > 0 && left < MIN_ROWS_AT_BREAK && count - (MIN_ROWS_AT_BREAK - left) >= MIN_ROWS_AT_BREAK) {
          count -= MIN_ROWS_AT_BREAK - left;
        }
        const rows = [...top, ...measure.rows.slice(next, next + count)];
        next += count;
        height = sumHeights(rows);
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
    return pages;
  };

  const pages = balanceLastPage(flowPages(null), columnCount, flowPages);

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
