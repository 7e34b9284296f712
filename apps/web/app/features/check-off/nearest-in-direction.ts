export type Direction = "up" | "down" | "left" | "right";

type Point = { x: number; y: number };

/**
 * The index of the box nearest to `from` in a direction, or -1: straight lines first (a column below, the next
 * cell along a row), then the closest one off to the side.
 */
export function nearestInDirection(from: Point, points: readonly Point[], direction: Direction): number {
  let best = -1;
  let bestScore = Number.POSITIVE_INFINITY;
  points.forEach((point, index) => {
    const dx = point.x - from.x;
    const dy = point.y - from.y;
    const along = direction === "down" ? dy : direction === "up" ? -dy : direction === "right" ? dx : -dx;
    const across = direction === "down" || direction === "up" ? Math.abs(dx) : Math.abs(dy);
    if (along <= 1) return;
    const score = along + across * 3;
    if (score < bestScore) {
      bestScore = score;
      best = index;
    }
  });
  return best;
}
