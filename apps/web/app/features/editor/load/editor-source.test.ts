import { describe, expect, it } from "vitest";
import { editorHref } from "../../../lib/hrefs.ts";
import { readEditorSource } from "./editor-source.ts";

const read = (query: string) => readEditorSource(new URLSearchParams(query));
const ID = "8c1b3a0e-4a4e-4b58-9a55-0d9c0cf0f2a1";

describe("the editor's address", () => {
  it("opens template 1 by default, a template by id, or a saved checklist", () => {
    expect(read("")).toEqual({ kind: "template", templateId: 1 });
    expect(read("template=4")).toEqual({ kind: "template", templateId: 4 });
    expect(read(`checklist=${ID}`)).toEqual({ kind: "checklist", checklistId: ID });
    expect(read(`checklist=${ID}&template=2`)).toEqual({ kind: "checklist", checklistId: ID });
  });

  it("refuses malformed ids, so the page answers 404", () => {
    for (const query of [
      "template=0",
      "template=-1",
      "template=2x",
      "template=",
      "checklist=abc",
      "template=1e3",
    ]) {
      expect(read(query)).toBeNull();
    }
  });

  it("reads back the address it writes", () => {
    expect(read(editorHref({ templateId: 3 }).split("?")[1] ?? "")).toEqual({
      kind: "template",
      templateId: 3,
    });
    expect(read(editorHref({ checklistId: ID }).split("?")[1] ?? "")).toEqual({
      kind: "checklist",
      checklistId: ID,
    });
    expect(read(editorHref().split("?")[1] ?? "")).toEqual({ kind: "template", templateId: 1 });
  });
});
