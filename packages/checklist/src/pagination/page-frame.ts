import type { Checklist, PageFormat } from "../schema/checklist-schema.ts";
import {
  FOOTER_GAP,
  FOOTER_HEIGHT,
  HEADER_GAP,
  HEADER_PADDING,
  HEADLINE_LINE_HEIGHT,
  PAGE_MARGIN,
  PAGE_SIZES,
  TITLE_LINE_HEIGHT,
} from "./geometry.ts";
import type { Box, PageHeader } from "./pagination-types.ts";

/** The title is one line: the longer it is, the smaller its font (it is at most 60 characters). */
export function getTitleFontSize(text: string): number {
  if (text.length <= 24) return 34;
  if (text.length <= 40) return 28;
  return 22;
}

export function getContentBox(format: PageFormat): Box {
  const size = PAGE_SIZES[format];
  return {
    x: PAGE_MARGIN,
    y: PAGE_MARGIN,
    width: size.width - 2 * PAGE_MARGIN,
    height: size.height - 2 * PAGE_MARGIN,
  };
}

/** The first page's header, or null when neither title nor headline is shown. */
export function layoutHeader(doc: Checklist, content: Box): PageHeader | null {
  const { style, showTitle, showHeadline } = doc.header;
  if (!showTitle && !showHeadline) return null;
  const padding = HEADER_PADDING[style];
  const top = content.y + padding.top;
  if (padding.isInline) {
    const titleWidth = showHeadline ? Math.round(content.width * 0.6) : content.width;
    return {
      style,
      box: { ...content, height: TITLE_LINE_HEIGHT },
      title: showTitle ? { x: content.x, y: top, width: titleWidth, height: TITLE_LINE_HEIGHT } : null,
      titleFontSize: getTitleFontSize(doc.title.text),
      headline: showHeadline
        ? {
            x: content.x + (showTitle ? titleWidth : 0),
            y: top,
            width: content.width - (showTitle ? titleWidth : 0),
            height: TITLE_LINE_HEIGHT,
          }
        : null,
    };
  }
  const titleHeight = showTitle ? TITLE_LINE_HEIGHT : 0;
  const headlineHeight = showHeadline ? HEADLINE_LINE_HEIGHT : 0;
  return {
    style,
    box: { ...content, height: padding.top + titleHeight + headlineHeight + padding.bottom },
    title: showTitle ? { x: content.x, y: top, width: content.width, height: TITLE_LINE_HEIGHT } : null,
    titleFontSize: getTitleFontSize(doc.title.text),
    headline: showHeadline
      ? { x: content.x, y: top + titleHeight, width: content.width, height: HEADLINE_LINE_HEIGHT }
      : null,
  };
}

export function layoutFooterBox(doc: Checklist, content: Box): Box | null {
  if (!doc.footer.isVisible) return null;
  return {
    x: content.x,
    y: content.y + content.height - FOOTER_HEIGHT,
    width: content.width,
    height: FOOTER_HEIGHT,
  };
}

/** The box pieces flow into on a page: below the header (first page), above the footer. */
export function getFlowBox(content: Box, header: PageHeader | null, footer: Box | null): Box {
  const top = header ? header.box.y + header.box.height + HEADER_GAP : content.y;
  const bottom = footer ? footer.y - FOOTER_GAP : content.y + content.height;
  return { x: content.x, y: top, width: content.width, height: bottom - top };
}
