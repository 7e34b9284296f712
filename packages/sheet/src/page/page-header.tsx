import { LIMITS, type PageHeader as PageHeaderBox, setHeadline, setTitle } from "@listful/checklist";
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

/**
 * The first page's header in one of five styles (data-style): 1 Centered, 2 Ruled, 3 Banner,
 * 4 Compact, 5 Framed. sheet.css draws each style's band, rule or frame inside the header box.
 */
export function PageHeader({ header, title, headline }: PageHeaderProps): ReactElement {
  const { apply } = useSheet();
  const { box } = header;
  return (
    <header
      className="ls-header"
      data-style={header.style}
      style={{ ...boxStyle(box), ...cssVars({ "--ls-title-size": `${header.titleFontSize}px` }) }}
    >
      {header.title ? (
        <div
          className="ls-header-title"
          style={{ ...boxStyle(header.title, box), lineHeight: `${header.title.height}px` }}
        >
          <SheetText
            text={title}
            lines={1}
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
          style={{ ...boxStyle(header.headline, box), lineHeight: `${header.headline.height}px` }}
        >
          <SheetText
            text={headline}
            lines={1}
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
