import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { PanelTabList } from "./panel-tab-list.tsx";
import { type PanelTab, panelId } from "./panel-tabs.ts";

afterEach(cleanup);

function Tabs({ orientation }: { readonly orientation: "horizontal" | "vertical" }) {
  const [selected, setSelected] = useState<PanelTab>("blocks");
  return <PanelTabList selected={selected} onSelect={setSelected} orientation={orientation} />;
}

const tab = (name: string) => screen.getByRole("tab", { name });

describe("the editor panel's tabs", () => {
  it("are one tab stop, the selected tab, each naming its panel", () => {
    render(<Tabs orientation="horizontal" />);
    expect(tab("Blocks").getAttribute("aria-selected")).toBe("true");
    expect(screen.getAllByRole("tab").map((element) => element.tabIndex)).toEqual([0, -1, -1]);
    expect(tab("Design").getAttribute("aria-controls")).toBe(panelId("design"));
    expect(screen.getByRole("tablist").getAttribute("aria-orientation")).toBe("horizontal");
  });

  it("open the next tab with the arrows of their direction, wrapping, and the first and last with Home and End", () => {
    render(<Tabs orientation="horizontal" />);
    tab("Blocks").focus();
    fireEvent.keyDown(tab("Blocks"), { key: "ArrowDown" });
    expect(tab("Blocks").getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(tab("Blocks"), { key: "ArrowRight" });
    expect(tab("Design").getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(tab("Design"));
    fireEvent.keyDown(tab("Design"), { key: "End" });
    expect(document.activeElement).toBe(tab("Save"));
    fireEvent.keyDown(tab("Save"), { key: "ArrowRight" });
    expect(tab("Blocks").getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(tab("Blocks"), { key: "ArrowLeft" });
    expect(document.activeElement).toBe(tab("Save"));
    fireEvent.keyDown(tab("Save"), { key: "Home" });
    expect(tab("Blocks").getAttribute("aria-selected")).toBe("true");
  });

  it("step with Up and Down when they stand in a column", () => {
    render(<Tabs orientation="vertical" />);
    fireEvent.keyDown(tab("Blocks"), { key: "ArrowRight" });
    expect(tab("Blocks").getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(tab("Blocks"), { key: "ArrowUp" });
    expect(tab("Save").getAttribute("aria-selected")).toBe("true");
  });

  it("do nothing in the server-drawn frame, where nothing listens yet", () => {
    render(<PanelTabList selected="blocks" />);
    fireEvent.keyDown(tab("Blocks"), { key: "ArrowRight" });
    fireEvent.click(tab("Design"));
    expect(tab("Blocks").getAttribute("aria-selected")).toBe("true");
  });
});
