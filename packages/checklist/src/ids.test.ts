import { describe, expect, it } from "vitest";
import { allocateIds, peekNextId } from "./ids.ts";
import { LIMITS } from "./schema/limits.ts";

describe("ids", () => {
  it("hands out counter ids with a kind letter", () => {
    expect(peekNextId({ nextId: 12 }, "item")).toBe("i12");
    expect(allocateIds({ nextId: 12 }, "row", 2)).toEqual({ ids: ["r12", "r13"], nextId: 14 });
    expect(allocateIds({ nextId: 3 }, "block", 1)?.ids).toEqual(["b3"]);
  });

  it("refuses once the counter is exhausted", () => {
    expect(allocateIds({ nextId: LIMITS.nextIdMax }, "item", 1)).toBeNull();
  });
});
