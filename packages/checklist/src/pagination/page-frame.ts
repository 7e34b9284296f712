import { hasDecoration } from "../backgrounds.ts";
import { countLines } from "../measure/break-lines.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import {
  DECORATED_PAGE_MARGIN,
  FOOTER_GAP,
  FOOTER_HEIGHT,
  FOOTER_LINE_HEIGHT,
  HEADER_GAP,
  HEADER_PADDING,
  HEADLINE_LINE_HEIGHT,
  HEADLINE_WRAPPED_LINE_HEIGHT,
  PAGE_MARGIN,
  RUNNING_HEAD_HEIGHT,
  TITLE_FONT_SIZES,
  TITLE_LINE_FACTOR,
  TITLE_LINE_HEIGHT,
} from "./geometry.ts";
import type { Box, PageHeader, Piece } from "./pagination-types.ts";
import { getFooterTextStyle, getHeadlineTextStyle, getTitleTextStyle } from "./text-styles.ts";

/** Room the centred header's headline leaves for the short rules at its sides. */
const HEADLINE_RULES = 2 * (36 + 28);
/** The footer's page label ("12 / 12") and the gap before it. */
const FOOTER_LABEL_ROOM = 56;

export type TitleFit = { readonly fontSize: number; readonly lines: number; readonly height: number };

/**
 * The title's font: the largest of TITLE_FONT_SIZES at which it fits one line of `width`, else the
 * smallest, wrapped to as many lines as it needs (a 60-character title is never cut).
 */
export function fitTitle(doc: Checklist, width: number): TitleFit {
  const sizes = TITLE_FONT_SIZES;
  const fontSize =
    sizes.find((size) => countLines(doc.title.text, getTitleTextStyle(doc, size), width) === 1) ??
    (sizes.at(-1) as number);
  const lines = countLines(doc.title.text, getTitleTextStyle(doc, fontSize), width);
  const lineHeight = Math.round(fontSize * TITLE_LINE_FACTOR);
  return { fontSize, lines, height: Math.max(TITLE_LINE_HEIGHT, lines * lineHeight) };
}

/** The blank margin on every side of a design's pages: wider when they show a decoration, to keep clear of it. */
export function getPageMargin(design: Checklist["design"]): number {
  return hasDecoration(design) ? DECORATED_PAGE_MARGIN : PAGE_MARGIN;
}

export function getContentBox(
  size: { readonly width: number; readonly height: number },
  margin = PAGE_MARGIN,
): Box {
  return { x: margin, y: margin, width: size.width - 2 * margin, height: size.height - 2 * margin };
}

function headlineHeight(lines: number): number {
  return lines <= 1 ? HEADLINE_LINE_HEIGHT : lines * HEADLINE_WRAPPED_LINE_HEIGHT + 4;
}

/** The compact header's title and headline side by side, if both fit one line there. */
function layoutInline(doc: Checklist, content: Box, top: number): PageHeader | null {
  const { showTitle, showHeadline } = doc.header;
  const titleWidth = showHeadline ? Math.round(content.width * 0.6) : content.width;
  const title = fitTitle(doc, titleWidth);
  const headlineWidth = content.width - (showTitle ? titleWidth : 0);
  const headlineLines = countLines(doc.headline, getHeadlineTextStyle(doc, true), headlineWidth);
  if ((showTitle && title.lines > 1) || (showHeadline && headlineLines > 1)) return null;
  return {
    style: doc.header.style,
    box: { ...content, height: TITLE_LINE_HEIGHT },
    title: showTitle ? { x: content.x, y: top, width: titleWidth, height: TITLE_LINE_HEIGHT } : null,
    titleFontSize: title.fontSize,
    titleLines: 1,
    headline: showHeadline
      ? {
          x: content.x + (showTitle ? titleWidth : 0),
          y: top,
          width: headlineWidth,
          height: TITLE_LINE_HEIGHT,
        }
      : null,
    headlineLines: 1,
    isStacked: false,
  };
}

/** The first page's header, or null when neither title nor headline is shown. */
export function layoutHeader(doc: Checklist, content: Box): PageHeader | null {
  const { style, showTitle, showHeadline } = doc.header;
  if (!showTitle && !showHeadline) return null;
  const padding = HEADER_PADDING[style];
  const top = content.y + padding.top;
  if (padding.isInline) {
    const inline = layoutInline(doc, content, top);
    if (inline) return inline;
  }
  const title = fitTitle(doc, content.width);
  const titleHeight = showTitle ? title.height : 0;
  const ruleRoom = style === 1 ? HEADLINE_RULES : 0;
  const headlineLines = countLines(doc.headline, getHeadlineTextStyle(doc, false), content.width - ruleRoom);
  const headlineBox = showHeadline ? headlineHeight(headlineLines) : 0;
  return {
    style,
    box: { ...content, height: padding.top + titleHeight + headlineBox + padding.bottom },
    title: showTitle ? { x: content.x, y: top, width: content.width, height: titleHeight } : null,
    titleFontSize: title.fontSize,
    titleLines: title.lines,
    headline: showHeadline
      ? { x: content.x, y: top + titleHeight, width: content.width, height: headlineBox }
      : null,
    headlineLines,
    isStacked: padding.isInline,
  };
}

/** The footer at the bottom of every page: one line, or as many as its text wraps to. */
export function layoutFooter(
  doc: Checklist,
  content: Box,
): { readonly box: Box; readonly lines: number } | null {
  if (!doc.footer.isVisible) return null;
  const room = content.width - (doc.footer.showPageNumbers ? FOOTER_LABEL_ROOM : 0);
  const lines = doc.footer.text === "" ? 1 : countLines(doc.footer.text, getFooterTextStyle(doc), room);
  const height = Math.max(FOOTER_HEIGHT, lines * FOOTER_LINE_HEIGHT + 4);
  return {
    box: { x: content.x, y: content.y + content.height - height, width: content.width, height },
    lines,
  };
}

/** The running head at the top of every page after the first. */
export function layoutRunningHead(content: Box): Box {
  return { x: content.x, y: content.y, width: content.width, height: RUNNING_HEAD_HEIGHT };
}

/** The box pieces flow into on a page: below the header or running head, above the footer. */
export function getFlowBox(content: Box, top: Box | null, footer: Box | null, gap = HEADER_GAP): Box {
  const start = top ? top.y + top.height + gap : content.y;
  const bottom = footer ? footer.y - FOOTER_GAP : content.y + content.height;
  return { x: content.x, y: start, width: content.width, height: bottom - start };
}

/** How far down its flow a page's pieces reach, in px. */
export function usedHeight(pieces: readonly Piece[], flow: Box): number {
  return pieces.length === 0 ? 0 : Math.max(...pieces.map((piece) => piece.y + piece.height)) - flow.y;
}
