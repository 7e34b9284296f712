import { describe, expect, it } from "vitest";
import type { ColorRole } from "../schema/design-schema.ts";
import { createListDoc, expectValid } from "../test/fixtures.ts";
import { setColor } from "./set-color.ts";

describe("setColor", () => {
  const doc = createListDoc([]);

  it("changes one colour, normalised to upper-case hex", () => {
    const next = setColor(doc, { role: "color3", color: " #a1b2c3 " });
    expect(next.design.colors.color3).toBe("A1B2C3");
    expect(next.design.palette).toBe(1);
    expectValid(next);
  });

  it("ignores invalid colours and roles", () => {
    expect(setColor(doc, { role: "color3", color: "red" })).toBe(doc);
    expect(setColor(doc, { role: "color7" as ColorRole, color: "000000" })).toBe(doc);
    expect(setColor(doc, { role: "color1", color: "262626" })).toBe(doc);
  });
});
