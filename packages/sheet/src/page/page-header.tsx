import {
  HEADLINE_WRAPPED_LINE_HEIGHT,
  LIMITS,
  type PageHeader as PageHeaderBox,
  setHeadline,
  setTitle,
  TITLE_LINE_FACTOR,
} from "@listful/checklist";
import type { ReactElement } from "react";
import { useSheet } from "../sheet-context.ts";
import { SheetText } from "../text/sheet-text.tsx";
import { boxStyle } from "./box-style.ts";
import { cssVars } from "./css-vars.ts";

type PageHeaderProps = {
  readonly header: PageHeaderBox;
  readonly title: string;
  readonly headline: string;
};

/** A one-line text fills its box's height; wrapped lines are set at the given line height. */
function lineHeight(boxHeight: number, lines: number, wrapped: number): string {
  return `${lines <= 1 ? boxHeight : wrapped}px`;
}

/**
 * The first page's header in one of five styles (data-style): 1 Centered, 2 Ruled, 3 Banner,
 * 4 Compact, 5 Framed. sheet.css draws each style's band, rule or frame inside the header box. The
 * title takes the font size pagination fitted it at, and wraps where even the smallest is too wide.
 */
export function PageHeader({ header, title, headline }: PageHeaderProps): ReactElement {
  const { apply } = useSheet();
  const { box } = header;
  const titleLine = Math.round(header.titleFontSize * TITLE_LINE_FACTOR);
  return (
    <header
      className="ls-header"
      data-style={header.style}
      data-stacked={header.isStacked ? "" : undefined}
      style={{ ...boxStyle(box), ...cssVars({ "--ls-title-size": `${header.titleFontSize}px` }) }}
    >
      {header.title ? (
        <div
          className="ls-header-title"
          style={{
            ...boxStyle(header.title, box),
            lineHeight: lineHeight(header.title.height, header.titleLines, titleLine),
          }}
        >
          <SheetText
            text={title}
            lines={header.titleLines}
            isMultiline
            label="Title"
            fieldKey="title"
            maxLength={LIMITS.titleText}
            placeholder="Title"
            onEdit={(text) => apply((doc) => setTitle(doc, { text }))}
          />
        </div>
      ) : null}
      {header.headline ? (
        <div
          className="ls-header-headline"
          style={{
            ...boxStyle(header.headline, box),
            lineHeight: lineHeight(
              header.headline.height,
              header.headlineLines,
              HEADLINE_WRAPPED_LINE_HEIGHT,
            ),
          }}
        >
          <SheetText
            text={headline}
            lines={header.headlineLines}
            isMultiline
            label="Headline"
            fieldKey="headline"
            maxLength={LIMITS.headline}
            placeholder="Headline"
            onEdit={(text) => apply((doc) => setHeadline(doc, { text }))}
          />
        </div>
      ) : null}
    </header>
  );
}
