import { type Orientation, PAPER_MM, type PageFormat } from "@listful/checklist";

/** A paper size for `@page` and the print frame. */
type Paper = { readonly width: string; readonly height: string };

/** The paper of a format turned to an orientation. */
export function getPaper(format: PageFormat, orientation: Orientation = "portrait"): Paper {
  const paper = PAPER_MM[format];
  const [width, height] =
    orientation === "portrait" ? [paper.width, paper.height] : [paper.height, paper.width];
  return { width: `${width}mm`, height: `${height}mm` };
}
