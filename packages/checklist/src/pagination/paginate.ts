import { getLayout, type LayoutInfo } from "../layouts.ts";
import type { Block } from "../schema/block-schema.ts";
import type { Checklist, Orientation, PageFormat } from "../schema/checklist-schema.ts";
import { toPrintedDocument } from "../view/printed-document.ts";
import { fillPage } from "./fill.ts";
import { type FlowOptions, flowBlocks, type Measured } from "./flow.ts";
import {
  COLUMN_GAP,
  getPageSize,
  hasRoomyCells,
  isSmallPaper,
  RUNNING_HEAD_GAP,
  SPARE_ROWS,
  SQUEEZE_STEPS,
} from "./geometry.ts";
import { getItemRowHeight, getItemRowMetrics } from "./item-metrics.ts";
import { measureBlock } from "./measure-block.ts";
import {
  getContentBox,
  getFlowBox,
  getPageMargin,
  layoutFooter,
  layoutHeader,
  layoutRunningHead,
  usedHeight,
} from "./page-frame.ts";
import type { Box, Page, Pagination, Piece, PieceRow } from "./pagination-types.ts";
import { plannerOrder } from "./planner-order.ts";
import { balanceSmallPages, hasBreakToAvoid } from "./small-paper-breaks.ts";
import { squeezeAway } from "./squeeze-away.ts";
import { isBoxField, isOneAnswerField } from "./text-fields.ts";
import { findWeekAcross, getTallestBand, layAcross, spreadOverDays } from "./week-across.ts";

/** A last page that holds less than this share of its flow, continuing a block, takes rows over. */
const FAIR_SHARE = 0.25;

/** Calendars and trackers span every column of a multi-column layout. */
function isWide(block: Block | undefined): boolean {
  return block?.kind === "calendar" || block?.kind === "icon-field";
}

/**
 * A landscape page is wide enough for one column more (the planner's calendar, wider than tall, leaves
 * room for three): notes and lists go beside each other under a calendar or tracker that spans the
 * page, instead of onto a second page.
 */
function getLandscapeColumns(layout: LayoutInfo): number {
  return layout.datedBlocksFirst ? 3 : layout.columns * 2;
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
  // Layout 6: the week's days side by side, everything else across the page.
  let week = findWeekAcross(stored, blocks, orientation, content.width);
  let columnCount = 1;
  let columnWidth = content.width;
  const setColumns = () => {
    columnCount = week ? 1 : orientation === "landscape" ? getLandscapeColumns(layout) : layout.columns;
    columnWidth = (content.width - (columnCount - 1) * COLUMN_GAP) / columnCount;
  };
  setColumns();
  let extraRows = 0;

  const measureOnce = (squeeze: number): Measured[] => {
    const measured = blocks.map((block, index) => {
      // A text header spans the columns with the calendar or tracker it heads.
      const wide =
        columnCount > 1 && (isWide(block) || (block.kind === "text-header" && isWide(blocks[index + 1])));
      const isDay = week?.dayIds.has(block.id) === true;
      const width = week && isDay ? week.width : wide ? content.width : columnWidth;
      const ctx = {
        doc,
        itemRow,
        width,
        squeeze,
        spareRows,
        isRoomy: hasRoomyCells(format, orientation),
        isHeadingRuled: !isDay,
        isSmallPaper: isSmallPaper(format),
      };
      const measure = measureBlock(ctx, block);
      return { ...measure, blockId: block.id, kind: block.kind, isFullWidth: wide, isBox: isBoxField(block) };
    });
    return week ? layAcross(measured, week, extraRows, getItemRowHeight(itemRow, 1, squeeze)) : measured;
  };
  // Measuring depends on the squeeze (and the rows a week across adds), not on a page's cap: the searches
  // below flow the document many times over the same few squeezes.
  const measures = new Map<string, Measured[]>();
  const measureAll = (squeeze: number): Measured[] => {
    const key = `${squeeze}:${extraRows}`;
    const known = measures.get(key);
    if (known) return known;
    const fresh = measureOnce(squeeze);
    measures.set(key, fresh);
    return fresh;
  };
  // A day too long for a page cannot stand in a column: the week flows down the page instead.
  if (week && getTallestBand(measureAll(0)) > flows[1].height) {
    week = null;
    setColumns();
    measures.clear();
  }
  const flow = (squeeze: number, pageCap: FlowOptions["pageCap"] = null) =>
    flowBlocks(measureAll(squeeze), {
      columnCount,
      columnWidth,
      flows,
      blockPerPage: doc.blockPerPage,
      pageCap,
    });

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
  // A box to draw in is one frame: cut only where no squeeze keeps it whole.
  const boxIds = new Set(blocks.filter(isBoxField).map((block) => block.id));
  const cutsABox = (trial: Piece[][]) =>
    trial.some((pieces) => pieces.some((piece) => piece.isContinuation && boxIds.has(piece.blockId)));
  ({ pages, squeeze } = squeezeAway(pages, squeeze, flow, cutsABox));
  if (isSmallPaper(format)) ({ pages, squeeze } = squeezeAway(pages, squeeze, flow, hasBreakToAvoid));
  if (week)
    pages = spreadOverDays(pages, week, flows, getItemRowHeight(itemRow, 1, squeeze), (rows) => {
      extraRows = rows;
      return flow(squeeze);
    });
  pages = shareLastPage(pages, flows, (cap) => flow(squeeze, cap));
  const oneAnswer = new Set(blocks.filter(isOneAnswerField).map((block) => block.id));
  const isOneAnswer = (piece: Piece) => oneAnswer.has(piece.blockId);
  const spareHeight = itemRow.lineHeight + itemRow.extraHeight;
  // Small paper's taller rows are left out when the pages are balanced, so a month of rows is split evenly
  // before either page's rows grow.
  const fillPages = (unfilled: Piece[][], isSmall: boolean) => {
    const finalPieces = new Set<Piece>();
    const seen = new Set<string>();
    for (const piece of unfilled.flat().reverse()) {
      if (!seen.has(piece.blockId)) finalPieces.add(piece);
      seen.add(piece.blockId);
    }
    return unfilled.map((pieces, index) =>
      fillPage(pieces, index === 0 ? flows[0] : flows[1], (piece) => finalPieces.has(piece), {
        spareHeight,
        isOneAnswer,
        isFixed: (piece) => week?.dayIds.has(piece.blockId) === true,
        isSmallPaper: isSmall,
      }),
    );
  };
  if (isSmallPaper(format))
    pages = balanceSmallPages(
      pages,
      flows,
      (trial) => fillPages(trial, false),
      (cap) => flow(squeeze, cap),
    );
  const filled = fillPages(pages, isSmallPaper(format)).map((pieces) => pieces.map(mergeLines));

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
