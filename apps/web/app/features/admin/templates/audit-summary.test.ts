import { describe, expect, it } from "vitest";
import { summariseChange } from "./audit-summary.ts";

describe("an audit entry's before and after", () => {
  it("lists only the fields that changed, old value first", () => {
    expect(
      summariseChange(
        { title: "Habits", slug: "habits", isPublished: false, orderBy: 3 },
        { title: "Daily habits", slug: "habits", isPublished: true, orderBy: 3 },
      ),
    ).toEqual(["Title: “Habits” → “Daily habits”", "Published: no → yes"]);
  });

  it("names a changed document without printing it, and lists a new template's fields", () => {
    expect(
      summariseChange(
        { document: { bytes: 10, sha256: "aa" }, categoryId: 1, image: "/a.png" },
        { document: { bytes: 12, sha256: "bb" }, categoryId: 2, image: "/a.png" },
      ),
    ).toEqual(["Document changed", "Category changed"]);
    expect(
      summariseChange(null, { title: "New", isPremium: false, categoryId: null, document: { bytes: 1 } }),
    ).toEqual(["Title: “New”", "Premium: no", "Document set"]);
  });

  it("ignores what it has no words for and says nothing when nothing differs", () => {
    expect(summariseChange({ secret: 1, title: "A" }, { secret: 2, title: "A" })).toEqual([]);
    expect(summariseChange("odd", 5)).toEqual([]);
  });
});
