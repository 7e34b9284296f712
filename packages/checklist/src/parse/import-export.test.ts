import { describe, expect, it } from "vitest";
import { createChecklist } from "../model/create-checklist.ts";
import { CHECKLIST_VERSION } from "../schema/checklist-schema.ts";
import { createPreset } from "../templates/create-preset.ts";
import { CHECKLIST_V1_FIXTURE } from "./fixtures/checklist-v1.ts";
import { exportChecklist, importChecklist, MAX_IMPORT_CHARS } from "./import-export.ts";

describe("export and import", () => {
  const doc = createPreset("mood-tracker", { start: "2025-03-01" });

  it("round-trips a document through the export file", () => {
    const text = exportChecklist(doc);
    expect(JSON.parse(text)).toMatchObject({
      format: "listful-checklist",
      version: CHECKLIST_VERSION,
      data: { version: CHECKLIST_VERSION },
    });
    expect(importChecklist(text)).toEqual({ ok: true, checklist: doc });
  });

  it("explains invalid JSON, a wrong format and bad data", () => {
    expect(importChecklist("{not json")).toMatchObject({
      ok: false,
      error: { code: "invalid_json", message: "The file is not valid JSON" },
    });
    expect(importChecklist(JSON.stringify({ format: "other", version: 1, data: {} }))).toMatchObject({
      ok: false,
      error: {
        code: "wrong_format",
        message: "Not a Listful checklist file (format must be 'listful-checklist')",
      },
    });
    expect(importChecklist("[]")).toMatchObject({ ok: false, error: { code: "wrong_format" } });
    expect(importChecklist(JSON.stringify({ format: "listful-checklist", version: 1 }))).toMatchObject({
      ok: false,
      error: { message: "The file has no checklist data" },
    });
    const bad = {
      format: "listful-checklist",
      version: CHECKLIST_VERSION,
      data: { ...createChecklist(), pageFormat: "a3" },
    };
    expect(importChecklist(JSON.stringify(bad))).toMatchObject({
      ok: false,
      error: { code: "invalid_document", message: "pageFormat: Expected a4, letter, a5 or half-letter" },
    });
  });

  it("refuses mismatched versions, unknown envelope fields and huge files", () => {
    const mismatched = { format: "listful-checklist", version: 1, data: createChecklist() };
    expect(importChecklist(JSON.stringify(mismatched))).toMatchObject({
      ok: false,
      error: { message: `The file's version (1) does not match its data (${CHECKLIST_VERSION})` },
    });
    const extra = {
      format: "listful-checklist",
      version: CHECKLIST_VERSION,
      data: createChecklist(),
      script: "x",
    };
    expect(importChecklist(JSON.stringify(extra))).toMatchObject({
      ok: false,
      error: { code: "wrong_format" },
    });
    expect(importChecklist(" ".repeat(MAX_IMPORT_CHARS + 1))).toMatchObject({
      ok: false,
      error: { code: "too_large" },
    });
  });

  it("takes the envelope's version when the data has none, then migrates", () => {
    const { version: _version, ...data } = CHECKLIST_V1_FIXTURE as Readonly<Record<string, unknown>>;
    const imported = importChecklist(JSON.stringify({ format: "listful-checklist", version: 1, data }));
    expect(imported).toMatchObject({ ok: true, checklist: { version: CHECKLIST_VERSION, isUndated: false } });
    const future = { format: "listful-checklist", version: 5, data };
    expect(importChecklist(JSON.stringify(future))).toMatchObject({
      ok: false,
      error: { code: "unsupported_version" },
    });
  });
});
