import { describe, expect, it } from "vitest";
import { createListDoc } from "../test/fixtures.ts";
import { setBlockPerPage } from "./set-block-per-page.ts";

describe("setBlockPerPage", () => {
  it("sets a per-page block limit or clears it", () => {
    const doc = createListDoc([]);
    const two = setBlockPerPage(doc, { blockPerPage: 2 });
    expect(two.blockPerPage).toBe(2);
    expect(setBlockPerPage(two, { blockPerPage: null }).blockPerPage).toBeNull();
    expect(setBlockPerPage(doc, { blockPerPage: 0 })).toBe(doc);
    expect(setBlockPerPage(doc, { blockPerPage: 13 })).toBe(doc);
  });
});
