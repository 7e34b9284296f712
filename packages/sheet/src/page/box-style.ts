import type { Box } from "@listful/checklist";
import type { CSSProperties } from "react";

/** Absolute position and size of a pagination box, relative to `origin` (the page by default). */
export function boxStyle(
  box: Box,
  origin: { readonly x: number; readonly y: number } = { x: 0, y: 0 },
): CSSProperties {
  return { left: box.x - origin.x, top: box.y - origin.y, width: box.width, height: box.height };
}
