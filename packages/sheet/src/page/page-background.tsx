import type { ReactElement } from "react";

/**
 * The page's background picture, under the content, inside the printable area (page.css). An <img> rather
 * than a CSS background: it prints even when "background graphics" is off in the print dialog, and
 * the URL never enters CSS. The URL comes from the app, never from the document.
 */
export function PageBackground({ url }: { readonly url: string }): ReactElement {
  return <img className="ls-background" src={url} alt="" decoding="sync" draggable={false} />;
}
