import { LIMITS } from "@listful/checklist";
import { describe, expect, it } from "vitest";
import { nextCopyTitle } from "./copy-title.ts";

describe("nextCopyTitle", () => {
  it("numbers copies after the highest one there is", () => {
    expect(nextCopyTitle("Packing list", [])).toBe("Packing list (copy)");
    expect(nextCopyTitle("Packing list", ["Packing list (copy)"])).toBe("Packing list (copy 2)");
    expect(nextCopyTitle("Packing list", ["Packing list (copy)", "Packing list (copy 4)"])).toBe(
      "Packing list (copy 5)",
    );
  });

  it("reads a copy's title as its list's, whichever copy it is", () => {
    expect(nextCopyTitle("Packing list (copy)", ["Packing list (copy)"])).toBe("Packing list (copy 2)");
    expect(nextCopyTitle("Packing list (copy 2)", ["Packing list (copy)", "Packing list (copy 2)"])).toBe(
      "Packing list (copy 3)",
    );
  });

  it("counts only copies of the same title", () => {
    const others = ["Packing list for camp (copy)", "Packing (copy 3)", "Packing list (copy 0)", "(copy 9)"];
    expect(nextCopyTitle("Packing list", others)).toBe("Packing list (copy)");
  });

  it("shortens the title to fit, never the suffix, and still counts the shortened copies", () => {
    const long = "L".repeat(LIMITS.titleText);
    const first = nextCopyTitle(long, []);
    expect(first).toBe(`${"L".repeat(LIMITS.titleText - 7)} (copy)`);
    const second = nextCopyTitle(long, [first]);
    expect(second).toBe(`${"L".repeat(LIMITS.titleText - 9)} (copy 2)`);
    expect(nextCopyTitle(first, [first, second])).toHaveLength(LIMITS.titleText);
    expect(nextCopyTitle(first, [first, second])).toMatch(/L \(copy 3\)$/);
  });
});
