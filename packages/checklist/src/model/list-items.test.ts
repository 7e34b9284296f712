import { describe, expect, it } from "vitest";
import type { Item } from "../schema/item-schema.ts";
import { clampIndex, getGroupEnd, sortCheckedLast } from "./list-items.ts";

function items(spec: string): Item[] {
  // "A x.a1 B" -> A open, a1 ticked sub-item, B open
  return spec.split(" ").map((token, index) => {
    const isChecked = token.startsWith("x");
    const text = token.replace(/^x/, "").replace(/^\./, "");
    return { id: `i${index + 1}`, text, isChecked, depth: token.replace(/^x/, "").startsWith(".") ? 2 : 1 };
  });
}

const show = (list: readonly Item[]) =>
  list.map((item) => `${item.isChecked ? "x" : ""}${item.depth === 2 ? "." : ""}${item.text}`).join(" ");

describe("list items", () => {
  it("finds the end of an item's group", () => {
    const list = items("A .a1 .a2 B");
    expect(getGroupEnd(list, 0)).toBe(3);
    expect(getGroupEnd(list, 1)).toBe(2);
    expect(getGroupEnd(list, 3)).toBe(4);
  });

  it("sorts groups open-first, sub-items open-first within a group, stably", () => {
    expect(show(sortCheckedLast(items("xA B xC D")))).toBe("B D xA xC");
    expect(show(sortCheckedLast(items("A x.a1 .a2 xB x.b1")))).toBe("A .a2 x.a1 xB x.b1");
    expect(show(sortCheckedLast([]))).toBe("");
  });

  it("clamps indexes from the outside", () => {
    expect(clampIndex(undefined, 4)).toBe(4);
    expect(clampIndex(Number.NaN, 4)).toBe(4);
    expect(clampIndex(-2, 4)).toBe(0);
    expect(clampIndex(2.7, 4)).toBe(2);
    expect(clampIndex(9, 4)).toBe(4);
  });
});
