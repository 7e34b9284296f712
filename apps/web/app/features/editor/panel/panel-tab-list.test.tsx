import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PanelTabList } from "./panel-tab-list.tsx";

afterEach(cleanup);

describe("the editor panel's tabs", () => {
  it("name the panels the editor draws, and each names itself for a tap before the editor is up", () => {
    render(<PanelTabList selected="design" />);
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Blocks", "Design", "Save"]);
    expect(tabs.map((tab) => tab.getAttribute("aria-controls"))).toEqual([
      "editor-panel-blocks",
      "editor-panel-design",
      "editor-panel-save",
    ]);
    expect(tabs.map((tab) => tab.dataset.control)).toEqual([
      "panel-tab:blocks",
      "panel-tab:design",
      "panel-tab:save",
    ]);
    expect(screen.getByRole("tab", { name: "Design" }).getAttribute("aria-selected")).toBe("true");
  });
});
