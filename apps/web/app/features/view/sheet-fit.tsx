import { getPageSize, type Orientation, type PageFormat } from "@listful/checklist";
import { type ReactNode, useRef } from "react";
import { useElementWidth } from "../sharing/use-element-width.ts";

/**
 * Draws the sheet no wider than its column: `children` gets the scale. Until the script has measured the
 * column (the server's HTML), CSS zoom does the same fit so a phone never sees a page wider than itself.
 */
export function SheetFit({
  format,
  orientation,
  maxScale = 1,
  children,
}: {
  format: PageFormat;
  orientation: Orientation;
  maxScale?: number;
  children: (scale: number) => ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box, 0);
  const pageWidth = getPageSize(format, orientation).width;
  const scale = width > 0 ? Math.min(maxScale, width / pageWidth) : 1;
  return (
    <div
      ref={box}
      data-measured={width > 0 ? "" : undefined}
      style={{ "--fit-page": `${pageWidth}px` } as React.CSSProperties}
      className="w-full [container-type:inline-size] [&:not([data-measured])>*]:[zoom:min(1,calc(100cqw/var(--fit-page)))]"
    >
      {children(scale)}
    </div>
  );
}
