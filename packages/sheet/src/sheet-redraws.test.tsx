// @vitest-environment happy-dom
import { addItem, type Checklist, createChecklist, editItem, paginate } from "@listful/checklist";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createAllKindsDoc, SheetHarness } from "./test/fixtures.tsx";

const renders = vi.hoisted(() => ({ tickBoxes: 0 }));

// Counts how many item rows draw: each drawn row draws its tick box once.
vi.mock("./markers/tick-box.tsx", async (importOriginal) => {
  const original = await importOriginal<typeof import("./markers/tick-box.tsx")>();
  return {
    ...original,
    TickBox: (props: Parameters<typeof original.TickBox>[0]) => {
      renders.tickBoxes += 1;
      return original.TickBox(props);
    },
  };
});

afterEach(cleanup);

function createHundredItems(): Checklist {
  let doc = createChecklist();
  const first = doc.blocks[0];
  if (!first) throw new Error("expected a list");
  doc = editItem(doc, { itemId: "i2", text: "Task 1" });
  for (let n = 2; n <= 100; n++) doc = addItem(doc, { blockId: first.id, text: `Task ${n}` });
  return doc;
}

// How long a keystroke takes to reach the pages is measured in Chromium by `npm run bench:editor`.
describe("typing in a 100-item checklist", () => {
  it("re-draws only the row that changed", () => {
    const doc = createHundredItems();
    expect(paginate(doc).pages.length).toBeGreaterThan(2);
    render(<SheetHarness initial={doc} mode="edit" />);
    const field = screen.getByRole("textbox", { name: "List, item 50" });
    renders.tickBoxes = 0;
    fireEvent.change(field, { target: { value: "Task 50 and more" } });
    expect(renders.tickBoxes).toBe(1);
  });
});

describe("ticking on the check-off page", () => {
  it("re-draws only the calendar cell or icon row ticked", () => {
    render(<SheetHarness initial={createAllKindsDoc()} mode="check-off" />);
    renders.tickBoxes = 0;
    fireEvent.click(screen.getByRole("checkbox", { name: "Mar 10" }));
    expect(renders.tickBoxes).toBe(1);
    renders.tickBoxes = 0;
    fireEvent.click(screen.getByRole("checkbox", { name: "Read, Mar 5" }));
    expect(renders.tickBoxes).toBe(31);
  });
});
