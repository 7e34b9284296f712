import { describe, expect, it } from "vitest";
import { createChecklist } from "../model/create-checklist.ts";
import { parseChecklistOrThrow } from "../parse/parse-checklist.ts";
import type { PrintMode } from "../schema/design-schema.ts";
import { setPrintMode } from "./set-print-mode.ts";

describe("setPrintMode", () => {
  it("starts in colour and switches to ink-friendly and back", () => {
    const doc = createChecklist();
    expect(doc.design.printMode).toBe("color");
    const ink = setPrintMode(doc, { printMode: "ink-friendly" });
    expect(ink.design.printMode).toBe("ink-friendly");
    expect(setPrintMode(ink, { printMode: "color" }).design).toEqual(doc.design);
  });

  it("returns the same document for no change or an unknown mode", () => {
    const doc = createChecklist();
    expect(setPrintMode(doc, { printMode: "color" })).toBe(doc);
    expect(setPrintMode(doc, { printMode: "sepia" as PrintMode })).toBe(doc);
  });

  it("reads a document saved before the choice existed as printing in colour", () => {
    const { printMode: _, ...design } = createChecklist().design;
    const saved = { ...createChecklist(), design };
    expect(parseChecklistOrThrow(saved).design.printMode).toBe("color");
    expect(() => parseChecklistOrThrow({ ...saved, design: { ...design, printMode: "sepia" } })).toThrow();
  });
});
