import { describe, expect, it } from "vitest";
import { moveTargetIndex } from "./row-move.ts";

const rows = (depths: string) => [...depths].map((depth) => ({ depth: Number(depth) }));

describe("moveTargetIndex", () => {
  it("moves a main item past a whole group, never between an item and its sub-items", () => {
    // A, B, b1, b2, C
    const list = rows("11221");
    expect(moveTargetIndex(list, 0, 1)).toBe(3);
    expect(moveTargetIndex(list, 0, 2)).toBe(3);
    expect(moveTargetIndex(list, 4, 3)).toBe(1);
    expect(moveTargetIndex(list, 4, 1)).toBe(1);
  });

  it("moves a group by its size and a sub-item exactly where it is dropped", () => {
    // A, a1, B, C
    const list = rows("1211");
    expect(moveTargetIndex(list, 0, 2)).toBe(1);
    expect(moveTargetIndex(list, 0, 3)).toBe(2);
    expect(moveTargetIndex(list, 1, 3)).toBe(3);
  });

  it("stays put when dropped on itself or nowhere", () => {
    const list = rows("11");
    expect(moveTargetIndex(list, 1, 1)).toBe(1);
    expect(moveTargetIndex(list, 0, 5)).toBe(0);
  });
});
