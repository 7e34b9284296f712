import { describe, expect, it } from "vitest";
import { createListDoc } from "../test/fixtures.ts";
import { setBackground } from "./set-background.ts";

describe("setBackground", () => {
  const doc = createListDoc([]);

  it("turns a background on and picks one (off with background 1 by default)", () => {
    expect(doc.design).toMatchObject({ showBackground: false, backgroundId: 1 });
    expect(setBackground(doc, { showBackground: true, backgroundId: 7 }).design).toMatchObject({
      showBackground: true,
      backgroundId: 7,
    });
  });

  it("ignores invalid ids", () => {
    expect(setBackground(doc, { backgroundId: 0 })).toBe(doc);
    expect(setBackground(doc, { backgroundId: 2.5 })).toBe(doc);
  });
});
