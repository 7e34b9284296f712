import { describe, expect, it } from "vitest";
import { dashboardHref } from "../../lib/hrefs.ts";
import { checklistQuery, readCollectionView, SEARCH_MAX } from "./collection-view.ts";

const read = (query: string) => readCollectionView(new URLSearchParams(query));
const FOLDER = "0b9f3c4e-1a2b-4c3d-8e9f-0a1b2c3d4e5f";

describe("the collection view in the address", () => {
  it("reads the tab, the folder and the search", () => {
    expect(read("")).toEqual({ tab: "checklists", folder: null, search: "" });
    expect(read(`folder=${FOLDER}&q=%20trip%20`)).toEqual({
      tab: "checklists",
      folder: FOLDER,
      search: "trip",
    });
    expect(read("folder=none")).toEqual({ tab: "checklists", folder: "none", search: "" });
    expect(read("tab=bookmarks&q=x")).toEqual({ tab: "bookmarks", folder: null, search: "" });
  });

  it("ignores a folder that is not an id and cuts a search to what the API accepts", () => {
    expect(read("folder=../admin").folder).toBeNull();
    expect(read(`q=${"a".repeat(500)}`).search).toHaveLength(SEARCH_MAX);
  });

  it("writes back what it reads", () => {
    for (const query of [
      "",
      `folder=${FOLDER}`,
      "folder=none&q=gym+plan",
      "q=%E2%9C%93+done",
      "tab=bookmarks",
    ]) {
      const view = read(query);
      expect(read(dashboardHref(view).split("?")[1] ?? "")).toEqual(view);
    }
    expect(dashboardHref(read(""))).toBe("/dashboard");
  });

  it("asks the API only for what is set", () => {
    expect(checklistQuery(2, null, "")).toEqual({ page: 2 });
    expect(checklistQuery(1, FOLDER, "trip")).toEqual({ page: 1, folder: FOLDER, search: "trip" });
  });
});
