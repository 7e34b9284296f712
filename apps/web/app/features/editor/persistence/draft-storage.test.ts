import { createChecklist, setTitle } from "@listful/checklist";
import { afterEach, describe, expect, it } from "vitest";
import { draftKey, readDraft, removeAllDrafts, removeDraft, writeDraft } from "./draft-storage.ts";

afterEach(() => localStorage.clear());

describe("drafts on this device", () => {
  it("keeps one draft per template and none for a checklist already in the collection", () => {
    expect(draftKey({ kind: "template", templateId: 2 })).toBe("listful:editor-draft:template:2");
    expect(draftKey({ kind: "checklist", checklistId: "8c1b3a0e-4a4e-4b58-9a55-0d9c0cf0f2a1" })).toBeNull();
  });

  it("gives back what was written, checked like any stored document, until it is removed", () => {
    const doc = setTitle(createChecklist(), { text: "Sunday reset" });
    expect(writeDraft("draft", doc)).toBe(true);
    const read = readDraft("draft");
    expect(read?.doc).toEqual(doc);
    expect(Number.isNaN(Date.parse(read?.savedAt ?? ""))).toBe(false);
    removeDraft("draft");
    expect(readDraft("draft")).toBeNull();
  });

  it("drops a damaged draft instead of opening it", () => {
    localStorage.setItem("broken", "{not json");
    localStorage.setItem(
      "invalid",
      JSON.stringify({ savedAt: "2026-01-01", data: { version: 1, blocks: "x" } }),
    );
    expect(readDraft("broken")).toBeNull();
    expect(readDraft("invalid")).toBeNull();
    expect(localStorage.getItem("broken")).toBeNull();
    expect(localStorage.getItem("invalid")).toBeNull();
  });

  it("forgets every draft, and nothing else, on signing out", () => {
    const doc = createChecklist();
    for (const id of [1, 2, 7]) writeDraft(draftKey({ kind: "template", templateId: id }) ?? "", doc);
    localStorage.setItem("other-app", "keep me");
    removeAllDrafts();
    expect(readDraft("listful:editor-draft:template:2")).toBeNull();
    expect(Object.keys(localStorage)).toEqual(["other-app"]);
  });
});
