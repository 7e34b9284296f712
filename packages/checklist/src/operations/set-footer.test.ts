import { describe, expect, it } from "vitest";
import { createListDoc } from "../test/fixtures.ts";
import { setFooter } from "./set-footer.ts";

describe("setFooter", () => {
  it("shows a footer with text and page numbers", () => {
    const doc = createListDoc([]);
    const next = setFooter(doc, { isVisible: true, text: "listful.app\n", showPageNumbers: false });
    expect(next.footer).toEqual({ isVisible: true, text: "listful.app ", showPageNumbers: false });
    expect(setFooter(doc, {})).toBe(doc);
  });
});
