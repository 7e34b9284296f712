import { describe, expect, it } from "vitest";
import type { PageFormat } from "../schema/checklist-schema.ts";
import { createListDoc } from "../test/fixtures.ts";
import { setPageFormat } from "./set-page-format.ts";

describe("setPageFormat", () => {
  it("switches between A4, US Letter, A5 and US half-letter", () => {
    const doc = createListDoc([]);
    expect(setPageFormat(doc, { pageFormat: "letter" }).pageFormat).toBe("letter");
    expect(setPageFormat(doc, { pageFormat: "a5" }).pageFormat).toBe("a5");
    expect(setPageFormat(doc, { pageFormat: "half-letter" }).pageFormat).toBe("half-letter");
    expect(setPageFormat(doc, { pageFormat: "a3" as PageFormat })).toBe(doc);
  });
});
