import { SQUEEZE_STEPS } from "./geometry.ts";
import type { Piece } from "./pagination-types.ts";

/**
 * The least further squeeze that rids the pages of a break `isBad` finds, without more pages, if any squeeze
 * does: a box to draw in cut in two (every paper), or on A5 and half-letter a later page starting with a split
 * block or a month carried over (rule 3). Fields and grids shrink a little; the pages stay as many.
 */
export function squeezeAway(
  pages: Piece[][],
  squeeze: number,
  flow: (squeeze: number) => Piece[][],
  isBad: (pages: Piece[][]) => boolean,
): { pages: Piece[][]; squeeze: number } {
  const isWhole = (trial: Piece[][]) => trial.length <= pages.length && !isBad(trial);
  if (!isBad(pages) || !isWhole(flow(1))) return { pages, squeeze };
  let low = squeeze;
  let high = 1;
  for (let step = 0; step < SQUEEZE_STEPS; step++) {
    const middle = (low + high) / 2;
    if (isWhole(flow(middle))) high = middle;
    else low = middle;
  }
  return { pages: flow(high), squeeze: high };
}
