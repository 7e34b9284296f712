import type { Template } from "@listful/contracts";
import { describe, expect, it } from "vitest";
import { readCatalogueQuery, selectTemplates } from "./catalogue-query.ts";

function template(id: number, category: string, orderBy: number): Template {
  return {
    id,
    checklistId: null,
    type: "gallery",
    orderBy,
    category,
    slug: `t${id}`,
    title: `T${id}`,
    description: "",
    image: null,
    orientation: "portrait",
    isPremium: false,
  };
}

const LIST = [
  template(1, "habit-tracker", 2),
  template(2, "mood-tracker", 0),
  template(3, "habit-tracker", 1),
];

describe("the catalogue's query", () => {
  it("reads a known type and sort from the address, and falls back on anything else", () => {
    expect(readCatalogueQuery(new URLSearchParams("type=habit-tracker&sort=newest"))).toEqual({
      type: "habit-tracker",
      sort: "newest",
    });
    expect(readCatalogueQuery(new URLSearchParams("type=nope&sort=oldest"))).toEqual({
      type: null,
      sort: "popular",
    });
  });

  it("filters by type and orders by use, the curated order breaking ties", () => {
    const stats = { create: [{ templateId: 1, views: 1, downloads: 0 }], gallery: [] };
    expect(selectTemplates(LIST, { type: null, sort: "popular" }, stats).map((t) => t.id)).toEqual([1, 2, 3]);
    expect(selectTemplates(LIST, { type: null, sort: "popular" }, null).map((t) => t.id)).toEqual([2, 3, 1]);
    expect(selectTemplates(LIST, { type: "habit-tracker", sort: "popular" }, null).map((t) => t.id)).toEqual([
      3, 1,
    ]);
  });

  it("puts the latest added first when sorted by newest", () => {
    expect(selectTemplates(LIST, { type: null, sort: "newest" }, null).map((t) => t.id)).toEqual([3, 2, 1]);
  });
});
