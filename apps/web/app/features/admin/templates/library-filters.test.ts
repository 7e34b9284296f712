import { describe, expect, it } from "vitest";
import { adminTemplatesHref } from "../../../lib/hrefs.ts";
import { readLibraryFilters, toListQuery } from "./library-filters.ts";

describe("the template library's filters", () => {
  it("round-trips through the page's address", () => {
    const filters = { type: "gallery", category: "habit-tracker", published: false, premium: true } as const;
    const href = adminTemplatesHref(filters);
    expect(href).toBe("/admin/templates?type=gallery&category=habit-tracker&published=false&premium=true");
    expect(readLibraryFilters(new URL(href, "http://x").searchParams)).toEqual(filters);
  });

  it("ignores values it does not know rather than filtering on them", () => {
    const filters = readLibraryFilters(new URLSearchParams("type=poster&published=maybe&category=%20"));
    expect(filters).toEqual({ type: null, category: null, published: null, premium: null });
    expect(toListQuery(filters)).toEqual({});
    expect(adminTemplatesHref(filters)).toBe("/admin/templates");
  });

  it("hands the API the flags as it reads them", () => {
    expect(toListQuery({ type: "create", category: null, published: true, premium: false })).toEqual({
      type: "create",
      published: "true",
      premium: "false",
    });
  });
});
