import { getLayout } from "../layouts.ts";
import type { Block } from "../schema/block-schema.ts";
import type { Checklist, Orientation, PageFormat } from "../schema/checklist-schema.ts";
import { toPrintedDocument } from "../view/printed-document.ts";
import { fillPage } from "./fill.ts";
import { type FlowOptions, flowBlocks, type Measured } from "./flow.ts";
import { COLUMN_GAP, getPageSize, RUNNING_HEAD_GAP, SPARE_ROWS } from "./geometry.ts";
import { getItemRowMetrics } from "./item-metrics.ts";
import { measureBlock } from "./measure-block.ts";
import {
  getContentBox,
  getFlowBox,
  getPageMargin,
  layoutFooter,
  layoutHeader,
  layoutRunningHead,
} from "./page-frame.ts";
import type { Box, Page, Pagination, Piece, PieceRow } from "./pagination-types.ts";
import { plannerOrder } from "./planner-order.ts";

/** Squeezing is searched in this many halvings: fine enough for a pixel on a page. */
const SQUEEZE_STEPS = 6;
/** A last page that holds less than this share of its flow, continuing a block, takes rows over. */
const FAIR_SHARE = 0.25;

/** Calendars and trackers span every column of a multi-column layout. */
function isWide(block: Block | undefined): boolean {
  return block?.kind === "calendar" || block?.kind === "icon-field";
}

/** Day and week planners keep blank rows under each list for what is added by hand. */
function countSpareRows(doc: Checklist): number {
  return doc.timeframe && doc.timeframe.unit !== "month" ? SPARE_ROWS : 0;
}

function hasContent(block: Block): boolean {
  if (block.kind === "list" || block.kind === "interactive-list")
    return block.title !== "" || block.items.length > 0;
  return true;
}

/** Consecutive writing-line rows of a piece become one row of several lines. */
function mergeLines(piece: Piece): Piece {
  const rows: PieceRow[] = [];
  for (const row of piece.rows) {
    const last = rows.at(-1);
    if (row.type === "lines" && last?.type === "lines") {
      rows[rows.length - 1] = { ...last, count: last.count + row.count, height: last.height + row.height };
    } else rows.push(row);
  }
  return { ...piece, rows };
}

function usedHeight(pieces: readonly Piece[], flow: Box): number {
  return pieces.length === 0 ? 0 : Math.max(...pieces.map((piece) => piece.y + piece.height)) - flow.y;
}

/**
 * Splits a document into fixed pages; see README "Pagination". Blocks flow down the columns (a
 * calendar or tracker spans them all), breaking only between rows; when a little squeezing of fields
 * and grids saves a page it is done; a last page that would hold a few rows of a long block takes a
 * fair share; then each page's last blocks grow into the space left. The same document always gives
 * the same pages, on the server and in every browser.
 */
