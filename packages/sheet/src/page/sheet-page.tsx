import {
  type Block,
  type Checklist,
  getPrintScale,
  hasRoomyCells,
  type ItemRowMetrics,
  type Orientation,
  type Page,
  type PageFormat,
  PRINTABLE_INSET,
} from "@listful/checklist";
import type { CSSProperties, ReactElement } from "react";
import { PieceView } from "../pieces/piece-view.tsx";
import { cssVars } from "./css-vars.ts";
import { PageBackground } from "./page-background.tsx";
import { PageFooter } from "./page-footer.tsx";
import { PageHeader } from "./page-header.tsx";
import { getPaper } from "./paper-sizes.ts";
import { RunningHead } from "./running-head.tsx";

type SheetPageProps = {
  readonly page: Page;
  readonly pageCount: number;
  readonly format: PageFormat;
  readonly orientation: Orientation;
  readonly doc: Checklist;
  readonly blocks: ReadonlyMap<string, Block>;
  readonly metrics: ItemRowMetrics;
  /** Colours and fonts (CSS custom properties), shared by every page. */
  readonly variables: CSSProperties;
  readonly backgroundUrl: string | null;
};

/**
 * One page: a frame the size of the (scaled) page on screen and of the paper in print, holding the
 * fixed-size page box with everything placed where pagination says.
 */
export function SheetPage(props: SheetPageProps): ReactElement {
  const { page, pageCount, format, orientation, doc, blocks, metrics, variables, backgroundUrl } = props;
  const paper = getPaper(format, orientation);
  const isRoomy = hasRoomyCells(format, orientation);
  const frame = cssVars({
    "--ls-page-w": `${page.width}px`,
    "--ls-page-h": `${page.height}px`,
    "--ls-paper-w": paper.width,
    "--ls-paper-h": paper.height,
    "--ls-print-zoom": getPrintScale(format),
    "--ls-printable-inset": `${PRINTABLE_INSET}px`,
  });
  return (
    <div className="ls-frame" data-format={format} data-orientation={orientation} style={frame}>
      <section
        className="ls-page"
        aria-label={`Page ${page.index + 1} of ${pageCount}`}
        data-print-mode={doc.design.printMode}
        style={{ ...variables, width: page.width, height: page.height }}
      >
        {backgroundUrl ? (
          <PageBackground
            url={backgroundUrl}
            backgroundId={doc.design.backgroundId}
            width={page.width - 2 * PRINTABLE_INSET}
            height={page.height - 2 * PRINTABLE_INSET}
          />
        ) : null}
        {page.header ? (
          <PageHeader header={page.header} title={doc.title.text} headline={doc.headline} />
        ) : null}
        {page.runningHead ? <RunningHead head={page.runningHead} /> : null}
        {page.pieces.map((piece) => {
          const block = blocks.get(piece.blockId);
          if (!block) return null;
          return (
            <PieceView
              key={`${piece.blockId}:${piece.column}`}
              piece={piece}
              block={block}
              doc={doc}
              metrics={metrics}
              isRoomy={isRoomy}
            />
          );
        })}
        {page.footer ? <PageFooter footer={page.footer} pageIndex={page.index} /> : null}
      </section>
    </div>
  );
}
