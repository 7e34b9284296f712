import { describe, expect, it } from "vitest";
import type { LayoutId } from "../schema/checklist-schema.ts";
import { createListDoc, describeItems } from "../test/fixtures.ts";
import { setLayout } from "./set-layout.ts";
import { toggleItem } from "./toggle-item.ts";

describe("setLayout", () => {
  it("switches layout; layout 5 sorts ticked items last at once", () => {
    const doc = toggleItem(createListDoc(["A", "B"]), { itemId: "i2" });
    const next = setLayout(doc, { layout: 5 });
    expect(next.layout).toBe(5);
    expect(describeItems(next)).toEqual(["B", "[x] A"]);
    expect(describeItems(setLayout(next, { layout: 1 }))).toEqual(["B", "[x] A"]);
  });

  it("ignores unknown layouts and the current one", () => {
    const doc = createListDoc([]);
    expect(setLayout(doc, { layout: 7 as LayoutId })).toBe(doc);
    expect(setLayout(doc, { layout: 6 }).layout).toBe(6);
    expect(setLayout(doc, { layout: 1 })).toBe(doc);
  });
});