export function paginate(
  stored: Checklist,
  format: PageFormat = stored.pageFormat,
  orientation: Orientation = stored.orientation,
): Pagination {
  const doc = toPrintedDocument(stored);
  const size = getPageSize(format, orientation);
  const content = getContentBox(size, getPageMargin(doc.design));
  const layout = getLayout(doc.layout);
  const columnCount = layout.columns;
  const columnWidth = (content.width - (columnCount - 1) * COLUMN_GAP) / columnCount;
  const itemRow = getItemRowMetrics(doc);
  const header = layoutHeader(doc, content);
  const footer = layoutFooter(doc, content);
  const footerBox = footer?.box ?? null;
  const runningBox = layoutRunningHead(content);
  const flows = [
    getFlowBox(content, header?.box ?? null, footerBox),
    getFlowBox(content, runningBox, footerBox, RUNNING_HEAD_GAP),
  ] as const;
  const blocks = (layout.datedBlocksFirst ? plannerOrder(doc.blocks) : doc.blocks).filter(hasContent);
  const spareRows = countSpareRows(doc);

  const measureAll = (squeeze: number): Measured[] =>
    blocks.map((block, index) => {
      // A text header spans the columns with the calendar or tracker it heads.
      const wide =
        columnCount > 1 && (isWide(block) || (block.kind === "text-header" && isWide(blocks[index + 1])));
      const width = wide ? content.width : columnWidth;
      const measure = measureBlock({ doc, itemRow, width, squeeze, spareRows }, block);
      return { ...measure, blockId: block.id, kind: block.kind, isFullWidth: wide };
    });
  const options: FlowOptions = {
    columnCount,
    columnWidth,
    flows,
    blockPerPage: doc.blockPerPage,
    pageCap: null,
  };
  const flow = (squeeze: number, pageCap: FlowOptions["pageCap"] = null) =>
    flowBlocks(measureAll(squeeze), { ...options, pageCap });

  // The least squeeze that gives the fewest pages.
  let squeeze = 0;
  let pages = flow(0);
  if (pages.length > 1) {
    const tight = flow(1);
    if (tight.length < pages.length) {
      let low = 0;
      let high = 1;
      pages = tight;
      for (let step = 0; step < SQUEEZE_STEPS; step++) {
        const middle = (low + high) / 2;
        const trial = flow(middle);
        if (trial.length === tight.length) {
          high = middle;
          pages = trial;
        } else low = middle;
      }
      squeeze = high;
    }
  }
  pages = shareLastPage(pages, flows, (cap) => flow(squeeze, cap));

  const finalPieces = new Set<Piece>();
  const seen = new Set<string>();
  for (const piece of pages.flat().reverse()) {
    if (!seen.has(piece.blockId)) finalPieces.add(piece);
    seen.add(piece.blockId);
  }
  const spareHeight = itemRow.lineHeight + itemRow.extraHeight;
  const filled = pages.map((pieces, index) =>
    fillPage(pieces, index === 0 ? flows[0] : flows[1], (piece) => finalPieces.has(piece), {
      spareHeight,
    }).map(mergeLines),
  );

  const total = filled.length;
  return {
    format,
    orientation,
    width: size.width,
    height: size.height,
    columns: { count: columnCount, width: columnWidth, gap: COLUMN_GAP },
    itemRow,
    pages: filled.map(
      (pieces, index): Page => ({
        index,
        width: size.width,
        height: size.height,
        content,
        flow: index === 0 ? flows[0] : flows[1],
        header: index === 0 ? header : null,
        runningHead:
          index === 0
            ? null
            : { box: runningBox, title: doc.title.text, label: `page ${index + 1} of ${total}` },
        footer: footer
          ? {
              box: footer.box,
              lines: footer.lines,
              text: doc.footer.text,
              pageLabel: doc.footer.showPageNumbers ? `${index + 1} / ${total}` : null,
            }
          : null,
        pieces,
      }),
    ),
  };
}

/**
 * A last page holding only a few rows of a block begun on the page before takes rows over from it,
 * up to a fair share of a page, keeping the number of pages.
 */
function shareLastPage(
  pages: Piece[][],
  flows: readonly [Box, Box],
  flowWithCap: (cap: FlowOptions["pageCap"]) => Piece[][],
): Piece[][] {
  const last = pages.at(-1) ?? [];
  const flow = flows[1];
  if (pages.length < 2 || !last[0]?.isContinuation || usedHeight(last, flow) >= FAIR_SHARE * flow.height)
    return pages;
  const page = pages.length - 2;
  const pageFlow = page === 0 ? flows[0] : flows[1];
  let low = 0;
  let high = usedHeight(pages[page] ?? [], pageFlow);
  let best = pages;
  while (high - low > 1) {
    const height = Math.floor((low + high) / 2);
    const trial = flowWithCap({ page, height });
    const isFair =
      trial.length === pages.length && usedHeight(trial.at(-1) ?? [], flow) >= FAIR_SHARE * flow.height;
    if (isFair) {
      best = trial;
      low = height;
    } else high = height;
  }
  return best;
}
