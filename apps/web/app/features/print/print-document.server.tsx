import { checklistTitle } from "@listful/checklist";
import { Sheet } from "@listful/sheet";
import pagesStyles from "@listful/sheet/pages.css?inline";
import { renderToStaticMarkup } from "react-dom/server";
import type { RenderPrintDocument } from "../../print-document.ts";

/**
 * The sheet's pages in print mode and their styles, and nothing else: no script, no app around them, no file to
 * load. The fonts and the background come with the input, as data.
 */
export const renderPrintDocument: RenderPrintDocument = ({
  doc,
  format,
  orientation,
  fontFaces,
  backgroundUrl,
}) => {
  const page = renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        {/* Chromium makes the page's title the PDF's Title. */}
        <title>{checklistTitle(doc)}</title>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the sheet's built styles and the server's font rules; text escaping would break CSS selectors. */}
        <style dangerouslySetInnerHTML={{ __html: fontFaces + pagesStyles }} />
      </head>
      {/* The pages start at the top left corner: a page-one image is cut from there. */}
      <body style={{ margin: 0 }}>
        <Sheet
          doc={doc}
          mode="print"
          format={format}
          orientation={orientation}
          {...(backgroundUrl ? { backgroundUrl } : {})}
        />
      </body>
    </html>,
  );
  return `<!DOCTYPE html>${page}`;
};
