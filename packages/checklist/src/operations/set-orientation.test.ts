import { describe, expect, it } from "vitest";
import { parseChecklistOrThrow } from "../parse/parse-checklist.ts";
import type { Orientation } from "../schema/checklist-schema.ts";
import { createListDoc } from "../test/fixtures.ts";
import { setOrientation } from "./set-orientation.ts";

describe("setOrientation", () => {
  it("turns the page to landscape and back, and ignores anything else", () => {
    const doc = createListDoc([]);
    const turned = setOrientation(doc, { orientation: "landscape" });
    expect(turned.orientation).toBe("landscape");
    expect(setOrientation(turned, { orientation: "portrait" }).orientation).toBe("portrait");
    expect(setOrientation(doc, { orientation: "upside-down" as Orientation })).toBe(doc);
  });

  it("reads a stored document without an orientation as portrait", () => {
    const { orientation: _, ...stored } = createListDoc([]);
    expect(parseChecklistOrThrow(stored).orientation).toBe("portrait");
  });
});
