import { describe, expect, it } from "vitest";
import { createListDoc } from "../test/fixtures.ts";
import { setHeadline } from "./set-headline.ts";

describe("setHeadline", () => {
  it("sets a one-line headline within its limit", () => {
    const doc = createListDoc([]);
    expect(setHeadline(doc, { text: "Small steps,\nevery day" }).headline).toBe("Small steps, every day");
    expect(setHeadline(doc, { text: "h".repeat(200) }).headline).toHaveLength(90);
    expect(setHeadline(doc, { text: "" })).toBe(doc);
  });
});
