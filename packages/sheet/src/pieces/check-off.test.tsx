// @vitest-environment happy-dom
import {
  type Checklist,
  editBlock,
  toggleCalendarCell,
  toggleIconCell,
  toggleItem,
} from "@listful/checklist";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Sheet } from "../sheet.tsx";
import type { SheetUpdate } from "../sheet-types.ts";
import { createAllKindsDoc, SheetHarness } from "../test/fixtures.tsx";

afterEach(cleanup);

function setup() {
  const calls: { update: SheetUpdate; before: Checklist }[] = [];
  render(
    <SheetHarness
      initial={createAllKindsDoc()}
      mode="check-off"
      onDispatch={(update, before) => calls.push({ update, before })}
    />,
  );
  const lastUpdate = () => {
    expect(calls).toHaveLength(1);
    const call = calls.pop();
    if (!call) throw new Error("nothing dispatched");
    return { result: call.update(call.before), before: call.before };
  };
  return { lastUpdate };
}

describe("check-off mode", () => {
  it("ticks and unticks list items with toggleItem", () => {
    const { lastUpdate } = setup();
    const box = screen.getByRole("checkbox", { name: "Make the bed" }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    const step = lastUpdate();
    expect(step.result).toEqual(toggleItem(step.before, { itemId: "i103" }));
    expect(box.checked).toBe(true);
    fireEvent.click(screen.getByRole("checkbox", { name: "Water the plants" }));
    const untick = lastUpdate();
    expect(untick.result).toEqual(toggleItem(untick.before, { itemId: "i104" }));
    expect((screen.getByRole("checkbox", { name: "Water the plants" }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it("toggles icon cells: done or not, or the next mood of the legend", () => {
    const { lastUpdate } = setup();
    fireEvent.click(screen.getByRole("checkbox", { name: "Read, Mar 5" }));
    let step = lastUpdate();
    expect(step.result).toEqual(toggleIconCell(step.before, { rowId: "r115", day: 4 }));
    const mood = screen.getByRole("button", { name: "Morning, Mar 3: Great" });
    fireEvent.click(mood);
    step = lastUpdate();
    expect(step.result).toEqual(toggleIconCell(step.before, { rowId: "r113", day: 2 }));
    expect(screen.getByRole("button", { name: "Morning, Mar 3: Low" })).toBe(mood);
  });

  it("ticks calendar cells", () => {
    const { lastUpdate } = setup();
    fireEvent.click(screen.getByRole("checkbox", { name: "Mar 10" }));
    const step = lastUpdate();
    expect(step.result).toEqual(toggleCalendarCell(step.before, { index: 9 }));
  });

  it("types answers into interactive text fields", () => {
    const { lastUpdate } = setup();
    const answer = screen.getByRole("textbox", { name: "How was today?" });
    fireEvent.change(answer, { target: { value: "Calm and sunny.\nA long walk." } });
    const step = lastUpdate();
    expect(step.result).toEqual(
      editBlock(step.before, { blockId: "b111", changes: { value: "Calm and sunny.\nA long walk." } }),
    );
  });

  it("has no text inputs for the document's own texts", () => {
    setup();
    expect(screen.getAllByRole("textbox")).toHaveLength(1);
  });

  it("draws habit and mood grids as printed when the page ticks them elsewhere", () => {
    render(
      <Sheet
        doc={createAllKindsDoc()}
        mode="check-off"
        dispatch={() => undefined}
        tickableIconFields={false}
      />,
    );
    expect(screen.queryByRole("checkbox", { name: "Read, Mar 5" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Morning, Mar 3: Great" })).toBeNull();
    expect(screen.getByRole("checkbox", { name: "Make the bed" })).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "Mar 10" })).toBeTruthy();
  });

  it("does nothing without a dispatch", () => {
    render(<Sheet doc={createAllKindsDoc()} mode="check-off" />);
    const box = screen.getByRole("checkbox", { name: "Make the bed" }) as HTMLInputElement;
    fireEvent.click(box);
    expect(box.checked).toBe(false);
  });
});
