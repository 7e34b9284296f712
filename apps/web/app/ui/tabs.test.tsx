import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Profiler, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { TabList, type TabOption, TabPanel, tabPanelId } from "./tabs.tsx";

afterEach(cleanup);

type Season = "spring" | "summer" | "autumn";

const SEASONS: readonly TabOption<Season>[] = [
  { value: "spring", label: "Spring" },
  { value: "summer", label: "Summer" },
  { value: "autumn", label: "Autumn" },
];

function Seasons({ orientation = "horizontal" }: { readonly orientation?: "horizontal" | "vertical" }) {
  const [selected, setSelected] = useState<Season>("spring");
  return (
    <>
      <TabList
        label="Seasons"
        tabs={SEASONS}
        selected={selected}
        onSelect={setSelected}
        orientation={orientation}
        idPrefix="seasons"
      />
      {SEASONS.map(({ value, label }) => (
        <TabPanel key={value} idPrefix="seasons" value={value} selected={selected}>
          {label} plans
        </TabPanel>
      ))}
    </>
  );
}

const tab = (name: string) => screen.getByRole("tab", { name });

describe("TabList and TabPanel", () => {
  it("are one tab stop, the selected tab, each naming its panel, which its tab names", () => {
    render(<Seasons />);
    expect(tab("Spring").getAttribute("aria-selected")).toBe("true");
    expect(screen.getAllByRole("tab").map((element) => element.tabIndex)).toEqual([0, -1, -1]);
    expect(tab("Summer").getAttribute("aria-controls")).toBe(tabPanelId("seasons", "summer"));
    expect(screen.getByRole("tablist", { name: "Seasons" }).getAttribute("aria-orientation")).toBe(
      "horizontal",
    );
    expect(screen.getByRole("tabpanel", { name: "Spring" }).textContent).toBe("Spring plans");
  });

  it("open the next tab with the arrows of their direction, wrapping, and the first and last with Home and End", () => {
    render(<Seasons />);
    tab("Spring").focus();
    fireEvent.keyDown(tab("Spring"), { key: "ArrowDown" });
    expect(tab("Spring").getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(tab("Spring"), { key: "ArrowRight" });
    expect(tab("Summer").getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(tab("Summer"));
    expect(screen.getByRole("tabpanel", { name: "Summer" }).textContent).toBe("Summer plans");
    fireEvent.keyDown(tab("Summer"), { key: "End" });
    expect(document.activeElement).toBe(tab("Autumn"));
    fireEvent.keyDown(tab("Autumn"), { key: "ArrowRight" });
    expect(tab("Spring").getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(tab("Spring"), { key: "ArrowLeft" });
    expect(document.activeElement).toBe(tab("Autumn"));
    fireEvent.keyDown(tab("Autumn"), { key: "Home" });
    expect(tab("Spring").getAttribute("aria-selected")).toBe("true");
  });

  it("step with Up and Down when they stand in a column", () => {
    render(<Seasons orientation="vertical" />);
    fireEvent.keyDown(tab("Spring"), { key: "ArrowRight" });
    expect(tab("Spring").getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(tab("Spring"), { key: "ArrowUp" });
    expect(tab("Autumn").getAttribute("aria-selected")).toBe("true");
  });

  it("draw only the selected panel's content, and keep the others hidden", () => {
    render(<Seasons />);
    fireEvent.click(tab("Autumn"));
    expect(screen.getAllByRole("tabpanel").map((panel) => panel.textContent)).toEqual(["Autumn plans"]);
    expect(screen.getAllByRole("tabpanel", { hidden: true })).toHaveLength(3);
  });

  it("do nothing in a frame drawn before the script, where nothing listens yet", () => {
    render(<TabList label="Seasons" tabs={SEASONS} selected="spring" idPrefix="seasons" />);
    fireEvent.keyDown(tab("Spring"), { key: "ArrowRight" });
    fireEvent.click(tab("Summer"));
    expect(tab("Spring").getAttribute("aria-selected")).toBe("true");
  });

  it("mount in one drawing, setting no state as they do (the editor's first drawing)", () => {
    const commits: string[] = [];
    render(
      <Profiler id="tabs" onRender={(_id, phase) => commits.push(phase)}>
        <Seasons />
      </Profiler>,
    );
    expect(commits).toEqual(["mount"]);
  });
});
