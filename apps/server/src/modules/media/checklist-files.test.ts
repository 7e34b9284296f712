import { describe, expect, it } from "vitest";
import { checklistFileKey } from "./checklist-files.ts";

describe("a checklist's stored files", () => {
  it("finds the key behind a served path, without its version", () => {
    expect(checklistFileKey("/media/u/checklists/4f1c-9a2b.webp")).toBe("checklists/4f1c-9a2b.webp");
    expect(checklistFileKey("/media/u/previews/checklists/4f1c.webp?v=3")).toBe(
      "previews/checklists/4f1c.webp",
    );
  });

  it("leaves alone whatever is not a checklist's own file", () => {
    for (const image of [
      null,
      "",
      "/media/u/templates/3.webp",
      "/images/templates/habit-tracker.svg",
      "https://x.example/a.webp",
    ]) {
      expect(checklistFileKey(image), String(image)).toBeNull();
    }
  });
});
