import { describe, expect, it } from "vitest";
import { nearestInDirection } from "./nearest-in-direction.ts";

// A 3 x 2 grid of cells 30 px apart.
const GRID = [
  { x: 0, y: 0 },
  { x: 30, y: 0 },
  { x: 60, y: 0 },
  { x: 0, y: 30 },
  { x: 30, y: 30 },
  { x: 60, y: 30 },
];

describe("nearestInDirection", () => {
  it("moves along a row and down a column", () => {
    expect(nearestInDirection({ x: 30, y: 0 }, GRID, "right")).toBe(2);
    expect(nearestInDirection({ x: 30, y: 0 }, GRID, "left")).toBe(0);
    expect(nearestInDirection({ x: 30, y: 0 }, GRID, "down")).toBe(4);
    expect(nearestInDirection({ x: 30, y: 30 }, GRID, "up")).toBe(1);
  });

  it("finds nothing past the edge", () => {
    expect(nearestInDirection({ x: 60, y: 0 }, GRID, "right")).toBe(-1);
    expect(nearestInDirection({ x: 0, y: 30 }, GRID, "down")).toBe(-1);
  });
});
