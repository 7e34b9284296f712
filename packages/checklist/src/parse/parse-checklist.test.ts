import { describe, expect, it } from "vitest";
import { createChecklist } from "../model/create-checklist.ts";
import { CHECKLIST_VERSION } from "../schema/checklist-schema.ts";
import { createPreset } from "../templates/create-preset.ts";
import { TEMPLATE_TYPES } from "../templates/template-types.ts";
import { ChecklistParseError } from "./checklist-error.ts";
import { toFieldErrors } from "./field-errors.ts";
import { parseChecklist, parseChecklistOrThrow } from "./parse-checklist.ts";

describe("parseChecklist", () => {
  it("accepts the default document and every preset", () => {
    expect(parseChecklist(createChecklist()).ok).toBe(true);
    for (const type of TEMPLATE_TYPES) {
      const result = parseChecklist(createPreset(type.slug, { start: "2024-02-10" }));
      expect(result.ok ? type.slug : result.error.message).toBe(type.slug);
    }
  });

  it("names each bad field with its path", () => {
    const doc = createChecklist();
    const result = parseChecklist({
      ...doc,
      layout: 9,
      title: { ...doc.title, text: 42 },
      design: { ...doc.design, colors: { ...doc.design.colors, color1: "#000" } },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe("invalid_document");
    expect(toFieldErrors(result.error.issues)).toEqual({
      layout: "Expected a layout from 1 to 6",
      "title.text": "Expected text",
      "design.colors.color1": "Invalid colour (expected six upper-case hex digits, e.g. 262626)",
    });
    expect(result.error.message.split("\n")).toContain("layout: Expected a layout from 1 to 6");
  });

  it("throws a typed error in the throwing form", () => {
    expect(() => parseChecklistOrThrow({ version: 99 })).toThrow(ChecklistParseError);
    try {
      parseChecklistOrThrow({ ...createChecklist(), headline: "x".repeat(91) });
    } catch (error) {
      expect(error).toBeInstanceOf(ChecklistParseError);
      expect((error as ChecklistParseError).issues).toEqual([
        { path: "headline", message: "Too long (max 90)" },
      ]);
      expect((error as ChecklistParseError).code).toBe("invalid_document");
    }
    expect(parseChecklistOrThrow(createChecklist()).version).toBe(CHECKLIST_VERSION);
  });

  it("rejects documents that are not objects", () => {
    for (const input of [null, "text", 3, []]) {
      expect(parseChecklist(input)).toMatchObject({ ok: false, error: { code: "invalid_document" } });
    }
  });
});
