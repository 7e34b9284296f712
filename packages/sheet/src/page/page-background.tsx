import { BACKGROUNDS } from "@listful/checklist";
import { type ReactElement, useMemo } from "react";
import { drawBackground } from "../backgrounds/background-art.ts";

type PageBackgroundProps = {
  /** The picture the app resolved for the document (its catalogue's address, or its data in print). */
  readonly url: string;
  /** The document's background, by `BACKGROUNDS`' id. */
  readonly backgroundId: number;
  /** The printable area it covers, in CSS px. */
  readonly width: number;
  readonly height: number;
};

/**
 * The page's background picture, under the content, inside the printable area (page.css). An <img> rather
 * than a CSS background: it prints even when "background graphics" is off in the print dialog, and
 * the URL never enters CSS. A built-in background is drawn for this page's size (`drawBackground`: whole
 * motifs, vectors in print); any other picture is the one the app names. Never an address from the document.
 */
export function PageBackground(props: PageBackgroundProps): ReactElement {
  const { url, backgroundId, width, height } = props;
  const src = useMemo(() => {
    const slug = BACKGROUNDS.find((background) => background.id === backgroundId)?.slug;
    const art = slug ? drawBackground(slug, { width, height }) : undefined;
    return art ? `data:image/svg+xml,${encodeURIComponent(art)}` : url;
  }, [url, backgroundId, width, height]);
  return <img className="ls-background" src={src} alt="" decoding="sync" draggable={false} />;
}
