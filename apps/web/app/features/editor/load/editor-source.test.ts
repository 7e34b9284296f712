import { describe, expect, it } from "vitest";
import { editorPath, readEditorSource } from "./editor-source.ts";

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

  it("writes the address back", () => {
    expect(editorPath({ kind: "template", templateId: 3 })).toBe("/editor?template=3");
    expect(editorPath({ kind: "checklist", checklistId: ID })).toBe(`/editor?checklist=${ID}`);
  });
});
