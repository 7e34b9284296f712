import { describe, expect, it } from "vitest";
import type { HeaderStyle } from "../schema/checklist-schema.ts";
import { createListDoc } from "../test/fixtures.ts";
import { setHeader } from "./set-header.ts";

describe("setHeader", () => {
  it("sets the style and what the header shows", () => {
    const doc = createListDoc([]);
    expect(setHeader(doc, { style: 3, showHeadline: true }).header).toEqual({
      style: 3,
      showTitle: true,
      showHeadline: true,
    });
    expect(setHeader(doc, { style: 0 as HeaderStyle })).toBe(doc);
    expect(setHeader(doc, { showTitle: true })).toBe(doc);
  });
});
