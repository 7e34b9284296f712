import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TickBox, type TickShape } from "./tick-box.tsx";

const SHAPES: readonly TickShape[] = ["square", "circle", "heart", "star"];

/** The drawn mark's narrower side as a share of its `size`, read from the markup. */
function drawnShare(shape: TickShape): number {
  const markup = renderToStaticMarkup(<TickBox shape={shape} isChecked={false} size={18} />);
  if (/preserveAspectRatio="none"/.test(markup)) return 1;
  const [, , width = 0, height = 0] = (/viewBox="([^"]+)"/.exec(markup)?.[1] ?? "").split(" ").map(Number);
  return Math.min(width, height) / Math.max(width, height);
}

describe("TickBox", () => {
  it("draws every shape as tall as it is wide, the size the print rules measure", () => {
    for (const shape of SHAPES) expect(drawnShare(shape), shape).toBe(1);
  });
});
